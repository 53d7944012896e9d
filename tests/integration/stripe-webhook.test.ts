// The Stripe webhook (api-routes/stripe-webhook.ts, lib/server/orders/order-payments.ts) on a real database
// (PGlite, or PostgreSQL under scripts/with-postgres.sh), with events signed by Stripe's own test
// helper: only a valid, recent signature over the exact body changes anything; a paid session marks
// its order paid; an expired one cancels it and puts its units back into stock exactly once.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray, isNotNull } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { MAX_STRIPE_WEBHOOK_BODY_BYTES } from "@/api-routes/stripe-webhook";
import { cartAmounts, lineAmounts } from "@/lib/cart/amounts";
import type { CartItem } from "@/lib/cart/types";
import type { OrderStatus, PaymentMethod } from "@/lib/checkout/contract";
import { closeDb, getDb } from "@/lib/server/platform/db";
import { attachStripeSession, cancelUnpaidOrder, markOrderPaid } from "@/lib/server/orders/order-payments";
import { orders, productPacks, products } from "@/lib/server/schema";
import { expectError } from "../support/api-asserts";
import { checkoutSessionEvent, postStripeWebhook, signStripeEvent } from "../support/stripe-events";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

// revalidateTag needs Next's request context; count the calls instead.
const catalogue = vi.hoisted(() => ({ invalidations: 0, fail: false }));
vi.mock("@/lib/server/catalogue/cached-catalogue", () => ({
  invalidateCatalogue: () => {
    catalogue.invalidations += 1;
    if (catalogue.fail) throw new Error("Invariant: static generation store missing in revalidateTag catalogue");
  },
}));

// The real mailer (to the outbox in tests); a test can make the next confirmation fail.
const mailer = vi.hoisted(() => ({ failNext: false }));
vi.mock("@/lib/server/mail/mailer", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/server/mail/mailer")>();
  return {
    ...original,
    sendOrderConfirmation: async (...args: Parameters<typeof original.sendOrderConfirmation>) => {
      if (!mailer.failNext) return original.sendOrderConfirmation(...args);
      mailer.failNext = false;
      throw new Error("smtp down");
    },
  };
});

const SECRET = "whsec_test_afc_webhook_secret";
const saved = { STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.STRIPE_SECRET_KEY = "sk_test_dummy";
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await dropFreshDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
  catalogue.fail = false;
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test reads JSON answers field by field; the assertions check the shapes

// --- Fixtures ------------------------------------------------------------------------------------

interface Product {
  sku: string;
  name: string;
  pricePence: number;
  packSku: string;
  packQuantity: number;
  packPricePence: number;
}

/** Two seeded products that have a multipack. */
async function twoProductsWithPacks(): Promise<[Product, Product]> {
  const db = await getDb();
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      pricePence: products.pricePence,
      packSku: productPacks.multipackSku,
      packQuantity: productPacks.quantity,
      packPricePence: productPacks.pricePence,
    })
    .from(products)
    .innerJoin(productPacks, eq(productPacks.productId, products.id))
    .where(eq(products.active, true))
    .orderBy(products.sku)
    .limit(40);
  const distinct = rows.filter((row, i) => rows.findIndex((r) => r.sku === row.sku) === i);
  expect(distinct.length).toBeGreaterThanOrEqual(2);
  return [distinct[0], distinct[1]];
}

function line(product: Product, quantity: number, pack: boolean): CartItem {
  const unit = pack ? product.packPricePence : product.pricePence;
  const multipackQuantity = pack ? product.packQuantity : 1;
  return {
    id: uuidv4(),
    quantity,
    productName: product.name,
    itemPrice: { gross: unit, isVatable: true },
    linePrice: lineAmounts(unit, quantity),
    lastUpdated: new Date().toISOString(),
    dateAdded: new Date().toISOString(),
    multipackQuantity,
    metadata: {
      productSKU: product.sku,
      multipackSKU: pack ? product.packSku : null,
      boxType: "boxType_330",
      containerSizes: "{}",
      containerSizesWithQuantity: "{}",
      itemUUID: uuidv4(),
    },
  };
}

const address = { firstName: "Ada", lastName: "Lovelace", line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA", country: "GB" };

/** Each inserted order's total in pence: what its Checkout Session collects. */
const totals = new Map<string, number>();
const paidInFull = (orderId: string) => ({ amountTotal: totals.get(orderId) ?? null, currency: "gbp" });

async function insertOrder(items: CartItem[], status: OrderStatus = "awaitingPayment", paymentMethod: PaymentMethod = "stripe"): Promise<string> {
  const db = await getDb();
  const id = uuidv4();
  totals.set(id, cartAmounts(items, "standard").totalPrice.gross);
  await db.insert(orders).values({
    id,
    customer: null,
    guestId: uuidv4(),
    email: "ada@example.com",
    cartId: uuidv4(),
    idempotencyKey: uuidv4(),
    accessKey: "test-access-key",
    status,
    paymentMethod,
    shippingMethod: "standard",
    items,
    boxes: { boxType_330: 1, boxType_500: 0, boxType_750: 0 },
    amounts: cartAmounts(items, "standard"),
    deliveryAddress: address,
    billingAddress: address,
  });
  return id;
}

async function setStock(sku: string, stock: number): Promise<void> {
  const db = await getDb();
  await db.update(products).set({ stock }).where(eq(products.sku, sku));
}

async function stockOf(...skus: string[]): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db.select({ sku: products.sku, stock: products.stock }).from(products).where(inArray(products.sku, skus));
  return Object.fromEntries(rows.map((row) => [row.sku, row.stock]));
}

async function orderRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

// --- Events --------------------------------------------------------------------------------------

// The order's own total unless the test says otherwise.
const sessionEvent = (type: string, orderId: string | null, session: Json = {}) =>
  checkoutSessionEvent(type, orderId, { amount_total: orderId ? (totals.get(orderId) ?? null) : null, ...session });

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) => signStripeEvent(payload, options.secret ?? SECRET, options.timestamp);

const post = postStripeWebhook;
const deliver = (payload: string) => post(payload, sign(payload));


// --- Tests ---------------------------------------------------------------------------------------

describe(`Stripe webhook on ${engineName()}`, () => {
  it("answers 503 paymentsNotConfigured while STRIPE_WEBHOOK_SECRET is unset", async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const payload = sessionEvent("checkout.session.completed", uuidv4());
      expectError(await post(payload, sign(payload)), 503, "paymentsNotConfigured");
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    }
  });

  it("refuses a missing, forged, tampered or stale signature with 400 and changes nothing", async () => {
    const [a] = await twoProductsWithPacks();
    const id = await insertOrder([line(a, 2, false)]);
    const before = await orderRow(id);
    const payload = sessionEvent("checkout.session.completed", id);

    expectError(await post(payload, null), 400, "invalidSignature");
    expectError(await post(payload, ""), 400, "invalidSignature");
    expectError(await post(payload, "t=1,v1=deadbeef"), 400, "invalidSignature");
    expectError(await post(payload, sign(payload, { secret: "whsec_someone_else" })), 400, "invalidSignature");
    // Signed for one body, sent with another.
    const tampered = payload.replace(`"payment_status":"paid"`, `"payment_status":"paid" `);
    expect(tampered).not.toBe(payload);
    expectError(await post(tampered, sign(payload)), 400, "invalidSignature");
    const otherOrder = sessionEvent("checkout.session.completed", uuidv4());
    expectError(await post(otherOrder.replace(/"orderId":"[^"]+"/, `"orderId":"${id}"`), sign(otherOrder)), 400, "invalidSignature");
    // Ten minutes old: outside Stripe's default tolerance of five.
    expectError(await post(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })), 400, "invalidSignature");

    expect(await orderRow(id)).toEqual(before);
    expect(before.status).toBe("awaitingPayment");
  });

  it("marks the order paid on checkout.session.completed, and the same event again changes nothing", async () => {
    const [a] = await twoProductsWithPacks();
    const id = await insertOrder([line(a, 3, false)]);
    const payload = sessionEvent("checkout.session.completed", id, { id: "cs_test_paid_once" });

    const first = await deliver(payload);
    expect(first).toEqual({ status: 200, body: { received: true } });
    const paid = await orderRow(id);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.stripeSessionId).toBe("cs_test_paid_once");
    expect(paid.updatedAt.getTime()).toBeGreaterThanOrEqual(paid.createdAt.getTime());
    // Now that it is paid, the confirmation email goes out (to the outbox in tests), with its link's key.
    const reference = `AFC-${paid.number}`;
    const outbox = process.env.MAIL_OUTBOX_DIR!;
    await vi.waitFor(async () => expect((await readdir(outbox)).filter((file) => file.endsWith(`${reference}.eml`))).toHaveLength(1));
    const [file] = (await readdir(outbox)).filter((name) => name.endsWith(`${reference}.eml`));
    expect(await readFile(join(outbox, file), "utf8")).toContain("key=3Dtest-access-key");

    // Stripe delivers at least once: the duplicate is accepted and leaves the order as it was.
    const again = await deliver(payload);
    expect(again).toEqual({ status: 200, body: { received: true } });
    expect(await orderRow(id)).toEqual(paid);
    expect((await readdir(outbox)).filter((name) => name.endsWith(`${reference}.eml`))).toHaveLength(1);
  });

  // Sent after the answer, detached from the request: its failure must be logged, never left as an
  // unhandled rejection (which ends a strict Node process and failed test runs by chance).
  it("logs a confirmation email that fails after the answer, and the order stays paid", async () => {
    const [a] = await twoProductsWithPacks();
    const id = await insertOrder([line(a, 1, false)]);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    mailer.failNext = true;
    expect(await deliver(sessionEvent("checkout.session.completed", id))).toEqual({ status: 200, body: { received: true } });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("[api] after the response: smtp down"));
    expect((await orderRow(id)).status).toBe("paid");
  });

  it("waits for async_payment_succeeded when the completed session is not paid yet", async () => {
    const [a] = await twoProductsWithPacks();
    const id = await insertOrder([line(a, 1, false)]);
    expect((await deliver(sessionEvent("checkout.session.completed", id, { payment_status: "unpaid" }))).status).toBe(200);
    expect((await orderRow(id)).status).toBe("awaitingPayment");
    expect((await deliver(sessionEvent("checkout.session.async_payment_succeeded", id))).status).toBe(200);
    expect((await orderRow(id)).status).toBe("paid");
  });

  it("cancels an expired session's order and puts its units back into stock exactly once", async () => {
    const [a, b] = await twoProductsWithPacks();
    // 2 singles and 3 multipacks of A, 1 single of B; placing the order took these units from stock.
    const items = [line(a, 2, false), line(a, 3, true), line(b, 1, false)];
    const unitsA = 2 + 3 * a.packQuantity;
    await setStock(a.sku, 100 - unitsA);
    await setStock(b.sku, 50 - 1);
    const id = await insertOrder(items);
    const invalidationsBefore = catalogue.invalidations;

    const payload = sessionEvent("checkout.session.expired", id);
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect((await orderRow(id)).status).toBe("cancelled");
    expect(await stockOf(a.sku, b.sku)).toEqual({ [a.sku]: 100, [b.sku]: 50 });
    expect(catalogue.invalidations).toBe(invalidationsBefore + 1);

    // Delivered twice (and once more as a new event for the same session): the stock goes back once.
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(sessionEvent("checkout.session.expired", id))).toEqual({ status: 200, body: { received: true } });
    expect(await stockOf(a.sku, b.sku)).toEqual({ [a.sku]: 100, [b.sku]: 50 });
    expect((await orderRow(id)).status).toBe("cancelled");
    expect(catalogue.invalidations).toBe(invalidationsBefore + 1);
  });

  it("cancels on async_payment_failed too, and two cancels at once restore the stock once", async () => {
    const [a] = await twoProductsWithPacks();
    await setStock(a.sku, 10);
    const id = await insertOrder([line(a, 4, false)]);
    const payload = sessionEvent("checkout.session.async_payment_failed", id, { payment_status: "unpaid" });
    const [first, second, direct] = await Promise.all([deliver(payload), deliver(payload), cancelUnpaidOrder(id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(typeof direct).toBe("boolean");
    expect((await orderRow(id)).status).toBe("cancelled");
    expect(await stockOf(a.sku)).toEqual({ [a.sku]: 14 });
  });

  it("never cancels a paid order or a pay-on-delivery order, nor restores their stock", async () => {
    const [a] = await twoProductsWithPacks();
    await setStock(a.sku, 20);
    const paidId = await insertOrder([line(a, 2, false)]);
    await deliver(sessionEvent("checkout.session.completed", paidId));
    const placedId = await insertOrder([line(a, 2, false)], "placed", "payOnDelivery");

    expect((await deliver(sessionEvent("checkout.session.expired", paidId))).status).toBe(200);
    expect((await deliver(sessionEvent("checkout.session.expired", placedId))).status).toBe(200);
    expect((await orderRow(paidId)).status).toBe("paid");
    expect((await orderRow(placedId)).status).toBe("placed");
    expect(await stockOf(a.sku)).toEqual({ [a.sku]: 20 });
  });

  it("accepts events it does not handle, and sessions of unknown or no orders, without changing anything", async () => {
    const db = await getDb();
    const paidBefore = await db.select({ id: orders.id }).from(orders).where(isNotNull(orders.paidAt));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const ignored = JSON.stringify({ id: "evt_test_other", object: "event", type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } });
    expect(await deliver(ignored)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(sessionEvent("checkout.session.completed", uuidv4()))).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(sessionEvent("checkout.session.completed", "not-a-uuid"))).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(sessionEvent("checkout.session.completed", null))).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(sessionEvent("checkout.session.expired", uuidv4()))).toEqual({ status: 200, body: { received: true } });
    expect(await db.select({ id: orders.id }).from(orders).where(isNotNull(orders.paidAt))).toEqual(paidBefore);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const payload = sessionEvent("checkout.session.completed", uuidv4(), { padding: "x".repeat(MAX_STRIPE_WEBHOOK_BODY_BYTES) });
    expectError(await post(payload, sign(payload)), 413, "bodyTooLarge");
  });

  it("still cancels (and says so) when the catalogue cannot be revalidated outside Next", async () => {
    const [a] = await twoProductsWithPacks();
    await setStock(a.sku, 5);
    const id = await insertOrder([line(a, 1, false)]);
    catalogue.fail = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await cancelUnpaidOrder(id)).toBe(true);
    expect(await stockOf(a.sku)).toEqual({ [a.sku]: 6 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[catalogue\] catalogue not revalidated/));
  });

  it("markOrderPaid, cancelUnpaidOrder and attachStripeSession report what they did", async () => {
    const [a] = await twoProductsWithPacks();
    const id = await insertOrder([line(a, 1, false)]);
    expect(await attachStripeSession(id, "cs_test_attached")).toBe(true);
    expect((await orderRow(id)).stripeSessionId).toBe("cs_test_attached");
    expect(await markOrderPaid("cs_test_attached", id, paidInFull(id))).toBe("paid");
    expect(await markOrderPaid("cs_test_attached", id, paidInFull(id))).toBe("alreadyPaid");
    expect(await attachStripeSession(id, "cs_test_other")).toBe(false);
    expect(await cancelUnpaidOrder(id)).toBe(false);
    expect(await markOrderPaid("cs_test_x", uuidv4(), paidInFull(uuidv4()))).toBe("notFound");
    expect(await markOrderPaid("cs_test_x", "nope", paidInFull("nope"))).toBe("notFound");
    expect(await cancelUnpaidOrder("nope")).toBe(false);

    const placed = await insertOrder([line(a, 1, false)], "placed", "payOnDelivery");
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await markOrderPaid("cs_test_y", placed, paidInFull(placed))).toBe("notAwaitingPayment");
    expect((await orderRow(placed)).status).toBe("placed");
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[payments\] .*refund/));
  });

  // Last: it closes this file's database connection.
  it("answers 503 databaseUnavailable when the database cannot be reached (after verifying the signature)", async () => {
    const savedUrl = process.env.DATABASE_URL;
    await closeDb();
    process.env.DATABASE_URL = "postgres://afc:afc@127.0.0.1:1/unreachable";
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const payload = sessionEvent("checkout.session.completed", uuidv4());
      expectError(await deliver(payload), 503, "databaseUnavailable");
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] database/));
    } finally {
      if (savedUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = savedUrl;
      await closeDb();
    }
  });
});
