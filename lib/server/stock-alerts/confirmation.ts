import "server-only";
import { confirmAlertMessage } from "@/lib/stock-alerts/message";
import { sendOrderMail } from "../mail/mailer";
import type { PendingConfirmation } from "./subscriptions";

// Sending the confirmation request of a new back-in-stock alert (double opt-in, issue 34.8). It
// goes out in the background, after the answer: a request that sends an email must not take
// longer to answer than one that does not, or the delay would tell who is already subscribed.
// Never throws (sendOrderMail logs a failure); the row stays unconfirmed and asking again after
// CONFIRMATION_RESEND_MINUTES sends it again.

/** A subscription's confirmation request (its id names the outbox file; the token, a secret, does not), and the site's public origin for the link. */
export type ConfirmationRequest = PendingConfirmation & { origin: string };

const PENDING_KEY = Symbol.for("afc.server.stockAlertConfirmations");
const holder = globalThis as typeof globalThis & { [PENDING_KEY]?: Set<Promise<unknown>> };
const pending = () => (holder[PENDING_KEY] ??= new Set());

/** Starts sending the confirmation request and returns at once. */
export function sendConfirmationInBackground(request: ConfirmationRequest): void {
  const sending = sendOrderMail("backInStockConfirm", { reference: `${request.slug}-${request.id.slice(0, 8)}`, email: request.email }, () =>
    confirmAlertMessage({ productName: request.productName, confirmToken: request.confirmToken, unsubscribeToken: request.unsubscribeToken, origin: request.origin }),
  ).finally(() => pending().delete(sending));
  pending().add(sending);
}

/** Resolves when every confirmation request started so far has been sent or has failed (for tests and scripts). */
export async function confirmationsSettled(): Promise<void> {
  while (pending().size) await Promise.all(pending());
}
