// Returns (issue 38.2: api-routes/order-returns.ts and api-routes/admin/returns.ts over
// lib/server/returns/), on a real database, real emulator tokens and a local stand-in for Stripe's
// Refunds API: a customer asks to return packs of a delivered order; staff receive it and refund it
// through the order's refunds (restocked or written off) or refuse it; the same packs are never
// returned twice; another customer's order, a wrong link, a closed window and non-staff are refused.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleOrderReturn } from "@/api-routes/order-returns";
import { handleReturnAction } from "@/api-routes/admin/returns";
import { getDb } from "@/lib/server/platform/db";
import { orderEvents, orders } from "@/lib/server/schema";
import { DEMO_RETURNS_ADDRESS } from "@/lib/server/returns/return-address";
import { callHandler, insertOrder, nonStaffCallers, signUpStaff, smallBottles, stockOf, type StaffAccount, type TestOrder } from "../support/admin";
import { deliveredOrder, logOf, outboxMail, startRefundStandIn, type RefundStandIn } from "../support/after-delivery";
import { signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

let stripe: RefundStandIn;
let refundAmounts: number[];
let staff: StaffAccount;
let owner: { uid: string; token: string; email: string };
let stranger: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ORDER_RETURN_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  delete process.env.RETURNS_ADDRESS;
  stripe = await startRefundStandIn("return");
  refundAmounts = stripe.amounts;
  [staff, owner, stranger] = await Promise.all([signUpStaff(), signUpEmulatorUser("returner"), signUpEmulatorUser("stranger")]);
  await getDb();
});

afterAll(async () => {
  await stripe.close();
  await dropFreshDatabase();
});

const askReturn = (reference: string, token: string | undefined, body: unknown) =>
  callHandler((request) => handleOrderReturn(request, { params: Promise.resolve({ reference }) }), "POST", `/api/shop/orders/${reference}/returns`, token, body);
const staffAct = (reference: string, token: string | undefined, body: unknown) =>
  callHandler((request) => handleReturnAction(request, { params: Promise.resolve({ reference }) }), "POST", `/api/admin/returns/${reference}`, token, body);

const twoOf = (order: TestOrder, line = 0) => ({ lines: [{ lineId: order.items[line].id, quantity: 2 }], reason: "changedMind", unopened: true });

describe(`returns (${engineName()})`, () => {
  it("a return requested, received, restocked and refunded: the reference and address by email, the two bottles' price back through Stripe, stock back, every step logged", async () => {
    const order = await deliveredOrder(owner.uid);
    const sku = smallBottles[0].sku;
    const unitPence = order.items[0].itemPrice.gross;
    const stockBefore = await stockOf(sku);

    const asked = await askReturn(order.reference, owner.token, { ...twoOf(order), note: "Bought too many" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const reference = `RET-${order.number}-1`;
    expect(asked.body.data.return).toMatchObject({ reference, status: "requested", reason: "changedMind", note: "Bought too many", lines: [{ lineId: order.items[0].id, quantity: 2 }] });
    expect(asked.body.data.returnAddress).toEqual(DEMO_RETURNS_ADDRESS);
    const requestedMail = await outboxMail(order.reference, "returnRequested");
    expect(requestedMail).toContain(reference);
    expect(requestedMail).toContain(DEMO_RETURNS_ADDRESS[0]);

    const early = await staffAct(reference, staff.token, { action: "refund", inspection: "restock" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Mark the return received before you refund it.");

    const received = await staffAct(reference, staff.token, { action: "receive" });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data.return.status).toBe("received");
    expect(await outboxMail(order.reference, "returnReceived")).toContain(reference);

    const refunded = await staffAct(reference, staff.token, { action: "refund", inspection: "restock" });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.return).toMatchObject({ status: "refunded", inspection: "restock", refundedPence: 2 * unitPence });
    expect(refundAmounts.at(-1)).toBe(2 * unitPence);
    expect(await stockOf(sku)).toBe(stockBefore + 2);
    expect(await outboxMail(order.reference, "refunded")).toBeDefined();

    const again = await staffAct(reference, staff.token, { action: "refund", inspection: "restock" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This return was already refunded.");
    expect(refundAmounts.at(-1)).toBe(2 * unitPence);
    expect(await logOf(order.id)).toEqual(expect.arrayContaining(["return.request", "return.receive", "order.refund", "return.refund"]));
  });

  it("a refund the card turns down: the return stands as received again (the customer is told of no money), and staff can refund it once more", async () => {
    const order = await deliveredOrder(owner.uid);
    const unitPence = order.items[0].itemPrice.gross;
    expect((await askReturn(order.reference, owner.token, twoOf(order))).status).toBe(201);
    const reference = `RET-${order.number}-1`;
    expect((await staffAct(reference, staff.token, { action: "receive" })).status).toBe(200);
    stripe.failNext = true;
    const turnedDown = await staffAct(reference, staff.token, { action: "refund", inspection: "restock" });
    expect(turnedDown.status, JSON.stringify(turnedDown.body)).toBe(200);
    expect(turnedDown.body.data.return).toMatchObject({ status: "received", refundedPence: null, closedAt: null, inspection: null });
    const retried = await staffAct(reference, staff.token, { action: "refund", inspection: "restock" });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.return).toMatchObject({ status: "refunded", refundedPence: 2 * unitPence });
    expect(refundAmounts.slice(-2)).toEqual([2 * unitPence, 2 * unitPence]);
  });

  it("the whole order returned and written off: everything paid comes back (standard delivery included) and nothing is restocked", async () => {
    const order = await deliveredOrder(owner.uid);
    const stockBefore = await stockOf(smallBottles[1].sku);
    const all = { lines: order.items.map((item) => ({ lineId: item.id, quantity: item.quantity })), reason: "orderedByMistake", unopened: true };
    expect((await askReturn(order.reference, owner.token, all)).status).toBe(201);
    const reference = `RET-${order.number}-1`;
    expect((await staffAct(reference, staff.token, { action: "receive" })).status).toBe(200);
    const refunded = await staffAct(reference, staff.token, { action: "refund", inspection: "writeOff" });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.return.refundedPence).toBe(order.totalPence);
    expect(await stockOf(smallBottles[1].sku)).toBe(stockBefore);
    const db = await getDb();
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe("refunded");
  });

  it("a refused return: the customer is told why, and the same packs cannot be asked for again; nor can packs already in a return", async () => {
    const order = await deliveredOrder(owner.uid);
    expect((await askReturn(order.reference, owner.token, twoOf(order))).status).toBe(201);
    const pending = await askReturn(order.reference, owner.token, { ...twoOf(order), lines: [{ lineId: order.items[0].id, quantity: 11 }] });
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe(`You can return at most 10 of ${order.items[0].productName}.`);

    const reference = `RET-${order.number}-1`;
    const noReason = await staffAct(reference, staff.token, { action: "refuse", reason: "  " });
    expect(noReason.status).toBe(400);
    const refused = await staffAct(reference, staff.token, { action: "refuse", reason: "The seals were broken" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data.return).toMatchObject({ status: "refused", refusalReason: "The seals were broken" });
    expect(await outboxMail(order.reference, "returnRefused")).toContain("The seals were broken");
    expect((await staffAct(reference, staff.token, { action: "receive" })).body.message).toBe("This return was already refused.");

    const allOfLine = await askReturn(order.reference, owner.token, { ...twoOf(order), lines: [{ lineId: order.items[0].id, quantity: 11 }] });
    expect(allOfLine.body.message).toBe(`You can return at most 10 of ${order.items[0].productName}.`);
    const second = await askReturn(order.reference, owner.token, twoOf(order, 1));
    expect(second.status).toBe(201);
    expect(second.body.data.return.reference).toBe(`RET-${order.number}-2`);
    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(["returnRequested", "returnRefused"]));
  });

  it("only the order's customer: another customer's order and a wrong link are 404, as an unknown one; the link opens only its own order; no identity or a bad token is 401", async () => {
    const mine = await deliveredOrder(owner.uid);
    const guests = await deliveredOrder(null);
    expect((await askReturn(mine.reference, stranger.token, twoOf(mine))).status).toBe(404);
    expect((await askReturn("AFC-999999", owner.token, twoOf(mine))).status).toBe(404);
    expect((await askReturn(guests.reference, undefined, { ...twoOf(guests), accessToken: "not-the-secret" })).status).toBe(404);
    expect((await askReturn(mine.reference, undefined, { ...twoOf(mine), accessToken: guests.accessKey })).status).toBe(404);
    expect((await askReturn(mine.reference, undefined, twoOf(mine))).status).toBe(401);
    expect((await askReturn(mine.reference, "garbage", twoOf(mine))).status).toBe(401);
    expect((await askReturn(mine.reference, owner.token, { ...twoOf(mine), userId: stranger.uid })).status).toBe(400);
    const byLink = await askReturn(guests.reference, undefined, { ...twoOf(guests), accessToken: guests.accessKey });
    expect(byLink.status, JSON.stringify(byLink.body)).toBe(201);
    expect(await logOf(guests.id)).toContain("return.request");
  });

  it("the window: not before the order is on its way, open while dispatched, closed 15 days after delivery with the day it ended; unopened must be confirmed", async () => {
    const paid = await insertOrder("paid", "stripe");
    const db = await getDb();
    await db.update(orders).set({ customer: owner.uid }).where(eq(orders.id, paid.id));
    const early = await askReturn(paid.reference, owner.token, twoOf(paid));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("You can return drinks once your order has arrived.");

    const onItsWay = await deliveredOrder(owner.uid, null);
    expect((await askReturn(onItsWay.reference, owner.token, { ...twoOf(onItsWay), unopened: false })).body.message).toBe(
      "Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.",
    );
    expect((await askReturn(onItsWay.reference, owner.token, twoOf(onItsWay))).status).toBe(201);

    const late = await deliveredOrder(owner.uid, 16);
    const closed = await askReturn(late.reference, owner.token, twoOf(late));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/^The 14 days to return this order ended on \d{1,2} [A-Z][a-z]+ \d{4}\. If something is wrong with your drinks, our help centre says what to do\.$/);
  });

  it("staff only: every caller who is not staff is turned away from a return's actions, and nothing changes", async () => {
    const order = await deliveredOrder(owner.uid);
    expect((await askReturn(order.reference, owner.token, twoOf(order))).status).toBe(201);
    const reference = `RET-${order.number}-1`;
    for (const [token, status] of await nonStaffCallers()) {
      expect((await staffAct(reference, token, { action: "receive" })).status).toBe(status);
    }
    expect((await staffAct(`RET-${order.number}-9`, staff.token, { action: "receive" })).status).toBe(404);
    expect((await staffAct(reference, staff.token, { action: "receive", status: "refunded" })).status).toBe(400);
    expect((await staffAct(reference, staff.token, { action: "receive" })).body.data.return.status).toBe("received");
  });
});
