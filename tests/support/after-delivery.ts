// What the integration tests of after-sales (returns, damage reports) share: a delivered order
// of the test catalogue, a local stand-in for Stripe's Refunds API that records the amounts it
// was asked for, the outbox's email of one kind for an order, and the activity log of an order.
import { readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/platform/db";
import { orders, staffActivity } from "@/lib/server/schema";
import { insertOrder, type TestOrder } from "./admin";
import { readBody } from "./request-body";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * A card order of 12 + 12 single small bottles owned by `customer` (null: a guest's), delivered
 * `hoursAgo` hours ago (null: only dispatched).
 */
export async function deliveredOrderHoursAgo(customer: string | null, hoursAgo: number | null): Promise<TestOrder & { accessKey: string }> {
  const order = await insertOrder("paid", "stripe");
  const db = await getDb();
  const status = hoursAgo === null ? "dispatched" : "delivered";
  const deliveredAt = hoursAgo === null ? null : new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await db.update(orders).set({ customer, status, dispatchedAt: new Date(Date.now() - 3 * DAY), deliveredAt }).where(eq(orders.id, order.id)).returning();
  return { ...order, accessKey: row.accessKey };
}

/** The same, delivered `daysAgo` days ago (null: only dispatched). */
export const deliveredOrder = (customer: string | null, daysAgo: number | null = 1) => deliveredOrderHoursAgo(customer, daysAgo === null ? null : daysAgo * 24);

export interface RefundStandIn {
  /** What each refund asked for, in pence, in order. */
  amounts: number[];
  /** Set to make the next refund come back "failed" (a closed card), as Stripe answers one. */
  failNext: boolean;
  close: () => Promise<void>;
}

/** Stripe's Refunds API on a local port: every refund succeeds unless `failNext` is set. */
export async function startRefundStandIn(prefix: string): Promise<RefundStandIn> {
  const amounts: number[] = [];
  const server: Server = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    if (request.method === "POST" && request.url === "/v1/refunds") amounts.push(Number(body.get("amount")));
    const status = standIn.failNext ? "failed" : "succeeded";
    standIn.failNext = false;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ id: `re_${prefix}_${amounts.length}`, object: "refund", status, amount: Number(body.get("amount")) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_SECRET_KEY = "sk_test_local_stand_in";
  process.env.STRIPE_API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: RefundStandIn = {
    amounts,
    failNext: false,
    close: async () => {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_API_BASE_URL;
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return standIn;
}

/** The outbox's email of `kind` for order `reference`, quoted-printable decoded; undefined if none was written. */
export async function outboxMail(reference: string, kind: string): Promise<string | undefined> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const name = (await readdir(dir)).find((file) => file.endsWith(`-${reference}-${kind}.eml`));
  if (!name) return undefined;
  const raw = await readFile(`${dir}/${name}`, "utf8");
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The activity log's actions on one order. */
export async function logOf(orderId: string): Promise<string[]> {
  const db = await getDb();
  return (await db.select().from(staffActivity).where(eq(staffActivity.orderId, orderId))).map((entry) => entry.action);
}
