// Returns (issue 38.2), the pure rules: when an order may be returned, how many packs of each line
// may still go back, whether a customer's request is acceptable (and the one sentence that says why
// not), and what refunding a return repays. The API, the order pages and the back office all read
// them from here, so the page never offers what the server would refuse. `now` is always a
// parameter: nothing here reads the clock.
import type { CartAmounts, CartItem } from "@/lib/cart/types";
import type { OrderStatus } from "@/lib/checkout/contract";
import { RETURN_WINDOW_DAYS, SHIPPING_METHODS } from "@/lib/constants";
import { lineRefundStates, type PriorRefund, type RefundRequest } from "@/lib/orders/refunds";
import type { ReturnableLine, ReturnStatus } from "./contract";

const UK_TIME_ZONE = "Europe/London";
const DAY_MS = 24 * 60 * 60 * 1000;

// --- The window: RETURN_WINDOW_DAYS calendar days after the delivery day, in UK time ---------------

const UK_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: UK_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

const UK_DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: UK_TIME_ZONE });

/** The UK wall clock at `ms`, read as if it were UTC (to the second). */
function ukWallClockAsUtc(ms: number): number {
  const parts = Object.fromEntries(UK_PARTS.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** How far UK time is ahead of UTC at `ms`: 0 in winter (GMT), an hour in summer (BST). */
function ukOffsetMs(ms: number): number {
  return ukWallClockAsUtc(ms) - Math.floor(ms / 1000) * 1000;
}

/**
 * The last instant (23:59:59.999 UK time) of the RETURN_WINDOW_DAYS-th day after the UK day of
 * delivery. Day arithmetic is done on the wall-clock date, so a clock change in between moves
 * neither day; the offset is then the one in force at the end (two passes, as it may differ
 * from the offset at the first guess).
 */
export function returnWindowEnd(deliveredAt: Date): Date {
  const deliveredWall = new Date(ukWallClockAsUtc(deliveredAt.getTime()));
  const endWall =
    Date.UTC(deliveredWall.getUTCFullYear(), deliveredWall.getUTCMonth(), deliveredWall.getUTCDate() + RETURN_WINDOW_DAYS) + DAY_MS - 1;
  const guess = endWall - ukOffsetMs(endWall);
  return new Date(endWall - ukOffsetMs(guess));
}

/** "3 April 2026": a day as the customer's pages and emails write it (UK time). */
export const returnDateText = (date: Date) => UK_DATE.format(date);

/** The sentences a return is refused with: the API's errors, the order pages and the tests share them. */
export const RETURN_REFUSALS = {
  notArrived: "You can return drinks once your order has arrived.",
  cancelled: "This order was cancelled, so there is nothing to return.",
  refunded: "This order was refunded in full, so there is nothing to return.",
  windowEnded: (endsAt: Date) =>
    `The ${RETURN_WINDOW_DAYS} days to return this order ended on ${returnDateText(endsAt)}. If something is wrong with your drinks, our help centre says what to do.`,
  unknownLine: "That item is not part of this order.",
  listedTwice: (name: string) => `${name} is listed twice.`,
  notWholeNumber: (name: string) => `Choose a whole number of ${name} to return.`,
  nothingLeft: (name: string) => `${name} has already been returned or refunded.`,
  tooMany: (name: string, returnable: number) => `You can return at most ${returnable} of ${name}.`,
  nothingChosen: "Choose at least one item to return.",
  notUnopened: "Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.",
} as const;

/** What the window needs of an order, and no more. */
export interface ReturnOrderFacts {
  status: OrderStatus;
  deliveredAt: Date | null;
}

export type ReturnWindow = { open: true; endsAt: Date | null } | { open: false; reason: string };

/**
 * Whether a return may be asked for at `now`. A dispatched order is open with no end yet: the
 * window starts on delivery, and a customer holding the parcel before staff mark it delivered
 * should not be turned away. The end instant itself is still inside the window.
 */
export function returnWindow(facts: ReturnOrderFacts, now: Date): ReturnWindow {
  switch (facts.status) {
    case "placed":
    case "awaitingPayment":
    case "paid":
    case "packed":
      return { open: false, reason: RETURN_REFUSALS.notArrived };
    case "cancelled":
      return { open: false, reason: RETURN_REFUSALS.cancelled };
    case "refunded":
      return { open: false, reason: RETURN_REFUSALS.refunded };
    case "dispatched":
      return { open: true, endsAt: null };
    case "delivered": {
      // A delivered order without its delivery time cannot be timed: treated like a dispatched one.
      if (!facts.deliveredAt) return { open: true, endsAt: null };
      const endsAt = returnWindowEnd(facts.deliveredAt);
      return now.getTime() <= endsAt.getTime() ? { open: true, endsAt } : { open: false, reason: RETURN_REFUSALS.windowEnded(endsAt) };
    }
  }
}

// --- What may go back ----------------------------------------------------------------------------

/** "Single" or "6-pack", as the order emails write a line's pack (lib/server/mail/mail-parts.ts). */
export const returnPackText = (item: Pick<CartItem, "multipackQuantity">) => (item.multipackQuantity > 1 ? `${item.multipackQuantity}-pack` : "Single");

/** A return's lines as its status weighs them. */
export interface ReturnOnOrder {
  status: ReturnStatus;
  lines: { lineId: string; quantity: number }[];
}

/**
 * Each order line's packs that may still be returned. Packs already refunded are gone; so are
 * packs in a return that is open (requested, received) or was refused (those drinks were judged
 * once). A refunded return's packs are counted through its refund in `prior`, not twice.
 */
export function returnableLines(items: readonly CartItem[], prior: readonly PriorRefund[], returns: readonly ReturnOnOrder[]): ReturnableLine[] {
  const refunded = new Map(lineRefundStates(items, prior).map((state) => [state.lineId, state.refunded]));
  const held = new Map<string, number>();
  for (const request of returns) {
    if (request.status === "refunded") continue;
    for (const line of request.lines) held.set(line.lineId, (held.get(line.lineId) ?? 0) + line.quantity);
  }
  return items.map((item) => ({
    lineId: item.id,
    productName: item.productName,
    packText: returnPackText(item),
    ordered: item.quantity,
    returnable: Math.max(0, item.quantity - (refunded.get(item.id) ?? 0) - (held.get(item.id) ?? 0)),
  }));
}

export type ReturnLineRequest = { lineId: string; quantity: number };
export type ReturnJudgement = { ok: true; lines: ReturnLineRequest[] } | { ok: false; message: string };

/**
 * Whether the customer may return these packs: each line once, a whole number, no more than may
 * still go back; at least one pack; and the drinks confirmed unopened (checked last, so a form's
 * line mistakes are told first). Lines of 0 are dropped from what is accepted.
 */
export function judgeReturnRequest(lines: readonly ReturnableLine[], request: { lines: ReturnLineRequest[]; unopened: boolean }): ReturnJudgement {
  const byId = new Map(lines.map((line) => [line.lineId, line]));
  const seen = new Set<string>();
  const accepted: ReturnLineRequest[] = [];
  for (const asked of request.lines) {
    const line = byId.get(asked.lineId);
    if (!line) return { ok: false, message: RETURN_REFUSALS.unknownLine };
    if (seen.has(asked.lineId)) return { ok: false, message: RETURN_REFUSALS.listedTwice(line.productName) };
    seen.add(asked.lineId);
    if (!Number.isSafeInteger(asked.quantity) || asked.quantity < 0) return { ok: false, message: RETURN_REFUSALS.notWholeNumber(line.productName) };
    if (asked.quantity === 0) continue;
    if (asked.quantity > line.returnable) {
      const message = line.returnable === 0 ? RETURN_REFUSALS.nothingLeft(line.productName) : RETURN_REFUSALS.tooMany(line.productName, line.returnable);
      return { ok: false, message };
    }
    accepted.push({ lineId: asked.lineId, quantity: asked.quantity });
  }
  if (accepted.length === 0) return { ok: false, message: RETURN_REFUSALS.nothingChosen };
  if (!request.unopened) return { ok: false, message: RETURN_REFUSALS.notUnopened };
  return { ok: true, lines: accepted };
}

// --- What a return repays ------------------------------------------------------------------------

/** What standard delivery would have cost for these products: the most a returned order's delivery repays. */
export function standardShippingPence(amounts: CartAmounts): number {
  const standard = SHIPPING_METHODS.standard;
  return amounts.productsPrice.gross >= standard.freeFromPence ? 0 : standard.pricePence;
}

/**
 * The refund of a return's lines. Delivery is repaid only when this return completes the order
 * (every pack refunded before or in it), and then only up to standard delivery's cost less any
 * delivery already repaid: the extra cost of next-day is not refunded (the returns policy).
 */
export function returnRefundRequest(
  items: readonly CartItem[],
  amounts: CartAmounts,
  prior: readonly PriorRefund[],
  returnLines: readonly ReturnLineRequest[],
): RefundRequest {
  const lines = returnLines.filter((line) => line.quantity > 0).map((line) => ({ lineId: line.lineId, quantity: line.quantity }));
  const inReturn = (lineId: string) => lines.filter((line) => line.lineId === lineId).reduce((total, line) => total + line.quantity, 0);
  const whole = lineRefundStates(items, prior).every((state) => state.refunded + inReturn(state.lineId) >= state.ordered);
  if (!whole) return { lines, includeShipping: false };
  const shippingRepaid = prior.reduce((total, refund) => total + refund.shippingPence, 0);
  return { lines, includeShipping: true, maxShippingPence: Math.max(0, standardShippingPence(amounts) - shippingRepaid) };
}

// --- References ----------------------------------------------------------------------------------

/** "RET-100001-1": the order's number and the return's number within the order. */
export const returnReference = (orderNumber: number, sequence: number) => `RET-${orderNumber}-${sequence}`;

const REFERENCE_PATTERN = /^RET-([1-9]\d*)-([1-9]\d*)$/i;

/** The order number and sequence of "RET-100001-1" (any case, spaces around ignored); null for anything else. */
export function parseReturnReference(text: string): { orderNumber: number; sequence: number } | null {
  const match = REFERENCE_PATTERN.exec(text.trim());
  if (!match) return null;
  const orderNumber = Number(match[1]);
  const sequence = Number(match[2]);
  return Number.isSafeInteger(orderNumber) && Number.isSafeInteger(sequence) ? { orderNumber, sequence } : null;
}
