import "server-only";
import type { OrderView } from "@/lib/checkout/contract";
import { sendOrderMail } from "./mailer";
import { orderCancelledMessage, orderDispatchedMessage, orderRefundedMessage, type RefundMailDetails } from "./order-mail-messages";

// The emails the back office sends as an order moves on (lib/server/admin/order-actions.ts), each
// through the one sender (sendOrderMail: SMTP_URL, or the outbox as `<timestamp>-<reference>-<kind>.eml`).
// Each resolves true when the email was sent or written, false when it failed (logged); never throws.

export type { RefundMailDetails } from "./order-mail-messages";

/** "Your order AFC-… is on its way": carrier, tracking number and link, boxes, delivery address. */
export function sendOrderDispatched(order: OrderView, orderUrl: string): Promise<boolean> {
  return sendOrderMail("dispatched", order, () => orderDispatchedMessage(order, orderUrl));
}

/** "Refund for your order AFC-…": amount, lines, delivery, VAT, when it arrives. `order` as it stands after the refund. */
export function sendOrderRefunded(order: OrderView, refund: RefundMailDetails, orderUrl: string): Promise<boolean> {
  return sendOrderMail("refunded", order, () => orderRefundedMessage(order, refund, orderUrl));
}

/** "Your order AFC-… has been cancelled": and what happens to the money (`refundedPence` paid back now). */
export function sendOrderCancelled(order: OrderView, refundedPence: number, orderUrl: string): Promise<boolean> {
  return sendOrderMail("cancelled", order, () => orderCancelledMessage(order, refundedPence, orderUrl));
}
