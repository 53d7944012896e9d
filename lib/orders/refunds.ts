// Refund arithmetic (docs/decisions/refunds.md): what a refund of some lines, some units and
// perhaps the delivery charge repays, never more than was paid across every refund of the order.
// Amounts are gross pence with VAT split the cart's way (lib/cart/money.ts): each line's refund is
// its own Money, and a refund's amounts are the sums of its parts, as a cart's are.
import { moneyFromGross, penceText, poundsText } from "@/lib/cart/money";
import { discountedLineGross } from "@/lib/discounts/spread";
import { unitsBySku } from "./units";
import type { CartAmounts, CartItem, Money } from "@/lib/cart/types";

/** What Stripe says of card refunds: said wherever a card refund is (the emails, the order pages). */
export const CARD_REFUND_TIMING = "Card refunds usually take 5 to 10 working days to show on your statement.";

/** One line of a refund: which order line (CartItem.id), how many of its packs, and what that repays. */
export interface RefundLine {
  lineId: string;
  quantity: number;
  amount: Money;
}

/** A refund already made (or on its way) of the order: what it took off each line and the delivery. */
export interface PriorRefund {
  lines: { lineId: string; quantity: number; amountPence: number }[];
  shippingPence: number;
}

export interface RefundRequest {
  lines: { lineId: string; quantity: number }[];
  includeShipping: boolean;
  /**
   * At most this much of the delivery charge is repaid (pence): a returned order repays delivery
   * only up to what standard delivery would have cost (lib/returns/rules.ts). Absent: all that is left.
   */
  maxShippingPence?: number;
}

export interface RefundPlan {
  lines: RefundLine[];
  shipping: Money;
  total: Money;
}

export type RefundOutcome = ({ ok: true } & RefundPlan) | { ok: false; message: string };

/** Per line: packs ordered, packs refunded so far, and pence refunded so far. */
export interface LineRefundState {
  lineId: string;
  productName: string;
  ordered: number;
  refunded: number;
  refundedPence: number;
  linePence: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function addMoney(parts: Money[]): Money {
  const gross = sum(parts.map((m) => m.gross));
  const net = sum(parts.map((m) => m.net));
  const tax = gross - net;
  return { gross, net, tax, grossText: penceText(gross), netText: penceText(net), taxText: penceText(tax) };
}

/**
 * Each line's refunds so far and what it cost. `discountPence` is the order's products discount:
 * a line cost its gross less its share of it (lib/discounts/spread.ts), and that is what it repays.
 */
export function lineRefundStates(items: readonly CartItem[], prior: readonly PriorRefund[], discountPence = 0): LineRefundState[] {
  const paid = discountedLineGross(
    items.map((item) => item.linePrice.gross),
    discountPence,
  );
  return items.map((item, index) => {
    const taken = prior.flatMap((refund) => refund.lines.filter((line) => line.lineId === item.id));
    return {
      lineId: item.id,
      productName: item.productName,
      ordered: item.quantity,
      refunded: sum(taken.map((line) => line.quantity)),
      refundedPence: sum(taken.map((line) => line.amountPence)),
      linePence: paid[index],
    };
  });
}

/** Delivery charge not yet refunded. */
export function shippingLeft(amounts: CartAmounts, prior: readonly PriorRefund[]): number {
  return Math.max(0, amounts.shippingPrice.gross - sum(prior.map((refund) => refund.shippingPence)));
}

/** Everything not yet refunded, as a request: the "refund in full" of a cancelled or returned order. */
export function fullRefundRequest(items: readonly CartItem[], prior: readonly PriorRefund[]): RefundRequest {
  return {
    lines: lineRefundStates(items, prior)
      .filter((line) => line.ordered > line.refunded)
      .map((line) => ({ lineId: line.lineId, quantity: line.ordered - line.refunded })),
    includeShipping: true,
  };
}

/**
 * What a refund of `request` repays, or why it cannot be made. A line's packs repay their share
 * of what the line cost after any products discount (rounded to the penny); the last packs of a line repay exactly what is left
 * of it, so refunding a line in parts repays the line's gross to the penny. The total never takes
 * the order's refunds past what was paid. Delivery, when included, repays what is left of it, at
 * most `maxShippingPence` when that is given.
 */
export function planRefund(items: readonly CartItem[], amounts: CartAmounts, prior: readonly PriorRefund[], request: RefundRequest): RefundOutcome {
  const states = new Map(lineRefundStates(items, prior, amounts.discountPrice.gross).map((state) => [state.lineId, state]));
  const itemsById = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const lines: RefundLine[] = [];
  for (const asked of request.lines) {
    const state = states.get(asked.lineId);
    const item = itemsById.get(asked.lineId);
    if (!state || !item) return { ok: false, message: "That line is not part of this order." };
    if (seen.has(asked.lineId)) return { ok: false, message: `${state.productName} is listed twice.` };
    seen.add(asked.lineId);
    if (!Number.isSafeInteger(asked.quantity) || asked.quantity < 0) return { ok: false, message: `Choose a whole number of ${state.productName} to refund.` };
    if (asked.quantity === 0) continue;
    const left = state.ordered - state.refunded;
    if (asked.quantity > left) {
      return { ok: false, message: left === 0 ? `${state.productName} was already refunded.` : `Only ${left} of ${state.productName} are left to refund.` };
    }
    const gross =
      asked.quantity === left ? state.linePence - state.refundedPence : Math.round((state.linePence * asked.quantity) / state.ordered);
    lines.push({ lineId: asked.lineId, quantity: asked.quantity, amount: moneyFromGross(gross, item.itemPrice.isVatable) });
  }
  const shippingCap = request.maxShippingPence ?? Number.POSITIVE_INFINITY;
  const shippingGross = request.includeShipping ? Math.max(0, Math.min(shippingLeft(amounts, prior), shippingCap)) : 0;
  const shipping = moneyFromGross(shippingGross);
  const total = addMoney([...lines.map((line) => line.amount), shipping]);
  if (total.gross <= 0) return { ok: false, message: "Choose what to refund: at least one line or the delivery charge." };
  const alreadyRefunded = sum([...states.values()].map((s) => s.refundedPence)) + sum(prior.map((r) => r.shippingPence));
  if (alreadyRefunded + total.gross > amounts.totalPrice.gross) {
    return { ok: false, message: `That is more than is left to refund (${poundsText(amounts.totalPrice.gross - alreadyRefunded)}).` };
  }
  return { ok: true, lines, shipping, total };
}

/** Units (bottles or cans) per product SKU that a refund's lines put back on the shelf. */
export function refundUnitsBySku(items: readonly CartItem[], lines: readonly { lineId: string; quantity: number }[]): Map<string, number> {
  return unitsBySku(items, lines);
}
