import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { ADMIN_TAB_STATUSES, type AdminOrderDetail, type RefundView, type TimelineEvent } from "@/lib/admin/contract";
import { moneyFromGross } from "@/lib/cart/money";
import { decide, STAFF_ACTIONS, type LifecycleFacts } from "@/lib/orders/lifecycle";
import { lineRefundStates, shippingLeft, type PriorRefund } from "@/lib/orders/refunds";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { orderView, type OrderRow } from "../orders/order-queries";
import { orderEvents, orderRefunds, orders } from "../schema";

// One order as the back office sees it: the customer's view, its refunds, its timeline, and what
// each staff action would do now (lib/orders/lifecycle.ts), so the page offers only what is allowed.

export type RefundRow = typeof orderRefunds.$inferSelect;

/** "AFC-100001", "afc100001" or "100001" → 100001; anything else → null. */
export function numberOfReference(reference: string): number | null {
  const match = /^(?:AFC-?)?(\d{1,10})$/i.exec(reference.trim());
  const number = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null;
}

export const lifecycleFacts = (row: OrderRow): LifecycleFacts => ({
  status: row.status,
  paymentMethod: row.paymentMethod,
  paid: row.paidAt !== null,
  totalPence: row.amounts.totalPrice.gross,
  refundedPence: row.refundedPence,
});

/** Refunds that count against what is left to refund: all but the failed ones. */
export const priorRefunds = (refunds: readonly RefundRow[]): PriorRefund[] =>
  refunds.filter((refund) => refund.status !== "failed").map((refund) => ({ lines: refund.lines, shippingPence: refund.shippingPence }));

export async function refundsOf(db: Executor, orderId: string): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt));
}

/** The full back-office view of an order row (reads its refunds and timeline). */
export async function detailOf(db: Executor, row: OrderRow): Promise<AdminOrderDetail> {
  const [refunds, events] = await Promise.all([
    refundsOf(db, row.id),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
  ]);
  const view = orderView(row);
  const names = new Map(view.items.map((item) => [item.id, item.productName]));
  const prior = priorRefunds(refunds);
  const facts = lifecycleFacts(row);
  const actions = Object.fromEntries(
    STAFF_ACTIONS.map((action) => {
      // A refund is judged on the smallest amount one could ask for (1p): is anything left at all?
      const decision = decide(facts, action, 1);
      return [action, decision.ok ? { allowed: true } : { allowed: false, reason: decision.message }];
    }),
  ) as AdminOrderDetail["actions"];
  return {
    ...view,
    paid: row.paidAt !== null,
    refunds: refunds.map(
      (refund): RefundView => ({
        id: refund.id,
        status: refund.status,
        amount: moneyFromGross(refund.amountPence),
        lines: refund.lines.map((line) => ({
          lineId: line.lineId,
          productName: names.get(line.lineId) ?? line.lineId,
          quantity: line.quantity,
          amount: moneyFromGross(line.amountPence),
        })),
        shipping: moneyFromGross(refund.shippingPence),
        restocked: refund.restock,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
        createdBy: { uid: refund.createdByUid, email: refund.createdByEmail },
      }),
    ),
    timeline: events.map(
      (event): TimelineEvent => ({
        id: event.id,
        type: event.type,
        at: event.createdAt.toISOString(),
        actor: event.actorUid ? { uid: event.actorUid, email: event.actorEmail } : null,
        summary: event.summary,
      }),
    ),
    refundable: Object.fromEntries(lineRefundStates(view.items, prior).map((line) => [line.lineId, line.ordered - line.refunded])),
    shippingRefundablePence: shippingLeft(row.amounts, prior),
    actions,
  };
}

/** The order with reference "AFC-100001" (or "100001"), or null. */
export async function adminOrderDetail(reference: string): Promise<AdminOrderDetail | null> {
  const number = numberOfReference(reference);
  if (number === null) return null;
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return row ? detailOf(db, row) : null;
}

/** Every order in the To pack tab, oldest first, in full (the batch packing slips), at most `limit`. */
export async function ordersToPack(limit = 200): Promise<AdminOrderDetail[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.status, [...ADMIN_TAB_STATUSES.toPack]))
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(limit);
  const details: AdminOrderDetail[] = [];
  for (const row of rows) details.push(await detailOf(db, row));
  return details;
}
