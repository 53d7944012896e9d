// Stripe webhook events as Stripe sends them, signed with Stripe's own test helper, delivered to the
// route handler the production build runs. Shared by the webhook's integration tests and the attack
// suite.
import Stripe from "stripe";
import { handleStripeWebhook } from "@/api-routes/stripe-webhook";
import type { Json } from "./handlers";

let eventCounter = 0;

/**
 * A `checkout.session.*` event for `orderId` (null: a session without one). `session` overrides the
 * session's fields, e.g. `amount_total` or `currency`. Every event and session id is new.
 */
export function checkoutSessionEvent(type: string, orderId: string | null, session: Json = {}): string {
  eventCounter += 1;
  const expired = type === "checkout.session.expired";
  return JSON.stringify({
    id: `evt_test_${eventCounter}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: `cs_test_${eventCounter}`,
        object: "checkout.session",
        mode: "payment",
        currency: "gbp",
        payment_status: expired ? "unpaid" : "paid",
        status: expired ? "expired" : "complete",
        client_reference_id: orderId,
        metadata: orderId ? { orderId } : {},
        amount_total: null,
        ...session,
      },
    },
  });
}

/** The Stripe-Signature header for `payload` (a past `timestamp` makes it stale). */
export const signStripeEvent = (payload: string, secret: string, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/** POSTs `body` to the webhook handler with `signature` (null: no Stripe-Signature header). */
export async function postStripeWebhook(body: string, signature: string | null): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  const response = await handleStripeWebhook(new Request("http://localhost/api/shop/checkout/stripe_webhook", { method: "POST", headers, body }));
  return { status: response.status, body: (await response.json()) as Json };
}
