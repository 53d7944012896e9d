// What a card refund's outcome does to the order (issue 34, findings 2, 5 and 6), on a real database
// with a local stand-in for Stripe's Refunds API that keeps refunds by idempotency key, as Stripe
// does, and can drop the connection of a refund request (before or after making the refund): no
// answer is not a failure, a refund that fails after succeeding is applied, and stock comes back once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { refusedByStripe } from "@/lib/server/admin/refund-payments";
import { getDb } from "@/lib/server/platform/db";
import { adminApi, insertOrder, signUpStaff, smallBottles, stockOf } from "../support/admin";
import type { Json } from "../support/handlers";
import { postStripeWebhook, signStripeEvent } from "../support/stripe-events";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";
import { readBody } from "../support/request-body";

const WEBHOOK_SECRET = "whsec_refund_outcomes";

interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  status: string;
  payment_intent: string;
  metadata: Record<string, string>;
}

/** The stand-in's state: refunds made (by idempotency key), every POST /v1/refunds, and what the next ones meet. */
const stand = {
  made: new Map<string, StandInRefund>(),
  posts: [] as string[],
  /** The next this-many POST /v1/refunds lose their connection (a timeout seen from our side). */
  dropNext: 0,
  /** The next this-many POST /v1/refunds are made, then never answered (our client times out). */
  hangNext: 0,
  /** Whether Stripe made the refund before the connection dropped. */
  makeBeforeDrop: true,
  /** The status new refunds get; or a refusal to answer with instead. */
  status: "pending",
  refusal: null as null | { status: number; body: Json },
};
let stripe: Server;
let staff: { uid: string; token: string; email: string };


function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function standIn(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  const form = new URLSearchParams(await readBody(request));
  if (request.method === "GET" && url.pathname === "/v1/refunds") {
    const intent = url.searchParams.get("payment_intent");
    return answer(response, 200, { object: "list", url: "/v1/refunds", has_more: false, data: [...stand.made.values()].filter((r) => r.payment_intent === intent) });
  }
  if (request.method !== "POST" || url.pathname !== "/v1/refunds") return answer(response, 404, { error: { type: "invalid_request_error", message: "Unknown path" } });
  const key = String(request.headers["idempotency-key"]);
  stand.posts.push(key);
  const hanging = stand.hangNext > 0;
  if (hanging) stand.hangNext -= 1;
  const dropping = stand.dropNext > 0 || hanging;
  if (dropping) stand.dropNext -= 1;
  if (stand.refusal && !dropping) return answer(response, stand.refusal.status, stand.refusal.body);
  if (!stand.made.has(key) && (!dropping || stand.makeBeforeDrop)) {
    stand.made.set(key, {
      id: `re_standin_${stand.made.size + 1}`,
      object: "refund",
      amount: Number(form.get("amount")),
      status: stand.status,
      payment_intent: form.get("payment_intent") ?? "",
      metadata: { orderId: form.get("metadata[orderId]") ?? "", refundId: form.get("metadata[refundId]") ?? "" },
    });
  }
  if (hanging) return; // no answer; the socket closes when the client gives up
  if (dropping) return request.socket.destroy();
  answer(response, 200, stand.made.get(key));
}

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  stripe = createServer((request, response) => void standIn(request, response));
  await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_SECRET_KEY = "sk_test_local_stand_in";
  process.env.STRIPE_API_BASE_URL = `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  staff = await signUpStaff();
  await getDb();
});

beforeEach(() => {
  Object.assign(stand, { dropNext: 0, hangNext: 0, makeBeforeDrop: true, status: "pending", refusal: null });
  delete process.env.STRIPE_API_TIMEOUT_MS;
});

afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE_URL;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  stripe.closeAllConnections();
  await new Promise((resolve) => stripe.close(resolve));
  await dropFreshDatabase();
});

const act = (reference: string, body: unknown) => adminApi.act(staff.token, reference, body);
const detail = async (reference: string) => (await adminApi.detail(staff.token, reference)).body.data.order;
const refundLine = (lineId: string, quantity: number, restock = false) => ({ action: "refund", lines: [{ lineId, quantity }], includeShipping: false, restock });
/** The stand-in's refunds made for our refund `refundId`. */
const madeFor = (refundId: string) => [...stand.made.values()].filter((refund) => refund.metadata.refundId === refundId);

let eventCount = 0;
async function refundEvent(type: string, refund: { id: string; status: string; refundId: string; failure_reason?: string }) {
  eventCount += 1;
  const object = { id: refund.id, object: "refund", status: refund.status, failure_reason: refund.failure_reason ?? null, metadata: { refundId: refund.refundId } };
  const body = JSON.stringify({ id: `evt_outcome_${eventCount}`, object: "event", type, data: { object } });
  const answered = await postStripeWebhook(body, signStripeEvent(body, WEBHOOK_SECRET));
  expect(answered.status).toBe(200);
}

describe(`a card refund's outcome (${engineName()})`, () => {
  it("a refund whose Stripe call times out stays pending and is paid once: Stripe's webhook settles it, its amount never offered again", async () => {
    process.env.STRIPE_API_TIMEOUT_MS = "300"; // Stripe's client gives up on each of its three tries after 0.3 s
    const order = await insertOrder("paid", "stripe");
    const line = order.items[1];
    stand.hangNext = 3;
    const pending = (await act(order.reference, refundLine(line.id, 3))).body.data.order;
    const refundId = pending.refunds[0].id;
    expect(pending.refunds[0].status).toBe("pending");
    expect(pending.refundable[line.id]).toBe(9);
    expect(pending.timeline.map((event: Json) => event.type)).not.toContain("refundFailed");
    await refundEvent("refund.updated", { id: madeFor(refundId)[0].id, status: "succeeded", refundId });
    const settled = await detail(order.reference);
    expect(settled.refunds[0].status).toBe("succeeded");
    expect(settled.refundable[line.id]).toBe(9);
    expect(settled.fulfilment.refundedPence).toBe(pending.refunds[0].amount.gross);
    expect(madeFor(refundId)).toHaveLength(1);
    expect(stand.posts.filter((key) => key === `afc-refund-${refundId}`)).toHaveLength(3);
  });

  it("a refund whose connection drops after Stripe made it stays pending, is paid once, and its amount is never offered again", async () => {
    const order = await insertOrder("paid", "stripe");
    const line = order.items[0];
    stand.dropNext = 3; // the request and the client's two retries, all with the same idempotency key
    const first = await act(order.reference, refundLine(line.id, 1));
    expect(first.status).toBe(200);
    const pending = first.body.data.order;
    const refundId = pending.refunds[0].id;
    expect(pending.refunds[0]).toMatchObject({ status: "pending", amount: { gross: line.itemPrice.gross } });
    expect(pending.fulfilment.refundedPence).toBe(line.itemPrice.gross);
    expect(pending.refundable[line.id]).toBe(11);
    expect(pending.timeline.map((event: Json) => event.type)).not.toContain("refundFailed");
    expect(pending.timeline.filter((event: Json) => /^Refund of £[\d.]+: waiting for Stripe's answer/.test(String(event.summary)))).toHaveLength(1);
    expect(madeFor(refundId)).toHaveLength(1);

    // A new refund of the order first settles the unanswered one from Stripe, and never re-offers its unit.
    const tooMany = await act(order.reference, refundLine(line.id, 12));
    expect([tooMany.status, tooMany.body.message]).toEqual([409, `Only 11 of ${line.productName} are left to refund.`]);
    const second = await act(order.reference, refundLine(line.id, 11));
    expect(second.status).toBe(200);
    expect(madeFor(refundId)).toHaveLength(1);
    expect([...stand.made.values()].filter((refund) => refund.metadata.orderId === order.id)).toHaveLength(2);
    expect(second.body.data.order.refundable[line.id]).toBe(0);

    await refundEvent("refund.updated", { id: madeFor(refundId)[0].id, status: "succeeded", refundId });
    const settled = await detail(order.reference);
    expect(settled.refunds.find((refund: Json) => refund.id === refundId).status).toBe("succeeded");
    expect(settled.fulfilment.refundedPence).toBe(line.linePrice.gross);
    expect(settled.timeline.filter((event: Json) => event.type === "refunded")).toHaveLength(1);
  });

  it("a refund whose connection drops before Stripe made it is sent again with the same idempotency key before the next refund, and made once", async () => {
    const order = await insertOrder("paid", "stripe");
    const [first, second] = order.items;
    Object.assign(stand, { dropNext: 3, makeBeforeDrop: false });
    const pending = (await act(order.reference, refundLine(first.id, 2))).body.data.order;
    const refundId = pending.refunds[0].id;
    expect(pending.refunds[0].status).toBe("pending");
    expect(madeFor(refundId)).toHaveLength(0);

    const next = await act(order.reference, refundLine(second.id, 1));
    expect(next.status).toBe(200);
    expect(madeFor(refundId)).toHaveLength(1);
    expect(stand.posts.filter((key) => key === `afc-refund-${refundId}`)).toHaveLength(4);
    expect(next.body.data.order.refunds.map((refund: Json) => refund.status)).toEqual(["pending", "pending"]);
    expect(next.body.data.order.refundable).toEqual({ [first.id]: 10, [second.id]: 11 });
    // Answered now, it is settled by Stripe's webhook, not sent a third time.
    await act(order.reference, refundLine(second.id, 1));
    expect(stand.posts.filter((key) => key === `afc-refund-${refundId}`)).toHaveLength(4);
  });

  it("a refund that succeeded and then fails at Stripe is failed, its amount left to refund again, and shown on the timeline", async () => {
    const order = await insertOrder("paid", "stripe");
    stand.status = "succeeded";
    const refunded = await act(order.reference, { action: "refund", lines: order.items.map((item) => ({ lineId: item.id, quantity: 12 })), includeShipping: true, restock: false });
    expect(refunded.body.data.order).toMatchObject({ status: "refunded", refunds: [{ status: "succeeded" }] });
    const refundId = refunded.body.data.order.refunds[0].id;

    for (let i = 0; i < 2; i++) {
      await refundEvent("refund.failed", { id: madeFor(refundId)[0].id, status: "failed", refundId, failure_reason: "expired_or_canceled_card" });
    }
    await refundEvent("refund.updated", { id: madeFor(refundId)[0].id, status: "succeeded", refundId }); // late and out of order
    const failed = await detail(order.reference);
    expect(failed).toMatchObject({ status: "paid", refunds: [{ status: "failed" }], fulfilment: { refundedPence: 0 } });
    expect(failed.refundable).toEqual(Object.fromEntries(order.items.map((item) => [item.id, 12])));
    const events = failed.timeline.filter((event: Json) => event.type === "refundFailed");
    expect(events).toHaveLength(1);
    expect(events[0].summary).toContain("failed after it had succeeded: expired_or_canceled_card");
    expect(failed.actions.refund.allowed).toBe(true);
  });

  it("a failed refund with restock, then a cancel, leaves the stock exactly as before the order", async () => {
    const sku = smallBottles[0].sku;
    const order = await insertOrder("paid", "stripe");
    const beforeOrder = (await stockOf(sku)) + 12; // the order took 12 of the first product (insertOrder)
    stand.refusal = { status: 402, body: { error: { type: "card_error", message: "Your card was declined." } } };
    const refused = await act(order.reference, refundLine(order.items[0].id, 2, true));
    expect(refused.body.data.order.refunds[0].status).toBe("failed");
    stand.refusal = null;
    const cancelled = await act(order.reference, { action: "cancel" });
    expect(cancelled.body.data.order.status).toBe("cancelled");
    expect(await stockOf(sku)).toBe(beforeOrder);
  });

  it("a refund with restock, a cancel, then Stripe failing that refund: the stock is still exactly as before the order", async () => {
    const sku = smallBottles[0].sku;
    const order = await insertOrder("paid", "stripe");
    const beforeOrder = (await stockOf(sku)) + 12;
    stand.status = "succeeded";
    const refunded = await act(order.reference, refundLine(order.items[0].id, 2, true));
    const refundId = refunded.body.data.order.refunds[0].id;
    expect((await act(order.reference, { action: "cancel" })).body.data.order.status).toBe("cancelled");
    expect(await stockOf(sku)).toBe(beforeOrder);
    await refundEvent("refund.failed", { id: madeFor(refundId)[0].id, status: "failed", refundId });
    const after = await detail(order.reference);
    expect(after.refunds[0].status).toBe("failed");
    expect(await stockOf(sku)).toBe(beforeOrder);
    // The cancelled order may be refunded what failed, and that refund never restocks again.
    expect((await act(order.reference, refundLine(order.items[0].id, 2, true))).status).toBe(200);
    expect(await stockOf(sku)).toBe(beforeOrder);
  });

  it("a refund with restock that fails at Stripe after succeeding takes its units back, so redoing it restocks them once", async () => {
    const sku = smallBottles[0].sku;
    const order = await insertOrder("delivered", "stripe");
    const start = await stockOf(sku);
    stand.status = "succeeded";
    const refunded = await act(order.reference, refundLine(order.items[0].id, 2, true));
    const refundId = refunded.body.data.order.refunds[0].id;
    expect(await stockOf(sku)).toBe(start + 2);
    await refundEvent("refund.failed", { id: madeFor(refundId)[0].id, status: "failed", refundId });
    expect(await stockOf(sku)).toBe(start);
    expect((await detail(order.reference)).timeline.at(-1)).toMatchObject({ type: "refundFailed", summary: expect.stringContaining("2 units it put back in stock are taken off again") });
    await act(order.reference, refundLine(order.items[0].id, 2, true));
    expect(await stockOf(sku)).toBe(start + 2);
  });
});

describe("which Stripe errors are a refusal (the refund failed) rather than no answer (it may have been made)", () => {
  it("only an API error with a 4xx status other than 409 is a refusal", () => {
    const { StripeAPIError, StripeCardError, StripeConnectionError, StripeIdempotencyError, StripeInvalidRequestError } = Stripe.errors;
    expect(refusedByStripe(new StripeCardError({ message: "Your card was declined.", statusCode: 402 }))).toBe(true);
    expect(refusedByStripe(new StripeInvalidRequestError({ message: "Charge has already been refunded.", statusCode: 400 }))).toBe(true);
    expect(refusedByStripe(new StripeConnectionError({ message: "Request aborted due to timeout being reached (300ms)" }))).toBe(false);
    expect(refusedByStripe(new StripeAPIError({ message: "Internal error", statusCode: 500 }))).toBe(false);
    expect(refusedByStripe(new StripeIdempotencyError({ message: "A request with this key is in progress", statusCode: 409 }))).toBe(false);
    expect(refusedByStripe(new Error("socket hang up"))).toBe(false);
  });
});
