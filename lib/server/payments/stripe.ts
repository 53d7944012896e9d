import "server-only";
import { discountedLineGross } from "@/lib/discounts/spread";
import Stripe from "stripe";
import { CHECKOUT_CONFIRMATION_PATH, type OrderView } from "@/lib/checkout/contract";
import { SHIPPING_METHODS } from "@/lib/constants";

// Stripe Checkout for orders placed while STRIPE_SECRET_KEY is set (docs/decisions/stripe-checkout-and-webhooks.md).
// lib/server/orders/orders.ts places the order (status awaitingPayment) and then sends the shopper to the
// Checkout Session made here; the webhook (api-routes/stripe-webhook.ts) marks it paid, or cancels
// it and puts the stock back when the session expires.

/** How long a shopper has to pay: Stripe's minimum of 30 minutes, plus 2 for latency and clock skew. */
export const CHECKOUT_SESSION_LIFETIME_SECONDS = 32 * 60;

/** Whether card payments through Stripe are on (STRIPE_SECRET_KEY set and non-empty). */
export function isStripeConfigured(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY?.trim());
}

const CLIENT_KEY = Symbol.for("afc.server.stripe");
const clientCache = globalThis as typeof globalThis & { [CLIENT_KEY]?: { key: string; client: Stripe } };

/** The Stripe client, made on first use (and again if the key changes). Throws when Stripe is not configured. */
export function getStripe(): Stripe {
  const key = process.env.STRIPE_SECRET_KEY?.trim();
  if (!key) throw new Error("Stripe is not configured: STRIPE_SECRET_KEY is not set.");
  const cached = clientCache[CLIENT_KEY];
  const settings = `${key} ${process.env.STRIPE_API_BASE_URL ?? ""} ${requestTimeoutMs()}`;
  if (cached?.key === settings) return cached.client;
  // Retries reuse the request's idempotency key, so a retried create never makes a second session.
  const client = new Stripe(key, { maxNetworkRetries: 2, timeout: requestTimeoutMs(), appInfo: { name: "alcohol-free-co" }, ...apiBase() });
  clientCache[CLIENT_KEY] = { key: settings, client };
  return client;
}

/**
 * How long one request to Stripe may take before it is abandoned (and retried): 20 s, or
 * STRIPE_API_TIMEOUT_MS (whole milliseconds, 100 to 120 000), e.g. for a test's Stripe that hangs.
 */
function requestTimeoutMs(): number {
  const raw = Number(process.env.STRIPE_API_TIMEOUT_MS?.trim() || NaN);
  return Number.isSafeInteger(raw) && raw >= 100 && raw <= 120_000 ? raw : 20_000;
}

/**
 * STRIPE_API_BASE_URL points the client at another Stripe API server, such as Stripe's own
 * stripe-mock (http://localhost:12111) or a test's local stand-in; unset, it talks to Stripe.
 */
function apiBase(): { host?: string; port?: number; protocol?: "http" | "https" } {
  const raw = process.env.STRIPE_API_BASE_URL?.trim();
  if (!raw) return {};
  const url = new URL(raw);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port) || (protocol === "http" ? 80 : 443), protocol };
}

/** Where Stripe sends the shopper back. */
export interface CheckoutSessionUrls {
  /** Absolute confirmation page URL with its own query (order id, a guest's key); `session_id` is appended. */
  successUrl: string;
  /** Absolute URL for "back" on Stripe's page: releases the unpaid order, then back to checkout. */
  cancelUrl: string;
}

/**
 * The return URLs for an order. `confirmationUrl` is the confirmation page the caller wants the
 * shopper to land on (absolute, or a path on `origin`), e.g. with a guest's `key` parameter;
 * by default `/shop/checkout/confirmation?order=<id>`. It must be on `origin`.
 */
export function checkoutSessionUrls(order: Pick<OrderView, "id">, origin: string, confirmationUrl?: string): CheckoutSessionUrls {
  const base = new URL(origin);
  const confirmation = new URL(confirmationUrl ?? `${CHECKOUT_CONFIRMATION_PATH}?order=${encodeURIComponent(order.id)}`, base);
  if (confirmation.origin !== base.origin) throw new Error("The confirmation URL must be on the site's own origin.");
  const success = confirmation.toString();
  // Appended by hand: Stripe replaces the literal {CHECKOUT_SESSION_ID}, which URLSearchParams would encode.
  return {
    successUrl: `${success}${confirmation.search ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: cancelUrl(order.id, confirmation.searchParams.get("key"), base),
  };
}

/** "Back" on Stripe's page releases the unpaid order (app/shop/checkout/payment-cancelled) with the order's key. */
function cancelUrl(orderId: string, key: string | null, base: URL): string {
  const url = new URL("/shop/checkout/payment-cancelled", base);
  url.searchParams.set("order", orderId);
  if (key) url.searchParams.set("key", key);
  return url.toString();
}

const packLabel = (multipackQuantity: number) => (multipackQuantity > 1 ? ` (${multipackQuantity}-pack)` : "");

function shippingName(shippingMethod: string): string {
  return Object.hasOwn(SHIPPING_METHODS, shippingMethod)
    ? SHIPPING_METHODS[shippingMethod as keyof typeof SHIPPING_METHODS].name
    : "Delivery";
}

/** The order's lines as Checkout line items: at their unit price, or, after a products discount, each line as one item at what it cost. */
function productLineItems(order: OrderView): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const discount = order.amounts.discountPrice.gross;
  const paid = discountedLineGross(
    order.items.map((item) => item.linePrice.gross),
    discount,
  );
  return order.items.map((item, index) => {
    const name = `${item.productName}${packLabel(item.multipackQuantity)}`;
    const product_data = { name, metadata: { productSKU: item.metadata.productSKU, multipackSKU: item.metadata.multipackSKU ?? "" } };
    // Checkout cannot show a discount beside a unit price, so a discounted line is one item at its discounted total.
    return discount > 0
      ? { quantity: 1, price_data: { currency: "gbp", unit_amount: paid[index], tax_behavior: "inclusive", product_data: { ...product_data, name: `${name} × ${item.quantity}` } } }
      : { quantity: item.quantity, price_data: { currency: "gbp", unit_amount: item.itemPrice.gross, tax_behavior: "inclusive", product_data } };
  });
}

/**
 * The Checkout Session for an order (pure: no network). One line per order line at its VAT-inclusive
 * unit price (after a discount code, one line per order line at what it cost: lib/discounts/spread.ts),
 * plus a delivery line when shipping is charged; the lines always add up to the order's total (it
 * throws otherwise). expires_at is counted from the order's creation, so a retry sends the very
 * same parameters and Stripe's idempotency replays the first session instead of refusing a changed request.
 */
export function checkoutSessionParams(order: OrderView, urls: CheckoutSessionUrls): Stripe.Checkout.SessionCreateParams {
  const lineItems = productLineItems(order);
  const shipping = order.amounts.shippingPrice.gross;
  if (shipping > 0) {
    lineItems.push({
      quantity: 1,
      price_data: { currency: "gbp", unit_amount: shipping, tax_behavior: "inclusive", product_data: { name: shippingName(order.shippingMethod) } },
    });
  }
  const charged = lineItems.reduce((sum, line) => sum + (line.price_data?.unit_amount ?? 0) * (line.quantity ?? 0), 0);
  if (charged !== order.amounts.totalPrice.gross) {
    throw new Error(`Checkout lines for order ${order.reference} add up to ${charged}p, not the order total of ${order.amounts.totalPrice.gross}p.`);
  }
  const createdAt = Math.floor(Date.parse(order.createdAt) / 1000);
  if (!Number.isFinite(createdAt)) throw new Error(`Order ${order.reference} has no valid creation time.`);
  const metadata = { orderId: order.id, orderReference: order.reference };
  return {
    mode: "payment",
    currency: "gbp",
    line_items: lineItems,
    customer_email: order.email,
    client_reference_id: order.id,
    metadata,
    payment_intent_data: { metadata, description: `Order ${order.reference}` },
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
    expires_at: createdAt + CHECKOUT_SESSION_LIFETIME_SECONDS,
    locale: "en-GB",
  };
}

/** Idempotency key of an order's Checkout Session: one session per order, however often this is called. */
export const checkoutIdempotencyKey = (orderId: string) => `afc-checkout-session-${orderId}`;

/**
 * Creates (or, for the same order again within Stripe's 24 hours, returns) the order's Stripe
 * Checkout Session. `confirmationUrl`: see checkoutSessionUrls. Throws on a Stripe or network failure
 * (the caller answers 502 paymentUnavailable) and when Stripe is not configured.
 */
export async function createCheckoutSession(order: OrderView, origin: string, confirmationUrl?: string): Promise<{ id: string; url: string }> {
  const params = checkoutSessionParams(order, checkoutSessionUrls(order, origin, confirmationUrl));
  const session = await getStripe().checkout.sessions.create(params, { idempotencyKey: checkoutIdempotencyKey(order.id) });
  if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL.`);
  return { id: session.id, url: session.url };
}
