import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Cart } from "@/lib/cart/types";
import { STRIPE_WEBHOOK_PATH } from "@/lib/checkout/contract";
import { checkoutSessionEvent, signStripeEvent } from "../tests/support/stripe-events";
import { CANS, guestDraft, line, orderBody, send } from "./support";

// A local stand-in for the few Stripe API calls a card order and its refunds make, for a production
// server started with STRIPE_API_BASE_URL pointing here: Checkout Sessions are made on request,
// refunds are kept by idempotency key (a repeat answers the refund already made, as Stripe does) and
// listed by payment intent. `hangRefunds(n)`: the next n refund requests are made, then never
// answered, so the server's Stripe client times out (keep STRIPE_API_TIMEOUT_MS short).

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  status: "pending";
  payment_intent: string;
  metadata: { orderId: string; refundId: string };
}

export interface StripeStandIn {
  url: string;
  /** Refunds made, by idempotency key. */
  made: Map<string, StandInRefund>;
  /** The idempotency key of every POST /v1/refunds, in order. */
  refundPosts: string[];
  hangRefunds(count: number): void;
  stop(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => resolve(new URLSearchParams(text)));
  });

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const made = new Map<string, StandInRefund>();
  const refundPosts: string[] = [];
  let hang = 0;
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const form = await readBody(request);
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      sessions += 1;
      return answer(response, 200, { id: `cs_attack_${sessions}`, object: "checkout.session", url: `https://checkout.stripe.test/pay/cs_attack_${sessions}` });
    }
    if (request.method === "GET" && url.pathname === "/v1/refunds") {
      const data = [...made.values()].filter((refund) => refund.payment_intent === url.searchParams.get("payment_intent"));
      return answer(response, 200, { object: "list", url: "/v1/refunds", has_more: false, data });
    }
    if (request.method !== "POST" || url.pathname !== "/v1/refunds") return answer(response, 404, { error: { type: "invalid_request_error", message: "Not in the stand-in" } });
    const key = String(request.headers["idempotency-key"]);
    refundPosts.push(key);
    if (!made.has(key)) {
      made.set(key, {
        id: `re_attack_${made.size + 1}`,
        object: "refund",
        amount: Number(form.get("amount")),
        status: "pending",
        payment_intent: form.get("payment_intent") ?? "",
        metadata: { orderId: form.get("metadata[orderId]") ?? "", refundId: form.get("metadata[refundId]") ?? "" },
      });
    }
    if (hang > 0) {
      hang -= 1;
      return; // made, but the answer never comes
    }
    answer(response, 200, made.get(key));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    made,
    refundPosts,
    hangRefunds: (count) => void (hang = count),
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A guest's card order of 24 cans on the server at `base` (configured with this stand-in), paid
 * through a signed checkout.session.completed webhook naming `paymentIntent`.
 */
export async function paidCardOrder(base: string, webhookSecret: string, paymentIntent: string): Promise<{ reference: string; lineId: string; productName: string }> {
  const draft = guestDraft([line(CANS[2].sku, 24)]);
  const synced = await send(`${base}/api/shop/cart/sync_guest`, { body: draft });
  if (synced.status !== 200) throw new Error(`cart sync answered ${synced.status}: ${JSON.stringify(synced.body)}`);
  const cart = (synced.body.data as { cart: Cart }).cart;
  const placed = await send(`${base}/api/shop/checkout/place_order`, { body: orderBody(cart, draft.cart.guestId) });
  if (placed.status !== 201) throw new Error(`place_order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const order = (placed.body.data as { order: { id: string; reference: string; items: { id: string; productName: string }[]; amounts: { totalPrice: { gross: number } } } }).order;
  const payload = checkoutSessionEvent("checkout.session.completed", order.id, { amount_total: order.amounts.totalPrice.gross, payment_intent: paymentIntent });
  const paid = await send(`${base}${STRIPE_WEBHOOK_PATH}`, { body: payload, headers: { "stripe-signature": signStripeEvent(payload, webhookSecret) } });
  if (paid.status !== 200) throw new Error(`the webhook answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  return { reference: order.reference, lineId: order.items[0].id, productName: order.items[0].productName };
}
