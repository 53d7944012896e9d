// Placing an order with STRIPE_SECRET_KEY set: the order waits for payment, the shopper is sent to
// the Checkout Session's page, and when Stripe can't be reached the order is released (stock back,
// cart open again) and nothing is charged. Stripe's API is not reachable from here, so a local HTTP
// server answers its one endpoint (STRIPE_API_BASE_URL; stripe-mock does the same job in CI setups).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { handleSyncGuest } from "@/api-routes/cart-sync";
import { handlePaymentCancelled } from "@/api-routes/payment-cancelled";
import { handlePlaceOrder } from "@/api-routes/place-order";
import { SYNC_GUEST_PATH, type SyncSuccess } from "@/lib/cart/sync-contract";
import { PLACE_ORDER_PATH } from "@/lib/checkout/contract";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { getDb } from "@/lib/server/platform/db";
import { cartFingerprint } from "@/lib/checkout/fingerprint";
import { carts, orders, products } from "@/lib/server/schema";
import { postJson, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";
import { readBody } from "../support/request-body";


const beer = SEED_PRODUCTS.find((p) => p.sizeMl === 330)!;

/** What the stand-in Stripe answers next, and the form bodies it was sent. */
let stripeAnswer: { status: number; body: Json } = { status: 200, body: {} };
/** What it answers to "expire this Checkout Session", and the sessions it was asked to expire. */
let expireAnswer: { status: number; body: Json } = { status: 200, body: {} };
const expired: string[] = [];
const stripeRequests: URLSearchParams[] = [];
let stripe: Server;


beforeAll(async () => {
  await useFreshDatabase();
  process.env.PLACE_ORDER_RATE_LIMIT_IP = "0";
  process.env.PLACE_ORDER_RATE_LIMIT_SHOPPER = "0";
  stripe = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? "");
    if (expiring) expired.push(expiring[1]);
    else if (request.method === "POST" && request.url === "/v1/checkout/sessions") stripeRequests.push(body);
    const answer = expiring ? expireAnswer : stripeAnswer;
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_SECRET_KEY = "sk_test_local_stand_in";
  process.env.STRIPE_API_BASE_URL = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE_URL;
  await new Promise((resolve) => stripe.close(resolve));
  await dropFreshDatabase();
});

const call = postJson;

async function readyGuestCart() {
  const guestId = uuidv4();
  const synced = await call(handleSyncGuest, SYNC_GUEST_PATH, {
    cart: { id: null, guestId, items: [{ quantity: 24, metadata: { productSKU: beer.sku, multipackSKU: null } }], version: 0 },
  });
  expect(synced.status).toBe(200);
  const data = synced.body.data as SyncSuccess["data"];
  return {
    cartId: data.cart.id!,
    body: {
      cartId: data.cart.id,
      cartFingerprint: cartFingerprint(data.cart.items),
      guestId,
      idempotencyKey: uuidv4(),
      email: "card@example.com",
      shippingMethod: "standard",
      expectedTotal: data.cart.amounts.totalPrice.gross,
      delivery: { address: { firstName: "Card", lastName: "Payer", line1: "1 Bank Street", city: "Leeds", postcode: "LS1 4AP" } },
      billing: { sameAsDelivery: true },
    },
  };
}

async function stockOf(sku: string) {
  const db = await getDb();
  return (await db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0].stock;
}

describe(`placing an order paid with Stripe (${engineName()})`, () => {
  beforeEach(async () => {
    stripeRequests.length = 0;
    const db = await getDb();
    await db.update(products).set({ stock: 100 }).where(eq(products.sku, beer.sku));
  });

  it("waits for payment and sends the shopper to the Checkout Session, charging exactly the order total", async () => {
    stripeAnswer = {
      status: 200,
      body: { id: "cs_test_123", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_123" },
    };
    const { cartId, body } = await readyGuestCart();
    const result = await call(handlePlaceOrder, PLACE_ORDER_PATH, body);
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body.data.redirectUrl).toBe("https://checkout.stripe.com/c/pay/cs_test_123");
    const order = result.body.data.order;
    expect(order.paymentMethod).toBe("stripe");
    expect(order.status).toBe("awaitingPayment");

    expect(stripeRequests).toHaveLength(1);
    const sent = stripeRequests[0];
    expect(sent.get("mode")).toBe("payment");
    expect(sent.get("metadata[orderId]")).toBe(order.id);
    let charged = 0;
    for (let i = 0; sent.has(`line_items[${i}][quantity]`); i++) {
      charged += Number(sent.get(`line_items[${i}][quantity]`)) * Number(sent.get(`line_items[${i}][price_data][unit_amount]`));
    }
    expect(charged).toBe(order.amounts.totalPrice.gross);
    expect(sent.get("success_url")).toContain(`/shop/checkout/confirmation?order=${order.id}`);

    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.stripeSessionId).toBe("cs_test_123");
    expect(await stockOf(beer.sku)).toBe(76);
    const [cart] = await db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart.status).toBe("ordered");
  });

  it("when Stripe fails, answers 502 and releases the order: stock back, cart open, and a retry works", async () => {
    stripeAnswer = { status: 400, body: { error: { type: "invalid_request_error", message: "Something is wrong" } } };
    const { cartId, body } = await readyGuestCart();
    const failed = await call(handlePlaceOrder, PLACE_ORDER_PATH, body);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe("paymentUnavailable");
    expect(failed.body.message).toMatch(/nothing was charged/);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(row.status).toBe("cancelled");
    expect(await stockOf(beer.sku)).toBe(100);
    const [cart] = await db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart.status).toBe("new");

    stripeAnswer = { status: 200, body: { id: "cs_test_456", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_456" } };
    const retried = await call(handlePlaceOrder, PLACE_ORDER_PATH, { ...body, idempotencyKey: uuidv4() });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(await stockOf(beer.sku)).toBe(76);
  });

  /** Places a card order whose Checkout Session is `sessionId`; its id, key and cart. */
  async function placeCardOrder(sessionId: string) {
    stripeAnswer = { status: 200, body: { id: sessionId, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${sessionId}` } };
    const { cartId, body } = await readyGuestCart();
    const placed = await call(handlePlaceOrder, PLACE_ORDER_PATH, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const key = new URL(stripeRequests.at(-1)!.get("cancel_url")!).searchParams.get("key")!;
    return { orderId: placed.body.data.order.id as string, key, cartId };
  }

  const comeBack = (orderId: string, key: string) =>
    handlePaymentCancelled(new Request(`http://localhost/shop/checkout/payment-cancelled?order=${orderId}&key=${encodeURIComponent(key)}`));

  async function orderStatus(orderId: string) {
    const db = await getDb();
    return (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
  }

  it("'back' on Stripe's page closes the session, cancels the order, returns the stock and reopens the guest's basket", async () => {
    expireAnswer = { status: 200, body: { id: "cs_test_back", object: "checkout.session", status: "expired" } };
    const { orderId, key, cartId } = await placeCardOrder("cs_test_back");
    expect(await stockOf(beer.sku)).toBe(76);

    const response = await comeBack(orderId, key);
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("location")!).pathname + new URL(response.headers.get("location")!).search).toBe("/shop/checkout?payment=cancelled");
    expect(response.headers.get("set-cookie")).toContain(`afcctid=${cartId}`);
    expect(expired).toContain("cs_test_back");
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(beer.sku)).toBe(100);
    const db = await getDb();
    const [cart] = await db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
    expect(cart.status).toBe("new");
  });

  it("a wrong key, or a session Stripe will not close (it may have just been paid), changes nothing", async () => {
    const { orderId, key } = await placeCardOrder("cs_test_keep");
    const wrong = await comeBack(orderId, `${key}x`);
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(await orderStatus(orderId)).toBe("awaitingPayment");

    expireAnswer = { status: 400, body: { error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status in [\"open\"] can be expired." } } };
    const refused = await comeBack(orderId, key);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await orderStatus(orderId)).toBe("awaitingPayment");
    expect(await stockOf(beer.sku)).toBe(76);
  });
});
