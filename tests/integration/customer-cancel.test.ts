// "Cancel before dispatch", the customer's side (issue 38.1: api-routes/order-cancel.ts over
// lib/server/orders/customer-cancel.ts), on a real database, real emulator tokens and a local
// stand-in for Stripe's Refunds API: the owner or a guest with the order link's secret cancels, with
// the staff cancel's effects (stock back, a card payment refunded in full, the code's use given
// back, the email, the timeline and the activity log naming the customer); anyone else gets 404;
// once staff have packed it, 409 with the sentence; a cancel racing staff's "Pack" has one outcome.
import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleOrderCancel } from "@/api-routes/order-cancel";
import { getDb, type Tx } from "@/lib/server/platform/db";
import { discountCodes, discountRedemptions, orderEvents, orderRefunds, orders, staffActivity } from "@/lib/server/schema";
import { adminApi, callHandler, insertOrder, signUpStaff, smallBottles, stockOf, type StaffAccount, type TestOrder } from "../support/admin";
import { signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";
import { readBody } from "../support/request-body";

const PACKED = "We have packed your order, so it can no longer be cancelled. Once it arrives you can return it within 14 days.";

let stripe: Server;
/** Every POST /v1/refunds the stand-in received: its form body and idempotency key. */
const refundRequests: { body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
let staff: StaffAccount;
let owner: { uid: string; token: string; email: string };
let stranger: { uid: string; token: string; email: string };


beforeAll(async () => {
  await useFreshDatabase();
  process.env.ORDER_CANCEL_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  stripe = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    if (request.method === "POST" && request.url === "/v1/refunds") refundRequests.push({ body, idempotencyKey: request.headers["idempotency-key"] as string | undefined });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ id: `re_customer_${refundRequests.length}`, object: "refund", status: "pending", amount: Number(body.get("amount")) }));
  });
  await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_SECRET_KEY = "sk_test_local_stand_in";
  process.env.STRIPE_API_BASE_URL = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
  [staff, owner, stranger] = await Promise.all([signUpStaff(), signUpEmulatorUser("owner"), signUpEmulatorUser("stranger")]);
  await getDb(); // migrate and seed the fresh database here, not inside the first test
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE_URL;
  await new Promise((resolve) => stripe.close(resolve));
  await dropFreshDatabase();
});

/** POST /api/shop/orders/<reference>/cancel as the browser sends it. */
const cancel = (reference: string, token: string | undefined, body: unknown = {}) =>
  callHandler((request) => handleOrderCancel(request, { params: Promise.resolve({ reference }) }), "POST", `/api/shop/orders/${reference}/cancel`, token, body);

/** An order of 12 + 12 small bottles (support/admin.ts insertOrder), owned by `customer` (null: a guest's), with its link's secret. */
async function orderOf(customer: string | null, status: "placed" | "paid" = "paid"): Promise<TestOrder & { accessKey: string }> {
  const order = await insertOrder(status, status === "paid" ? "stripe" : "payOnDelivery");
  const db = await getDb();
  const [row] = await db.update(orders).set({ customer }).where(eq(orders.id, order.id)).returning({ accessKey: orders.accessKey });
  return { ...order, accessKey: row.accessKey };
}

async function orderRow(id: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.id, id)))[0];
}

async function activityOf(orderId: string) {
  const db = await getDb();
  return db.select().from(staffActivity).where(eq(staffActivity.orderId, orderId));
}

async function refundsOf(orderId: string) {
  const db = await getDb();
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
}

const stocks = () => Promise.all(smallBottles.map((product) => stockOf(product.sku)));

/** The cancellation email of `reference` in the outbox, decoded (quoted-printable), or undefined. */
async function cancellationEmail(reference: string): Promise<string | undefined> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const name = (await readdir(dir)).find((file) => file.endsWith(`-${reference}-cancelled.eml`));
  if (!name) return undefined;
  const raw = await readFile(`${dir}/${name}`, "utf8");
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Until another connection waits for a row lock (PostgreSQL: the cancel blocked on the order row's
 * FOR UPDATE after its first read). PGlite has one connection: the cancel waits for the whole
 * transaction, so there is nothing to see; a moment is given instead.
 */
async function untilWaitingForLock(tx: Tx): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (engineName() === "pglite") return new Promise((resolve) => setTimeout(resolve, 200));
    const result = await tx.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
    if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The cancel never waited for the order's row lock.");
}

describe(`a customer cancels their own order (${engineName()})`, () => {
  it("the owner cancels a paid card order: stock back, refunded in full through Stripe, the code's use back, email, timeline and log", async () => {
    const order = await orderOf(owner.uid);
    const db = await getDb();
    const [code] = await db.insert(discountCodes).values({ code: "CUSTCANCEL", kind: "fixed", value: 500, maxUses: 1, uses: 1, discountGivenPence: 500 }).returning();
    await db.insert(discountRedemptions).values({ codeId: code.id, orderId: order.id, customer: owner.uid, email: "ada@example.com", amountPence: 500 });
    const before = await stocks();
    const sentBefore = refundRequests.length;

    const answer = await cancel(order.reference, owner.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.order).toMatchObject({ reference: order.reference, status: "cancelled", fulfilment: { refundedPence: order.totalPence } });
    expect(answer.body.data.order.accessKey).toBeUndefined();
    expect(await stocks()).toEqual([before[0] + 12, before[1] + 12]);

    const refunds = await refundsOf(order.id);
    expect(refunds).toEqual([expect.objectContaining({ amountPence: order.totalPence, status: "pending", createdByUid: `customer:${owner.uid}`, createdByEmail: null })]);
    expect(refundRequests.slice(sentBefore)).toHaveLength(1);
    expect(refundRequests.at(-1)!.body.get("amount")).toBe(String(order.totalPence));
    expect(refundRequests.at(-1)!.idempotencyKey).toBe(`afc-refund-${refunds[0].id}`);

    expect((await db.select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]).toMatchObject({ uses: 0, discountGivenPence: 0 });
    expect(await db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, order.id))).toEqual([]);

    const email = await cancellationEmail(order.reference);
    expect(email).toContain(`Your order ${order.reference} has been cancelled`);
    expect(email).toContain("to the card you paid with");

    const cancelled = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, "cancelled")));
    expect(cancelled).toEqual([expect.objectContaining({ summary: "Cancelled by the customer, stock returned", actorUid: null })]);
    const log = await activityOf(order.id);
    expect(log).toEqual([expect.objectContaining({ action: "order.cancel", actorUid: `customer:${owner.uid}`, actorEmail: null, subject: order.reference })]);
    expect(log[0].before).toEqual({ status: "paid" });
    expect(log[0].after).toMatchObject({ status: "cancelled", refundedPence: order.totalPence, refundId: refunds[0].id });

    // Again: refused with the sentence; nothing moves a second time.
    const again = await cancel(order.reference, owner.token);
    expect([again.status, again.body.message]).toEqual([409, "This order has already been cancelled."]);
    expect(await stocks()).toEqual([before[0] + 12, before[1] + 12]);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(refundRequests.slice(sentBefore)).toHaveLength(1);
  });

  it("a guest cancels through the order link's secret, logged as a guest", async () => {
    const order = await orderOf(null, "placed");
    const before = await stocks();
    const answer = await cancel(order.reference, undefined, { accessToken: order.accessKey });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.order.status).toBe("cancelled");
    expect(await stocks()).toEqual([before[0] + 12, before[1] + 12]);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await activityOf(order.id)).toEqual([expect.objectContaining({ action: "order.cancel", actorUid: "customer:guest", actorEmail: null })]);
    expect(await cancellationEmail(order.reference)).toContain("nothing has been charged");
  });

  it("answers 404 for a wrong secret, another customer's order and an unknown one alike; 401 with neither sign-in nor secret", async () => {
    const guests = await orderOf(null, "placed");
    const owners = await orderOf(owner.uid);
    const wrongKey = guests.accessKey.replace(/^./, (c) => (c === "a" ? "b" : "a"));
    const notFound = [
      await cancel(guests.reference, undefined, { accessToken: wrongKey }),
      await cancel(guests.reference, stranger.token),
      await cancel(owners.reference, stranger.token),
      await cancel(owners.reference, undefined, { accessToken: guests.accessKey }),
    ];
    for (const answer of notFound) expect(answer.status, JSON.stringify(answer.body)).toBe(404);
    expect(notFound.map((answer) => answer.body)).toEqual([
      { code: "orderNotFound", message: `There is no order ${guests.reference}.` },
      { code: "orderNotFound", message: `There is no order ${guests.reference}.` },
      { code: "orderNotFound", message: `There is no order ${owners.reference}.` },
      { code: "orderNotFound", message: `There is no order ${owners.reference}.` },
    ]);
    expect((await cancel("AFC-999999", stranger.token)).body).toEqual({ code: "orderNotFound", message: "There is no order AFC-999999." });
    expect((await cancel(owners.reference, undefined)).status).toBe(401);
    // A bad token is refused, never taken for a guest, even with the right secret.
    expect((await cancel(guests.reference, "garbage", { accessToken: guests.accessKey })).status).toBe(401);
    expect([(await orderRow(guests.id)).status, (await orderRow(owners.id)).status]).toEqual(["placed", "paid"]);
    expect([...(await activityOf(guests.id)), ...(await activityOf(owners.id))]).toEqual([]);
  });

  it("never takes a user id from the body", async () => {
    const order = await orderOf(owner.uid);
    for (const body of [{ uid: owner.uid }, { customer: owner.uid }, { userId: owner.uid, accessToken: "x" }]) {
      expect((await cancel(order.reference, undefined, body)).status).toBe(400);
      expect((await cancel(order.reference, stranger.token, body)).status).toBe(400);
    }
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await activityOf(order.id)).toEqual([]);
  });

  it("once staff have packed it, refuses with 409 and the sentence; a cancelled order cannot be packed", async () => {
    const packed = await orderOf(owner.uid);
    expect((await adminApi.act(staff.token, packed.reference, { action: "pack" })).status).toBe(200);
    const refused = await cancel(packed.reference, owner.token);
    expect([refused.status, refused.body]).toEqual([409, { code: "cannotCancel", message: PACKED }]);
    expect((await orderRow(packed.id)).status).toBe("packed");

    const cancelled = await orderOf(owner.uid);
    expect((await cancel(cancelled.reference, owner.token)).status).toBe(200);
    const pack = await adminApi.act(staff.token, cancelled.reference, { action: "pack" });
    expect([pack.status, pack.body.message]).toEqual([409, "This order was cancelled. It cannot be packed."]);
  });

  it("a cancel racing staff's Pack: exactly one wins, and stock and the refund are applied at most once", async () => {
    for (let round = 0; round < 4; round++) {
      const order = await orderOf(owner.uid);
      const before = await stocks();
      const sentBefore = refundRequests.length;
      // Who sends first alternates, so each round starts the race from the other side.
      const customerFirst = round % 2 === 0;
      const calls = [() => cancel(order.reference, owner.token), () => adminApi.act(staff.token, order.reference, { action: "pack" })];
      const answers = await Promise.all((customerFirst ? calls : [...calls].reverse()).map((call) => call()));
      const [byCustomer, byStaff] = customerFirst ? answers : [...answers].reverse();
      expect([byCustomer.status, byStaff.status].sort(), JSON.stringify([byCustomer.body, byStaff.body])).toEqual([200, 409]);
      const cancelWon = byCustomer.status === 200;
      const after = {
        status: (await orderRow(order.id)).status,
        stock: await stocks(),
        refunds: (await refundsOf(order.id)).length,
        sentToStripe: refundRequests.length - sentBefore,
        refusal: (cancelWon ? byStaff : byCustomer).body.message as string,
        logged: (await activityOf(order.id)).map((entry: Json) => entry.action),
      };
      // Either outcome is whole: the winner's effects once, the loser's none, the loser told why.
      const won = cancelWon
        ? { status: "cancelled", stock: [before[0] + 12, before[1] + 12], refunds: 1, sentToStripe: 1, refusal: "This order was cancelled. It cannot be packed.", logged: ["order.cancel"] }
        : { status: "packed", stock: before, refunds: 0, sentToStripe: 0, refusal: PACKED, logged: ["order.pack"] };
      expect(after).toEqual(won);
    }
  });

  it("decides again under the row lock: an order packed while the cancel waited for the lock is refused with the sentence", async () => {
    const order = await orderOf(owner.uid);
    const before = await stocks();
    const sentBefore = refundRequests.length;
    const db = await getDb();
    let pending: ReturnType<typeof cancel> | undefined;
    await db.transaction(async (tx) => {
      // Staff's pack holds the lock: the cancel's first read still finds the order paid.
      await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
      pending = cancel(order.reference, owner.token);
      await untilWaitingForLock(tx);
      await tx.update(orders).set({ status: "packed", packedAt: new Date() }).where(eq(orders.id, order.id));
    });
    const answer = await pending!;
    expect([answer.status, answer.body]).toEqual([409, { code: "cannotCancel", message: PACKED }]);
    expect((await orderRow(order.id)).status).toBe("packed");
    expect(await stocks()).toEqual(before);
    expect(await refundsOf(order.id)).toEqual([]);
    expect(refundRequests.length).toBe(sentBefore);
    expect(await activityOf(order.id)).toEqual([]);
  });
});
