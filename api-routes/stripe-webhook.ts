import Stripe from "stripe";
import { cancelUnpaidOrder, markOrderPaid } from "@/lib/server/orders/order-payments";
import { databaseUnavailable, json, jsonError, readBytesWithin, siteOrigin } from "./http";
import { confirmPaidOrder } from "@/lib/server/orders/order-placed";
import { refundIdFor, settleRefund } from "@/lib/server/admin/refund-payments";
import { getDb } from "@/lib/server/platform/db";

// POST /api/shop/checkout/stripe_webhook (STRIPE_WEBHOOK_PATH): Stripe's events about the Checkout
// Sessions made by lib/server/payments/stripe.ts. Nothing is read or changed before the signature
// over the raw body checks out. Handling is idempotent (lib/server/orders/order-payments.ts), so Stripe's
// retries and duplicate deliveries are harmless; a database failure answers 503 and Stripe retries.

/** Largest event body accepted, in bytes (Stripe's events are a few kilobytes). */
export const MAX_STRIPE_WEBHOOK_BODY_BYTES = 1024 * 1024;

type CheckoutSession = Stripe.Checkout.Session;

const orderIdOf = (session: CheckoutSession) => session.metadata?.orderId || session.client_reference_id || null;

async function paid(session: CheckoutSession, origin: string): Promise<string> {
  if (session.payment_status !== "paid") return "ignored"; // e.g. a bank debit still on its way: async_payment_succeeded follows
  const orderId = orderIdOf(session);
  if (!orderId) return "ignored";
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  const outcome = await markOrderPaid(session.id, orderId, { amountTotal: session.amount_total, currency: session.currency, paymentIntent });
  if (outcome === "paid") await confirmPaidOrder(orderId, origin);
  return outcome;
}

async function unpaid(session: CheckoutSession): Promise<string> {
  const orderId = orderIdOf(session);
  if (!orderId) return "ignored";
  return (await cancelUnpaidOrder(orderId)) ? "cancelled" : "unchanged";
}

/** A refund made from the back office changed at Stripe: settle ours (lib/server/admin/refund-payments.ts). */
async function refundChanged(refund: Stripe.Refund): Promise<string> {
  const ours = await refundIdFor(await getDb(), refund.id, refund.metadata?.refundId);
  if (!ours) return "ignored";
  return settleRefund(ours, refund.status, refund.failure_reason ?? null);
}

/** charge.refunded: the charge's refunds, when Stripe includes them. */
async function chargeRefunded(charge: Stripe.Charge): Promise<string> {
  const outcomes: string[] = [];
  for (const refund of charge.refunds?.data ?? []) outcomes.push(await refundChanged(refund));
  return outcomes.join(",") || "ignored";
}

/** POST handler: verifies `Stripe-Signature` with STRIPE_WEBHOOK_SECRET, then applies the event. */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secret) return jsonError(503, "paymentsNotConfigured", "Stripe webhooks are not configured on this server.");
  const raw = await readBytesWithin(request, MAX_STRIPE_WEBHOOK_BODY_BYTES);
  if (raw === null) return jsonError(413, "bodyTooLarge", `The request body must not exceed ${MAX_STRIPE_WEBHOOK_BODY_BYTES} bytes.`);
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, "invalidSignature", "The Stripe-Signature header is missing.");

  let event: Stripe.Event;
  try {
    // The static helper needs no API key: verifying a webhook makes no request to Stripe.
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    const message = error instanceof Error ? error.message : "The signature could not be verified.";
    return jsonError(400, "invalidSignature", message);
  }

  let outcome: string;
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        outcome = await paid(event.data.object, siteOrigin(request));
        break;
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed":
        outcome = await unpaid(event.data.object);
        break;
      case "refund.created":
      case "refund.updated":
      case "refund.failed":
        outcome = await refundChanged(event.data.object);
        break;
      case "charge.refunded":
        outcome = await chargeRefunded(event.data.object);
        break;
      default:
        outcome = "ignored";
    }
  } catch (error) {
    return databaseUnavailable(error);
  }
  if (outcome === "notFound") console.warn(`[payments] ${event.type} ${event.id}: no such order`);
  return json({ received: true });
}
