// The back office's order API (api-routes/admin) on a real database and real emulator tokens: who
// may call it, every transition and its refusals, stock returned, refunds (by hand and through a
// local stand-in for Stripe's API, with its webhooks), two members at once, and the activity log.
import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/platform/db";
import { orders, staffActivity } from "@/lib/server/schema";
import { setModerator } from "@/lib/server/talk/roles";
import { adminApi, insertOrder, signUpStaff, smallBottles, stockOf } from "../support/admin";
import { signInEmulatorUser, signUpEmulatorUser, type Json } from "../support/handlers";
import { postStripeWebhook, signStripeEvent } from "../support/stripe-events";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";
import { readBody } from "../support/request-body";

const WEBHOOK_SECRET = "whsec_admin_test";
let stripe: Server;
/** What the stand-in answers to POST /v1/refunds, and the refund requests it received. */
let refundAnswer: { status: number; body: Json } = { status: 200, body: {} };
const refundRequests: { body: URLSearchParams; idempotencyKey: string | undefined }[] = [];


let staff: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  stripe = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    if (request.method === "POST" && request.url === "/v1/refunds") refundRequests.push({ body, idempotencyKey: request.headers["idempotency-key"] as string | undefined });
    response.writeHead(refundAnswer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(refundAnswer.body));
  });
  await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_SECRET_KEY = "sk_test_local_stand_in";
  process.env.STRIPE_API_BASE_URL = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  staff = await signUpStaff();
  await getDb(); // migrate and seed the fresh database here, not inside the first test
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE_URL;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await new Promise((resolve) => stripe.close(resolve));
  await dropFreshDatabase();
});

const act = (reference: string, body: unknown, token = staff.token) => adminApi.act(token, reference, body);
const dispatchBody = { action: "dispatch", carrier: "royalMail", trackingNumber: "ab 1234 5678 5gb" };

/** The newest outbox message about `reference` of `kind`, with quoted-printable soft breaks and escapes undone. */
async function outboxFile(reference: string, kind: string): Promise<string | undefined> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const names = (await readdir(dir)).filter((name) => name.includes(reference) && name.includes(kind));
  if (!names.length) return undefined;
  const raw = await readFile(`${dir}/${names.at(-1)}`, "utf8");
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe(`the back office's order API (${engineName()})`, () => {
  it("answers guests 401, and members, moderators and a forged staff claim 403, on every route, reading nothing", async () => {
    const order = await insertOrder();
    const member = await signUpEmulatorUser("member");
    const moderator = await signUpEmulatorUser("moderator");
    await setModerator(moderator.email, true);
    const moderatorToken = await signInEmulatorUser(moderator.email);
    const [header, payload] = member.token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, staff: true })).toString("base64url")}.`;
    const calls = (token: string | undefined) => [
      adminApi.queue(token),
      adminApi.detail(token, order.reference),
      adminApi.act(token, order.reference, { action: "pack" }),
      adminApi.activity(token),
    ];
    for (const [token, status] of [[undefined, 401], ["garbage", 401], [member.token, 403], [moderatorToken, 403], [forged, 403]] as const) {
      for (const answer of await Promise.all(calls(token))) {
        expect(answer.status, `${String(token).slice(0, 12)} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(status);
        expect(answer.body.data).toBeUndefined();
      }
    }
    const db = await getDb();
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("placed");
  });

  it("takes a pay-on-delivery order from placed to delivered, refusing every illegal move with 409 and a sentence", async () => {
    const order = await insertOrder();
    expect((await act(order.reference, dispatchBody)).body.message).toBe("Pack this order before you dispatch it.");
    expect((await act(order.reference, { action: "refund", lines: [], includeShipping: true, restock: false })).body).toMatchObject({
      code: "illegalTransition",
      message: "This order has not been paid, so there is nothing to refund.",
    });
    const packed = await act(order.reference, { action: "pack" });
    expect([packed.status, packed.body.data.order.status]).toEqual([200, "packed"]);
    const again = await act(order.reference, { action: "pack" });
    expect([again.status, again.body.message]).toEqual([409, "This order is already packed."]);
    const badNumber = await act(order.reference, { ...dispatchBody, trackingNumber: "AB123456789GB" });
    expect([badNumber.status, badNumber.body.code]).toEqual([400, "invalidTrackingNumber"]);
    const dispatched = await act(order.reference, dispatchBody);
    expect(dispatched.status).toBe(200);
    expect(dispatched.body.data.order.fulfilment).toMatchObject({ carrier: "Royal Mail", trackingNumber: "AB123456785GB" });
    const email = await outboxFile(order.reference, "dispatch");
    expect(email).toContain("https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB");
    expect((await act(order.reference, { action: "cancel" })).status).toBe(409);
    const delivered = await act(order.reference, { action: "deliver" });
    expect(delivered.body.data.order).toMatchObject({ status: "delivered", paid: true });
    const types = delivered.body.data.order.timeline.map((event: Json) => event.type);
    expect(types).toEqual(expect.arrayContaining(["packed", "dispatched", "emailSent", "delivered", "paid"]));
    const actors = delivered.body.data.order.timeline.filter((event: Json) => event.type === "packed").map((event: Json) => event.actor.email);
    expect(actors).toEqual([staff.email]);
  });

  it("cancels before dispatch and puts the stock back", async () => {
    const order = await insertOrder();
    const before = await stockOf(smallBottles[0].sku);
    const cancelled = await act(order.reference, { action: "cancel", reason: "Customer asked" });
    expect(cancelled.body.data.order.status).toBe("cancelled");
    expect(await stockOf(smallBottles[0].sku)).toBe(before + 12);
    expect(await outboxFile(order.reference, "cancel")).toBeDefined();
    expect((await act(order.reference, { action: "cancel" })).body.message).toBe("This order was already cancelled.");
    expect(await stockOf(smallBottles[0].sku)).toBe(before + 12);
  });

  it("refunds a delivered pay-on-delivery order by lines, with and without restock, never past what was paid", async () => {
    const order = await insertOrder();
    for (const body of [{ action: "pack" }, dispatchBody, { action: "deliver" }]) expect((await act(order.reference, body)).status).toBe(200);
    const [first, second] = order.items;
    const stock = await stockOf(smallBottles[0].sku);
    const restocked = await act(order.reference, { action: "refund", lines: [{ lineId: first.id, quantity: 2 }], includeShipping: false, restock: true });
    expect(restocked.status).toBe(200);
    expect(restocked.body.data.order.fulfilment.refundedPence).toBe(first.itemPrice.gross * 2);
    expect(await stockOf(smallBottles[0].sku)).toBe(stock + 2);
    const kept = await act(order.reference, { action: "refund", lines: [{ lineId: second.id, quantity: 1 }], includeShipping: false, restock: false });
    expect(kept.body.data.order.status).toBe("delivered");
    expect(await stockOf(smallBottles[1].sku)).toBe(await stockOf(smallBottles[1].sku));
    const tooMany = await act(order.reference, { action: "refund", lines: [{ lineId: first.id, quantity: 11 }], includeShipping: false, restock: false });
    expect([tooMany.status, tooMany.body.message]).toEqual([409, `Only 10 of ${first.productName} are left to refund.`]);
    const rest = await act(order.reference, {
      action: "refund",
      lines: [
        { lineId: first.id, quantity: 10 },
        { lineId: second.id, quantity: 11 },
      ],
      includeShipping: true,
      restock: false,
    });
    expect(rest.body.data.order).toMatchObject({ status: "refunded", fulfilment: { refundedPence: order.totalPence } });
    expect((await act(order.reference, { action: "refund", lines: [], includeShipping: true, restock: false })).status).toBe(409);
    expect(await outboxFile(order.reference, "refund")).toBeDefined();
  });

  it("refuses mass assignment, unknown orders and malformed bodies without changing anything", async () => {
    const order = await insertOrder();
    for (const body of [
      { action: "pack", status: "delivered" },
      { action: "refund", lines: [], includeShipping: true, restock: false, amount: 100_000 },
      { action: "teleport" },
      "not json",
    ]) {
      expect((await act(order.reference, body)).status).toBe(400);
    }
    expect((await act("AFC-999999", { action: "pack" })).status).toBe(404);
    expect((await act("nonsense", { action: "pack" })).status).toBe(404);
    expect((await adminApi.detail(staff.token, order.reference)).body.data.order.status).toBe("placed");
  });

  it("lets exactly one of two members dispatch an order at once", async () => {
    const order = await insertOrder();
    await act(order.reference, { action: "pack" });
    const other = await signUpStaff();
    const answers = await Promise.all([act(order.reference, dispatchBody), act(order.reference, dispatchBody, other.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const db = await getDb();
    const logged = await db.select().from(staffActivity).where(sql`${staffActivity.orderId} = ${order.id} AND ${staffActivity.action} = 'order.dispatch'`);
    expect(logged).toHaveLength(1);
  });

  it("refunds a card order through Stripe with an idempotency key, and follows Stripe's answer and webhooks", async () => {
    const order = await insertOrder("paid", "stripe");
    const line = order.items[0];
    refundAnswer = { status: 200, body: { id: "re_test_ok", object: "refund", status: "pending", amount: line.itemPrice.gross } };
    const pending = await act(order.reference, { action: "refund", lines: [{ lineId: line.id, quantity: 1 }], includeShipping: false, restock: false });
    expect(pending.body.data.order.refunds[0]).toMatchObject({ status: "pending", amount: { gross: line.itemPrice.gross } });
    const sent = refundRequests.at(-1)!;
    expect(sent.body.get("amount")).toBe(String(line.itemPrice.gross));
    expect(sent.idempotencyKey).toBe(`afc-refund-${pending.body.data.order.refunds[0].id}`);
    const event = (status: string) =>
      JSON.stringify({ id: `evt_${status}`, object: "event", type: "refund.updated", data: { object: { id: "re_test_ok", object: "refund", status, metadata: {} } } });
    for (let i = 0; i < 2; i++) {
      const body = event("succeeded");
      expect((await postStripeWebhook(body, signStripeEvent(body, WEBHOOK_SECRET))).status).toBe(200);
    }
    const settled = (await adminApi.detail(staff.token, order.reference)).body.data.order;
    expect(settled.refunds[0].status).toBe("succeeded");
    expect(settled.timeline.filter((e: Json) => e.type === "refunded")).toHaveLength(1);
    expect(settled.fulfilment.refundedPence).toBe(line.itemPrice.gross);

    refundAnswer = { status: 402, body: { error: { type: "invalid_request_error", message: "Charge has already been refunded." } } };
    const failed = await act(order.reference, { action: "refund", lines: [{ lineId: line.id, quantity: 1 }], includeShipping: false, restock: false });
    expect(failed.body.data.order.refunds[1].status).toBe("failed");
    expect(failed.body.data.order.fulfilment.refundedPence).toBe(line.itemPrice.gross);
    expect(failed.body.data.order.timeline.at(-1)).toMatchObject({ type: "refundFailed" });
  });

  it("lists tabs with counts, finds orders by reference, email and postcode, and logs every action append-only", async () => {
    const order = await insertOrder("placed", "payOnDelivery", "grace.hopper@example.org");
    const toPack = await adminApi.queue(staff.token, "?tab=toPack");
    expect(toPack.body.data.counts.toPack).toBeGreaterThanOrEqual(1);
    const byReference = await adminApi.queue(staff.token, `?q=${order.reference}`);
    expect(byReference.body.data.orders.map((o: Json) => o.reference)).toEqual([order.reference]);
    expect((await adminApi.queue(staff.token, "?q=hopper@example")).body.data.orders.map((o: Json) => o.reference)).toEqual([order.reference]);
    expect((await adminApi.queue(staff.token, "?q=ls1")).body.data.total).toBeGreaterThanOrEqual(1);
    const log = await adminApi.activity(staff.token, `?member=${staff.uid}`);
    expect(log.body.data.entries.length).toBeGreaterThan(3);
    const db = await getDb();
    await expect(db.update(staffActivity).set({ action: "order.note" })).rejects.toThrow();
    await expect(db.delete(staffActivity)).rejects.toThrow();
  });
});
