// The Stripe Checkout Session parameters (lib/server/payments/stripe.ts), built without any network
// call: the lines must charge exactly the order's total, and the return URLs must be the site's own.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/lib/cart/types";
import { cartItem } from "./support/cart-item";
import type { OrderView } from "@/lib/checkout/contract";
import { cartAmounts } from "@/lib/cart";
import { orderFixture } from "./support/order-view";
import {
  CHECKOUT_SESSION_LIFETIME_SECONDS,
  checkoutIdempotencyKey,
  checkoutSessionParams,
  checkoutSessionUrls,
  createCheckoutSession,
  getStripe,
  isStripeConfigured,
} from "@/lib/server/payments/stripe";


const address = { firstName: "Ada", lastName: "Lovelace", line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA", country: "GB" };

const order = (items: CartItem[], shippingMethod = "standard"): OrderView =>
  orderFixture({ number: 100001, reference: "AFC-100001", status: "awaitingPayment", paymentMethod: "stripe", shippingMethod, items, deliveryAddress: address, billingAddress: address, createdAt: "2026-11-20T10:00:00.000Z" });

const origin = "https://shop.example";
const charged = (params: ReturnType<typeof checkoutSessionParams>) =>
  (params.line_items ?? []).reduce((sum, line) => sum + (line.price_data?.unit_amount ?? 0) * (line.quantity ?? 0), 0);

describe("checkoutSessionParams", () => {
  it("charges every line at its VAT-inclusive unit price plus paid shipping: exactly the order total", () => {
    const small = order([cartItem("Lager", 199, 12), cartItem("Cider", 1099, 1, 6)]); // £34.87: standard shipping £5.99
    const params = checkoutSessionParams(small, checkoutSessionUrls(small, origin));
    expect(small.amounts.shippingPrice.gross).toBe(599);
    expect(params.line_items).toEqual([
      expect.objectContaining({ quantity: 12, price_data: expect.objectContaining({ currency: "gbp", unit_amount: 199, product_data: expect.objectContaining({ name: "Lager" }) }) }),
      expect.objectContaining({ quantity: 1, price_data: expect.objectContaining({ unit_amount: 1099, product_data: expect.objectContaining({ name: "Cider (6-pack)" }) }) }),
      expect.objectContaining({ quantity: 1, price_data: expect.objectContaining({ unit_amount: 599, product_data: { name: "Standard delivery" } }) }),
    ]);
    expect(charged(params)).toBe(small.amounts.totalPrice.gross);
    expect(charged(params)).toBe(199 * 12 + 1099 + 599);
  });

  it("adds no delivery line when shipping is free, and still sums to the total", () => {
    const big = order([cartItem("Sparkling rosé", 1299, 6)]); // £77.94: free standard shipping
    const params = checkoutSessionParams(big, checkoutSessionUrls(big, origin));
    expect(big.amounts.shippingPrice.gross).toBe(0);
    expect(params.line_items).toHaveLength(1);
    expect(charged(params)).toBe(big.amounts.totalPrice.gross);
  });

  it("charges next-day delivery at its price", () => {
    const nextDay = order([cartItem("Sparkling rosé", 1299, 6)], "next-day");
    const params = checkoutSessionParams(nextDay, checkoutSessionUrls(nextDay, origin));
    expect(params.line_items?.at(-1)?.price_data).toMatchObject({ unit_amount: 999, product_data: { name: "Next-day delivery" } });
    expect(charged(params)).toBe(nextDay.amounts.totalPrice.gross);
  });

  it("is a GBP payment for the order's email, tied to the order id, expiring 30+ minutes after the order", () => {
    const o = order([cartItem("Lager", 199, 24)]);
    const params = checkoutSessionParams(o, checkoutSessionUrls(o, origin));
    expect(params).toMatchObject({
      mode: "payment",
      currency: "gbp",
      customer_email: "ada@example.com",
      client_reference_id: o.id,
      metadata: { orderId: o.id, orderReference: "AFC-100001" },
    });
    const created = Date.parse(o.createdAt) / 1000;
    expect(params.expires_at).toBe(created + CHECKOUT_SESSION_LIFETIME_SECONDS);
    expect(CHECKOUT_SESSION_LIFETIME_SECONDS).toBeGreaterThanOrEqual(30 * 60);
    // The same order gives the same parameters (a retry must match the idempotent first request).
    expect(checkoutSessionParams(o, checkoutSessionUrls(o, origin))).toEqual(params);
    expect(checkoutIdempotencyKey(o.id)).toContain(o.id);
  });

  it("after a products discount code, charges each line at what it cost (its share of the discount off): exactly the order total", () => {
    const items = [cartItem("Lager", 199, 12), cartItem("Cider", 1099, 1, 6)];
    const o = { ...order(items), amounts: cartAmounts(items, "standard", [{ kind: "percentage", value: 15 }]) };
    const params = checkoutSessionParams(o, checkoutSessionUrls(o, origin));
    expect(o.amounts.discountPrice.gross).toBe(523); // 15 % of 3,487 = 523.05
    expect(params.line_items?.[0]).toMatchObject({ quantity: 1, price_data: { product_data: { name: "Lager × 12" } } });
    expect(charged(params)).toBe(o.amounts.totalPrice.gross);
  });

  it("refuses lines that would not add up to the order total", () => {
    const o = order([cartItem("Lager", 199, 24)]);
    const discounted: OrderView = {
      ...o,
      amounts: { ...o.amounts, totalPrice: { ...o.amounts.totalPrice, gross: o.amounts.totalPrice.gross - 100 } },
    };
    expect(() => checkoutSessionParams(discounted, checkoutSessionUrls(o, origin))).toThrow(/add up to/);
  });
});

describe("checkoutSessionUrls", () => {
  const o = order([cartItem("Lager", 199, 24)]);

  it("returns to the confirmation page with the session id placeholder unencoded, and cancels through the release route", () => {
    expect(checkoutSessionUrls(o, origin)).toEqual({
      successUrl: `${origin}/shop/checkout/confirmation?order=${o.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/shop/checkout/payment-cancelled?order=${o.id}`,
    });
  });

  it("keeps the caller's confirmation URL (a guest's key) and appends the session id; the key releases the order on cancel", () => {
    const urls = checkoutSessionUrls(o, origin, `/shop/checkout/confirmation?order=${o.id}&key=s3cret`);
    expect(urls.successUrl).toBe(`${origin}/shop/checkout/confirmation?order=${o.id}&key=s3cret&session_id={CHECKOUT_SESSION_ID}`);
    expect(urls.cancelUrl).toBe(`${origin}/shop/checkout/payment-cancelled?order=${o.id}&key=s3cret`);
  });

  it("refuses a confirmation URL on another site", () => {
    expect(() => checkoutSessionUrls(o, origin, "https://evil.example/phish")).toThrow(/own origin/);
  });
});

describe("createCheckoutSession", () => {
  const saved = process.env.STRIPE_SECRET_KEY;
  afterEach(() => {
    vi.restoreAllMocks();
    if (saved === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = saved;
  });

  it("sends those parameters with an idempotency key per order, and returns the session's id and URL", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_dummy";
    const o = order([cartItem("Lager", 199, 24)]);
    const create = vi
      .spyOn(getStripe().checkout.sessions, "create")
      .mockResolvedValue({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" } as never);
    const confirmation = `/shop/checkout/confirmation?order=${o.id}&key=k`;
    await expect(createCheckoutSession(o, origin, confirmation)).resolves.toEqual({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    expect(create).toHaveBeenCalledWith(checkoutSessionParams(o, checkoutSessionUrls(o, origin, confirmation)), { idempotencyKey: checkoutIdempotencyKey(o.id) });
  });

  it("throws when Stripe is not configured", async () => {
    delete process.env.STRIPE_SECRET_KEY;
    await expect(createCheckoutSession(order([cartItem("Lager", 199, 24)]), origin)).rejects.toThrow(/not configured/);
  });
});

describe("isStripeConfigured", () => {
  const saved = process.env.STRIPE_SECRET_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = saved;
  });

  it("is true only for a non-empty STRIPE_SECRET_KEY", () => {
    delete process.env.STRIPE_SECRET_KEY;
    expect(isStripeConfigured()).toBe(false);
    process.env.STRIPE_SECRET_KEY = "  ";
    expect(isStripeConfigured()).toBe(false);
    process.env.STRIPE_SECRET_KEY = "sk_test_dummy";
    expect(isStripeConfigured()).toBe(true);
  });
});
