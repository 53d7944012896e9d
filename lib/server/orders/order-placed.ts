import "server-only";
import { after } from "next/server";
import { logServerError } from "../platform/log";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import type { OrderView } from "@/lib/checkout/contract";
import { addOrderEvent } from "../admin/events";
import { getDb } from "../platform/db";
import { sendOrderConfirmation } from "../mail/mailer";
import { attachStripeSession, cancelUnpaidOrder } from "./order-payments";
import { confirmationPath, findOrderWithKey, orderPaymentFacts, reopenCartOfOrder, sameSecret } from "./order-queries";
import type { PlaceOrderOutcome } from "./orders";
import { createCheckoutSession, getStripe } from "../payments/stripe";

// What follows a new order, after its transaction has committed: the shop's stock figures are
// refreshed, then either (pay on delivery) the confirmation email goes out and the shopper sees
// the confirmation page, or Stripe Checkout takes the payment and the webhook's "paid" sends the
// email (confirmPaidOrder).

export type NextStep = { ok: true; redirectUrl: string } | { ok: false; message: string };

type Placed = Extract<PlaceOrderOutcome, { ok: true }>;

export const PAYMENT_UNAVAILABLE_MESSAGE =
  "We couldn't start the card payment, so nothing was charged and no order was placed. Please try again in a moment.";

export async function afterOrderPlaced(placed: Placed, origin: string): Promise<NextStep> {
  const { order, accessKey } = placed;
  const confirmation = confirmationPath(order.id, accessKey);
  if (placed.created) refreshCatalogue();
  if (order.paymentMethod !== "stripe" || order.status !== "awaitingPayment") {
    if (placed.created) afterResponse(() => confirm(order, `${origin}${confirmation}`));
    return { ok: true, redirectUrl: confirmation };
  }
  try {
    // Idempotent per order at Stripe: a retried request gets the same session back.
    const session = await createCheckoutSession(order, origin, confirmation);
    await attachStripeSession(order.id, session.id);
    return { ok: true, redirectUrl: session.url };
  } catch (error) {
    logServerError("stripe checkout session", error);
    // Release what the order took: its stock, and its cart for another try.
    if (await cancelUnpaidOrder(order.id)) await reopenCartOfOrder(order.id);
    return { ok: false, message: PAYMENT_UNAVAILABLE_MESSAGE };
  }
}

/** Stripe said an order is paid: its confirmation email goes out now. */
export async function confirmPaidOrder(orderId: string, origin: string): Promise<void> {
  const found = await findOrderWithKey(orderId);
  if (found) afterResponse(() => confirm(found.order, `${origin}${confirmationPath(found.order.id, found.accessKey)}`));
}

/** The confirmation email, and a line on the order's timeline once it went out. */
async function confirm(order: OrderView, url: string): Promise<void> {
  if (await sendOrderConfirmation(order, url)) await addOrderEvent(await getDb(), order.id, "emailSent", `Confirmation email sent to ${order.email}`);
}

/**
 * Runs `work` after the response is sent when in a Next request, else at once (tests, scripts).
 * Nobody awaits it, so it reports its own failure: detached, a rejection would be unhandled (and
 * end a Node process run with --unhandled-rejections=strict).
 */
function afterResponse(work: () => Promise<void>): void {
  const reported = () => work().catch((error: unknown) => logServerError("after the response", error));
  try {
    after(reported);
  } catch {
    void reported();
  }
}

/**
 * The shopper came back from Stripe without paying ("back" on Stripe's page). With the order's
 * key: the Checkout Session is closed at Stripe first (so it can no longer be paid), then the
 * order is cancelled, its stock goes back and its cart opens again for another try. Null when the
 * link is not the order's, the order is no longer awaiting payment, or Stripe would not close the
 * session (it may just have been paid: the webhook decides).
 */
export async function abandonCardPayment(orderId: string, key: string | null): Promise<{ cartId: string; guest: boolean } | null> {
  const found = await findOrderWithKey(orderId);
  if (!found || !key || !sameSecret(key, found.accessKey) || found.order.status !== "awaitingPayment") return null;
  const { stripeSessionId, cartId } = await orderPaymentFacts(orderId);
  if (stripeSessionId) {
    try {
      await getStripe().checkout.sessions.expire(stripeSessionId);
    } catch (error) {
      logServerError("stripe expire session", error);
      return null;
    }
  }
  if (await cancelUnpaidOrder(orderId)) await reopenCartOfOrder(orderId);
  return { cartId, guest: found.order.customer === null };
}
