// Attack cases that need to look inside the server: the prototype chain after hostile bodies, and
// the Stripe webhook's bookkeeping (its events are signed with Stripe's own test helper). They call
// the same route handlers the production build runs, on a real database (in-memory PGlite).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handlePlaceOrder } from "@/api-routes/place-order";
import { handleSyncGuest } from "@/api-routes/cart-sync";
import type { Cart } from "@/lib/cart/types";
import { getDb } from "@/lib/server/platform/db";
import { orders, products } from "@/lib/server/schema";
import { dropFreshDatabase, useFreshDatabase } from "../tests/integration/test-db";
import { postJson } from "../tests/support/handlers";
import { checkoutSessionEvent, postStripeWebhook, signStripeEvent } from "../tests/support/stripe-events";
import { CANS, guestDraft, line, orderBody } from "./support";

vi.mock("@/lib/server/catalogue/cached-catalogue", () => ({ invalidateCatalogue: () => undefined }));

const SECRET = "whsec_attack_suite";
const saved = { ...process.env };

beforeAll(async () => {
  await useFreshDatabase();
  for (const name of ["CART_SYNC_RATE_LIMIT", "PLACE_ORDER_RATE_LIMIT_IP", "PLACE_ORDER_RATE_LIMIT_SHOPPER"]) process.env[name] = "0";
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
});
afterAll(async () => {
  process.env = saved;
  await dropFreshDatabase();
});

const sync = (body: unknown) => postJson(handleSyncGuest, "/api/shop/cart/sync_guest", body);
const place = (body: unknown) => postJson(handlePlaceOrder, "/api/shop/checkout/place_order", body);

async function validGuestCart(sku: string): Promise<{ cart: Cart; guestId: string }> {
  const draft = guestDraft([line(sku, 24)]);
  const answer = await sync(draft);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { cart: answer.body.data.cart as Cart, guestId: draft.cart.guestId };
}

describe("mass assignment inside the server", () => {
  it("__proto__ and constructor.prototype in sync and place-order bodies → no property appears on any object", async () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const pollute = '"__proto__":{"polluted":"yes","status":"paid"},"constructor":{"prototype":{"polluted":"yes"}},';
    const syncRaw = JSON.stringify(guestDraft([line(CANS[0].sku, 24)])).replace('{"cart":{', `{${pollute}"cart":{${pollute}`);
    expect((await sync(syncRaw)).status).toBe(200);
    const { cart, guestId } = await validGuestCart(CANS[0].sku);
    const orderRaw = JSON.stringify(orderBody(cart, guestId)).replace('{"cartId"', `{${pollute}"cartId"`);
    const placed = await place(orderRaw);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.status).toBe("placed");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).status).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
  });
});

describe("20 parallel place-orders for the last units", () => {
  it("stock for one box, 20 shoppers at once → exactly one 201, nineteen 409 outOfStock, stock 0 and never below", async () => {
    const sku = CANS[2].sku;
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => validGuestCart(sku)));
    const db = await getDb();
    await db.update(products).set({ stock: 24 }).where(eq(products.sku, sku));
    const answers = await Promise.all(shoppers.map(({ cart, guestId }) => place(orderBody(cart, guestId))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === "outOfStock")).toHaveLength(19);
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku));
    expect(row.stock).toBe(0);
  });
});

describe("Stripe webhook", () => {
  const event = checkoutSessionEvent;
  const deliver = async (payload: string, timestamp?: number) => (await postStripeWebhook(payload, signStripeEvent(payload, SECRET, timestamp))).status;

  /** A Stripe order awaiting payment, placed through the real handler with STRIPE_SECRET_KEY faked only for the order's status. */
  async function awaitingOrder(): Promise<{ id: string; total: number }> {
    const { cart, guestId } = await validGuestCart(CANS[3].sku);
    const placed = await place(orderBody(cart, guestId));
    expect(placed.status).toBe(201);
    const id = placed.body.data.order.id as string;
    const db = await getDb();
    await db.update(orders).set({ status: "awaitingPayment", paymentMethod: "stripe" }).where(eq(orders.id, id));
    return { id, total: placed.body.data.order.amounts.totalPrice.gross as number };
  }
  const statusOf = async (id: string) => (await (await getDb()).select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, id)))[0];

  it("a bad signature → 400; a stale timestamp → 400; the order untouched", async () => {
    const { id, total } = await awaitingOrder();
    const payload = event("checkout.session.completed", id, { amount_total: total });
    expect((await postStripeWebhook(payload, "t=1,v1=00")).status).toBe(400);
    expect(await deliver(payload, Math.floor(Date.now() / 1000) - 900)).toBe(400);
    expect((await statusOf(id)).status).toBe("awaitingPayment");
  });

  it("the same completed event replayed five times → paid once, paidAt unchanged by the replays", async () => {
    const { id, total } = await awaitingOrder();
    const payload = event("checkout.session.completed", id, { amount_total: total });
    expect(await deliver(payload)).toBe(200);
    const first = await statusOf(id);
    for (let i = 0; i < 5; i++) expect(await deliver(payload)).toBe(200);
    expect(await statusOf(id)).toEqual(first);
    expect(first.status).toBe("paid");
  });

  it("out of order: expired after completed → stays paid; completed after expired → stays cancelled (logged for a refund)", async () => {
    const paidFirst = await awaitingOrder();
    expect(await deliver(event("checkout.session.completed", paidFirst.id, { amount_total: paidFirst.total }))).toBe(200);
    expect(await deliver(event("checkout.session.expired", paidFirst.id))).toBe(200);
    expect((await statusOf(paidFirst.id)).status).toBe("paid");

    const expiredFirst = await awaitingOrder();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await deliver(event("checkout.session.expired", expiredFirst.id))).toBe(200);
    expect(await deliver(event("checkout.session.completed", expiredFirst.id, { amount_total: expiredFirst.total }))).toBe(200);
    expect((await statusOf(expiredFirst.id)).status).toBe("cancelled");
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/refund/));
    error.mockRestore();
  });

  it("an amount or currency that does not match the order → not fulfilled; the right amount afterwards → paid once", async () => {
    const { id, total } = await awaitingOrder();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await deliver(event("checkout.session.completed", id, { amount_total: 1 }))).toBe(200);
    expect(await deliver(event("checkout.session.completed", id, { amount_total: total, currency: "usd" }))).toBe(200);
    expect(await deliver(event("checkout.session.completed", id, { amount_total: null }))).toBe(200);
    expect((await statusOf(id)).status).toBe("awaitingPayment");
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
    expect(await deliver(event("checkout.session.completed", id, { amount_total: total }))).toBe(200);
    expect((await statusOf(id)).status).toBe("paid");
  });
});

