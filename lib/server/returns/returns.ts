import "server-only";
import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { OrderView } from "@/lib/checkout/contract";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { RETURN_REASON_LABELS, type ReturnOffer, type ReturnReason, type ReturnStatus, type ReturnView } from "@/lib/returns/contract";
import { judgeReturnRequest, returnableLines, returnReference, returnWindow } from "@/lib/returns/rules";
import { getDb, type Tx } from "../platform/db";
import type { Executor } from "../cart/carts";
import { orderRefunds, orderReturns } from "../schema";
import { recordActivity } from "../admin/activity";
import { addOrderEvent } from "../admin/events";
import { priorRefunds, refundsOf, type RefundRow } from "../admin/order-detail";
import { confirmationPath, orderView, type OrderRow } from "../orders/order-queries";
import { changeOwnOrder, readOrderById, type CustomerIdentity } from "../orders/own-order";
import { sendReturnRequested } from "../mail/return-mails";
import { returnAddress } from "./return-address";
import { damageHoldsOf } from "../damage/holds";

// A customer's returns (issue 38.2; the rules are lib/returns/rules.ts): what their order page
// offers, and the request itself, judged with the order row locked so two requests (two tabs, a
// double click) can never return the same packs twice. Staff's side is ./admin-returns.ts.

export type ReturnRow = typeof orderReturns.$inferSelect;


export interface ReturnRequestInput {
  lines: { lineId: string; quantity: number }[];
  reason: ReturnReason;
  note: string | null;
  unopened: boolean;
}

export type ReturnRefusal = { ok: false; status: 400 | 404 | 409; code: string; message: string };
export type ReturnRequestOutcome = { ok: true; value: ReturnView; returnAddress: string[] } | ReturnRefusal;

const packText = (quantity: number) => (quantity > 1 ? `${quantity}-pack` : "Single");

export async function returnsOf(db: Executor, orderId: string): Promise<ReturnRow[]> {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.sequence));
}

/**
 * A return's status as it stands: a refunded return whose card refund failed is received again
 * (staff may refund it once more, and its packs stay counted), so no one is told of money that did not come.
 */
export function statusOf(row: ReturnRow, refunds: readonly RefundRow[]): ReturnStatus {
  const failed = row.status === "refunded" && refunds.some((r) => r.id === row.refundId && r.status === "failed");
  return failed ? "received" : row.status;
}

/** A return as the customer and staff see it (its status by statusOf). */
export function returnViewOf(order: Pick<OrderRow, "number" | "items">, row: ReturnRow, refunds: readonly RefundRow[]): ReturnView {
  const refund = row.refundId ? refunds.find((r) => r.id === row.refundId) : undefined;
  const refundFailed = statusOf(row, refunds) !== row.status;
  const items = new Map(order.items.map((item) => [item.id, item]));
  return {
    reference: returnReference(order.number, row.sequence),
    orderReference: formatOrderNumber(order.number),
    status: statusOf(row, refunds),
    reason: row.reason,
    note: row.note,
    lines: row.lines.map((line) => {
      const item = items.get(line.lineId);
      return { lineId: line.lineId, productName: item?.productName ?? "", packText: packText(item?.multipackQuantity ?? 1), quantity: line.quantity };
    }),
    requestedAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    closedAt: refundFailed ? null : (row.closedAt?.toISOString() ?? null),
    inspection: refundFailed ? null : row.inspection,
    refundedPence: refund && !refundFailed ? refund.amountPence : null,
    refusalReason: row.refusalReason,
  };
}

/** Each return as the rules count its packs. */
function standingReturns(rows: readonly ReturnRow[], refunds: readonly RefundRow[]) {
  return rows.map((row) => ({ status: statusOf(row, refunds), lines: row.lines }));
}

/** What the order page offers: whether a return may be asked for now (or why not), the lines, the returns so far. */
export async function returnOfferOf(db: Executor, row: OrderRow, now = new Date()): Promise<ReturnOffer> {
  const [refunds, rows] = await Promise.all([refundsOf(db, row.id), returnsOf(db, row.id)]);
  const window = returnWindow({ status: row.status, deliveredAt: row.deliveredAt }, now);
  // Packs reported damaged or missing are settled by their report, never also returned.
  const lines = returnableLines(row.items, priorRefunds(refunds), [...standingReturns(rows, refunds), ...(await damageHoldsOf(db, row.id, refunds))]);
  const nothingLeft = window.open && lines.every((line) => line.returnable === 0);
  return {
    orderReference: formatOrderNumber(row.number),
    open: window.open && !nothingLeft,
    reason: window.open ? (nothingLeft ? "Everything in this order has been returned or refunded." : null) : window.reason,
    windowEndsAt: window.open && window.endsAt ? window.endsAt.toISOString() : null,
    lines,
    returns: rows.map((r) => returnViewOf(row, r, refunds)),
  };
}

/** The offer for an order the page has already shown its customer (read by its id). */
export const returnOfferForOrder = (order: Pick<OrderView, "id">): Promise<ReturnOffer | null> => readOrderById(order.id, (db, row) => returnOfferOf(db, row));

/**
 * Records a return of the order `reference` for its customer: the signed-in owner, or whoever
 * holds its link's secret. Anyone else's order is "not found", as an unknown one is.
 */
export async function requestReturn(reference: string, who: CustomerIdentity, input: ReturnRequestInput, origin: string): Promise<ReturnRequestOutcome> {
  const outcome = await changeOwnOrder(reference, who, async (tx, row, actor) => {
    const offer = await returnOfferOf(tx, row);
    if (!offer.open) return { ok: false, status: 409, code: "cannotReturn", message: offer.reason ?? "This order cannot be returned." } as const;
    const judged = judgeReturnRequest(offer.lines, { lines: input.lines, unopened: input.unopened });
    if (!judged.ok) return { ok: false, status: 400, code: "invalidReturn", message: judged.message } as const;
    return { ok: true, row, saved: await insertReturn(tx, row, { ...input, lines: judged.lines }, actor) } as const;
  });
  if (!outcome.ok) return outcome;
  const view = returnViewOf(outcome.row, outcome.saved, []);
  const address = returnAddress();
  const sent = await sendReturnRequested(orderView(outcome.row), view, address, `${origin}${confirmationPath(outcome.row.id, outcome.row.accessKey)}`);
  if (sent) await addOrderEvent(await getDb(), outcome.row.id, "emailSent", `Return ${view.reference} email sent to ${outcome.row.email}`);
  return { ok: true, value: view, returnAddress: address };
}

async function insertReturn(tx: Tx, order: OrderRow, input: ReturnRequestInput, requestedBy: string): Promise<ReturnRow> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${orderReturns.sequence}), 0) + 1` })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id));
  const [saved] = await tx
    .insert(orderReturns)
    .values({ id: randomUUID(), orderId: order.id, sequence: Number(next), status: "requested", reason: input.reason, note: input.note, lines: input.lines, requestedBy })
    .returning();
  const reference = returnReference(order.number, saved.sequence);
  const packs = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  await addOrderEvent(tx, order.id, "returnRequested", `Return ${reference} requested by the customer: ${packs} ${packs === 1 ? "pack" : "packs"} (${RETURN_REASON_LABELS[input.reason]})`, null);
  await recordActivity(tx, {
    member: { uid: requestedBy, email: null },
    action: "return.request",
    orderId: order.id,
    subject: reference,
    after: { status: "requested", lines: input.lines, reason: input.reason, ...(input.note ? { noteCharacters: input.note.length } : {}) },
  });
  return saved;
}

/** The refunds of many orders at once (the back office's list of returns); callers group them by order. */
export async function refundsOfOrders(db: Executor, orderIds: string[]): Promise<RefundRow[]> {
  return orderIds.length ? db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)) : [];
}

