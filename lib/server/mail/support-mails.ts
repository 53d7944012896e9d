import "server-only";
import type { CustomerThreadView } from "@/lib/support/contract";
import { sendOrderMail } from "./mailer";
import { contactReceivedMessage, supportReplyMessage } from "./support-mail-messages";

// The emails of the contact form and the back office's inbox (issue 38.4), each to the address the
// contact form gave, through the one sender (sendOrderMail: SMTP_URL, or the outbox as
// `<timestamp>-<conversation reference>-<kind>.eml`, e.g. `…-HELP-1001-supportReply.eml`).
// Each resolves true when the email was sent or written, false when it failed (logged); never throws.

/** "We have your message HELP-…": the topic, the customer's words and the conversation's link. */
export function sendContactReceived(thread: CustomerThreadView, email: string, threadUrl: string): Promise<boolean> {
  return sendOrderMail("contactReceived", { reference: thread?.reference, email }, () => contactReceivedMessage(thread, email, threadUrl));
}

/** "Re: your message HELP-…": staff's reply, signed as the shop, and the link to write back. */
export function sendSupportReply(thread: CustomerThreadView, email: string, reply: string, threadUrl: string): Promise<boolean> {
  return sendOrderMail("supportReply", { reference: thread?.reference, email }, () => supportReplyMessage(thread, email, reply, threadUrl));
}
