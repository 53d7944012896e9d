// The order lifecycle (docs/decisions/order-lifecycle.md): one pure state machine that the server applies
// inside a transaction with the order row locked (lib/server/admin/order-actions.ts). It says what
// an action does to an order, or why it may not, in a sentence the back office shows as it is.
//
//   placed (pay on delivery) ─┐
//   awaitingPayment ─ paid ───┴─ pack → packed ─ dispatch → dispatched ─ deliver → delivered
//   placed | paid | packed ─ cancel → cancelled          (a paid order is refunded in full)
//   paid | packed | dispatched | delivered ─ refund → the same status, or refunded once all is repaid
//   cancelled (paid, its refund failed) ─ refund → cancelled
import { poundsText } from "@/lib/cart/money";
import type { OrderStatus, PaymentMethod } from "@/lib/checkout/contract";

export const STAFF_ACTIONS = ["pack", "dispatch", "deliver", "cancel", "refund"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What the state machine needs to know of an order. */
export interface LifecycleFacts {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** Money was taken (a card order paid, or a pay-on-delivery order delivered). */
  paid: boolean;
  /** Total the customer paid (pence) and what has been paid back so far. */
  totalPence: number;
  refundedPence: number;
}

export type Decision = { ok: true; to: OrderStatus; becomesPaid: boolean; refundInFull: boolean } | { ok: false; message: string };

const refuse = (message: string): Decision => ({ ok: false, message });
const allow = (to: OrderStatus, extra: Partial<{ becomesPaid: boolean; refundInFull: boolean }> = {}): Decision => ({
  ok: true,
  to,
  becomesPaid: extra.becomesPaid ?? false,
  refundInFull: extra.refundInFull ?? false,
});

/** Why an order in this status can no longer be packed, dispatched or delivered. */
function closed(status: OrderStatus): string | null {
  if (status === "cancelled") return "This order was cancelled.";
  if (status === "refunded") return "This order was refunded in full.";
  if (status === "awaitingPayment") return "This order is still waiting for its card payment.";
  return null;
}

/** What `action` does to an order with these facts (for "refund", `refundPence` is the amount asked for). */
export function decide(facts: LifecycleFacts, action: StaffAction, refundPence = 0): Decision {
  const { status } = facts;
  switch (action) {
    case "pack": {
      if (status === "placed" || status === "paid") return allow("packed");
      if (status === "packed") return refuse("This order is already packed.");
      if (status === "dispatched" || status === "delivered") return refuse(`This order was already ${status}.`);
      return refuse(`${closed(status)} It cannot be packed.`);
    }
    case "dispatch": {
      if (status === "packed") return allow("dispatched");
      if (status === "placed" || status === "paid") return refuse("Pack this order before you dispatch it.");
      if (status === "dispatched" || status === "delivered") return refuse(`This order was already ${status}.`);
      return refuse(`${closed(status)} It cannot be dispatched.`);
    }
    case "deliver": {
      if (status === "dispatched") return allow("delivered", { becomesPaid: !facts.paid && facts.paymentMethod === "payOnDelivery" });
      if (status === "delivered") return refuse("This order was already delivered.");
      if (status === "placed" || status === "paid" || status === "packed") return refuse("Dispatch this order before you mark it delivered.");
      return refuse(`${closed(status)} It cannot be delivered.`);
    }
    case "cancel": {
      if (status === "placed" || status === "paid" || status === "packed") return allow("cancelled", { refundInFull: facts.paid });
      if (status === "dispatched" || status === "delivered") return refuse(`This order was already ${status}: refund it instead of cancelling it.`);
      if (status === "cancelled") return refuse("This order was already cancelled.");
      if (status === "refunded") return refuse("This order was refunded in full.");
      return refuse("This order is still waiting for its card payment: it cancels itself if the payment does not arrive.");
    }
    case "refund": {
      // A cancelled paid order is refunded in full as it is cancelled; only when that refund failed
      // is something left, and then staff may try again.
      if (status === "cancelled" && !(facts.paid && facts.refundedPence < facts.totalPence)) {
        return refuse("This order was cancelled; anything it was paid has been refunded.");
      }
      if (status === "refunded") return refuse("This order was already refunded in full.");
      if (!facts.paid) return refuse("This order has not been paid, so there is nothing to refund.");
      const left = facts.totalPence - facts.refundedPence;
      if (!Number.isSafeInteger(refundPence) || refundPence <= 0) return refuse("Choose what to refund: at least one line or the delivery charge.");
      if (refundPence > left) return refuse(`That is more than is left to refund (${poundsText(left)}).`);
      return allow(refundPence === left && status !== "cancelled" ? "refunded" : status);
    }
  }
}

/** The customer's progress line: the steps of this order so far and to come. */
export const PROGRESS_STEPS = ["placed", "paid", "packed", "dispatched", "delivered"] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];
