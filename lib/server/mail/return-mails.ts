import "server-only";
import type { OrderView } from "@/lib/checkout/contract";
import type { ReturnView } from "@/lib/returns/contract";
import { sendOrderMail } from "./mailer";
import { returnReceivedMessage, returnRefusedMessage, returnRequestedMessage } from "./return-mail-messages";

// The emails of a customer's return (issue 38.2), each to the order's address through the one
// sender (sendOrderMail: SMTP_URL, or the outbox as `<timestamp>-<order reference>-<kind>.eml`).
// The refund of a return is told by the refund email (order-mails.ts: sendOrderRefunded).
// Each resolves true when the email was sent or written, false when it failed (logged); never throws.

/** "Your return RET-… for order AFC-…": the lines, the reason, where to send the drinks and by when. */
export function sendReturnRequested(order: OrderView, ret: ReturnView, returnAddress: string[], orderUrl: string): Promise<boolean> {
  return sendOrderMail("returnRequested", order, () => returnRequestedMessage(order, ret, returnAddress, orderUrl));
}

/** "We have your return RET-…": it arrived; they hear once it is checked. */
export function sendReturnReceived(order: OrderView, ret: ReturnView, orderUrl: string): Promise<boolean> {
  return sendOrderMail("returnReceived", order, () => returnReceivedMessage(order, ret, orderUrl));
}

/** "Your return RET-…": we cannot refund it, staff's reason, and how to take it up. */
export function sendReturnRefused(order: OrderView, ret: ReturnView, orderUrl: string): Promise<boolean> {
  return sendOrderMail("returnRefused", order, () => returnRefusedMessage(order, ret, orderUrl));
}
