// "Cancel before dispatch", the customer's side (issue 38.1): whether the customer may cancel their
// own order, and otherwise the one sentence that says why not. The server's refusal (409, from
// lib/server/orders/customer-cancel.ts) and the order pages (components/orders/CancelOrder.tsx) both
// read it from here, so the page never offers what the server would refuse, and says the same words.
//
// Staff may cancel a packed order too (lib/orders/lifecycle.ts); a customer may not: once staff
// have packed it, the customer is offered a return instead. The cancel itself is the lifecycle's
// (stock back, a paid order refunded in full, its codes' uses given back, an email).
import { poundsText } from "@/lib/cart/money";
import type { OrderStatus, OrderView, PaymentMethod } from "@/lib/checkout/contract";
import { RETURN_WINDOW_DAYS } from "@/lib/constants";
import { CARD_REFUND_TIMING } from "./refunds";

export type CustomerCancellation =
  | { allowed: true }
  /** `offerReturn`: the order is on its way to the customer (or with them), so a return is the way instead. */
  | { allowed: false; reason: string; offerReturn: boolean };

/** Where the pages point a customer who can no longer cancel (returns are a later item: issue 38). */
export const RETURNS_HELP_PATH = "/returns-policy";

/** The summary of the timeline event a customer's cancel writes; the back office names its actor "Customer" by it. */
export const CUSTOMER_CANCEL_EVENT = "Cancelled by the customer";

const REASONS: Record<Exclude<OrderStatus, "placed" | "paid">, { reason: string; offerReturn: boolean }> = {
  awaitingPayment: {
    reason: "We're still waiting for your card payment, so there is nothing to cancel yet. If the payment does not go through, the order cancels itself.",
    offerReturn: false,
  },
  packed: {
    reason: `We have packed your order, so it can no longer be cancelled. Once it arrives you can return it within ${RETURN_WINDOW_DAYS} days.`,
    offerReturn: true,
  },
  dispatched: {
    reason: `Your order is on its way, so it can no longer be cancelled. Once it arrives you can return it within ${RETURN_WINDOW_DAYS} days.`,
    offerReturn: true,
  },
  delivered: {
    reason: `Your order has been delivered, so it can no longer be cancelled. You can return it within ${RETURN_WINDOW_DAYS} days of delivery.`,
    offerReturn: true,
  },
  cancelled: { reason: "This order has already been cancelled.", offerReturn: false },
  refunded: { reason: "This order has been refunded in full, so there is nothing left to cancel.", offerReturn: false },
};

/** What the order pages' cancel button needs of an order, and no more: it is sent to the browser. */
export interface CancelFacts {
  reference: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** A card payment went through: cancelling refunds `leftToRefundPence` to the card. */
  paidByCard: boolean;
  leftToRefundPence: number;
}

export function cancelFactsOf(order: Pick<OrderView, "reference" | "status" | "paymentMethod" | "paidAt" | "amounts" | "fulfilment">): CancelFacts {
  return {
    reference: order.reference,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paidByCard: order.paymentMethod === "stripe" && order.paidAt !== null,
    leftToRefundPence: Math.max(0, order.amounts.totalPrice.gross - order.fulfilment.refundedPence),
  };
}

/** May the customer cancel an order in this status? Placed (pay on delivery) and paid: yes; anything else: why not. */
export function customerCancellation(status: OrderStatus): CustomerCancellation {
  if (status === "placed" || status === "paid") return { allowed: true };
  return { allowed: false, ...REASONS[status] };
}

/** What the customer is told once their cancel went through: the order, and what happens to the money. */
export function cancelledSentence(order: Pick<OrderView, "paymentMethod" | "paidAt" | "fulfilment">): string {
  const refunded = order.fulfilment.refundedPence;
  if (order.paymentMethod === "stripe" && refunded > 0) {
    return `Your order is cancelled. We have refunded ${poundsText(refunded)} to the card you paid with. ${CARD_REFUND_TIMING}`;
  }
  if (order.paymentMethod === "stripe" && order.paidAt) return "Your order is cancelled. Your payment will be refunded in full to the card you paid with.";
  return "Your order is cancelled. Nothing has been charged.";
}
