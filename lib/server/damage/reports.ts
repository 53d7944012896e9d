import "server-only";
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import type { DamageKind, DamageOffer, DamageReportView } from "@/lib/damage/contract";
import { DAMAGE_REFUSALS, damagePacksText, damageReference, damageWindow, judgeDamageReport, reportableLines } from "@/lib/damage/rules";
import { returnPackText } from "@/lib/returns/rules";
import { getDb, type Tx } from "../platform/db";
import type { Executor } from "../cart/carts";
import { damageReportPhotos, damageReports, orders } from "../schema";
import { recordActivity } from "../admin/activity";
import { addOrderEvent } from "../admin/events";
import { priorRefunds, refundsOf, type RefundRow } from "../admin/order-detail";
import { confirmationPath, orderView, type OrderRow } from "../orders/order-queries";
import { changeOwnOrder, readOrderById, type CustomerIdentity } from "../orders/own-order";
import { returnsOf, statusOf as returnStatusOf } from "../returns/returns";
import { sendDamageReported } from "../mail/damage-mails";
import type { EvidencePhoto } from "./evidence-photos";
import { damageStatusOf, reportsOf, type DamageRow } from "./holds";

export { damageStatusOf, type DamageRow };

// A customer's reports of damaged or missing items (issue 38.3; rules in lib/damage/rules.ts):
// what their order page offers, and the report itself, judged with the order row locked so two
// reports (two tabs, a double click) never claim the same packs twice. Staff's side: ./admin-damage.ts.


export interface DamageReportInput {
  lineId: string;
  quantity: number;
  kind: DamageKind;
  note: string | null;
  /** Already checked and re-encoded (./evidence-photos.ts). */
  photos: EvidencePhoto[];
}

export type DamageRefusal = { ok: false; status: 400 | 404 | 409; code: string; message: string };
export type DamageReportOutcome = { ok: true; value: DamageReportView } | DamageRefusal;


/** How many photos each report has, read without their bytes. */
export async function photoCountsOf(db: Executor, reportIds: string[]): Promise<Map<string, number>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select({ reportId: damageReportPhotos.reportId, n: sql<number>`count(*)` })
    .from(damageReportPhotos)
    .where(inArray(damageReportPhotos.reportId, reportIds))
    .groupBy(damageReportPhotos.reportId);
  return new Map(rows.map((row) => [row.reportId, Number(row.n)]));
}

/** A report as the customer and staff see it. `replacementNumber` is the replacement order's number, once sent. */
export function damageViewOf(
  order: Pick<OrderRow, "number" | "items">,
  row: DamageRow,
  facts: { refunds: readonly RefundRow[]; photoCount: number; replacementNumber: number | null },
): DamageReportView {
  const status = damageStatusOf(row, facts.refunds);
  const refund = status === "refunded" ? facts.refunds.find((r) => r.id === row.refundId) : undefined;
  const item = order.items.find((candidate) => candidate.id === row.lineId);
  return {
    reference: damageReference(order.number, row.sequence),
    orderReference: formatOrderNumber(order.number),
    status,
    kind: row.kind,
    lineId: row.lineId,
    productName: item?.productName ?? "",
    packText: returnPackText(item ?? { multipackQuantity: 1 }),
    quantity: row.quantity,
    note: row.note,
    photoCount: facts.photoCount,
    reportedAt: row.createdAt.toISOString(),
    closedAt: status === row.status ? (row.closedAt?.toISOString() ?? null) : null,
    refundedPence: refund ? refund.amountPence : null,
    replacementOrderReference: facts.replacementNumber !== null ? formatOrderNumber(facts.replacementNumber) : null,
    refusalReason: row.refusalReason,
  };
}

/** The numbers of replacement orders, by id. */
export async function orderNumbersOf(db: Executor, ids: (string | null)[]): Promise<Map<string, number>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, wanted));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** Every report of one order, as views. */
async function reportViewsOf(db: Executor, row: OrderRow, reports: DamageRow[], refunds: RefundRow[]): Promise<DamageReportView[]> {
  const [counts, numbers] = await Promise.all([photoCountsOf(db, reports.map((r) => r.id)), orderNumbersOf(db, reports.map((r) => r.replacementOrderId))]);
  return reports.map((report) =>
    damageViewOf(row, report, {
      refunds,
      photoCount: counts.get(report.id) ?? 0,
      replacementNumber: report.replacementOrderId ? (numbers.get(report.replacementOrderId) ?? null) : null,
    }),
  );
}

/** What the order page offers: whether a report may be made now (or why not), the lines, the reports so far. */
export async function damageOfferOf(db: Executor, row: OrderRow, now = new Date()): Promise<DamageOffer> {
  const [refunds, returns, reports] = await Promise.all([refundsOf(db, row.id), returnsOf(db, row.id), reportsOf(db, row.id)]);
  const window = damageWindow({ status: row.status, deliveredAt: row.deliveredAt }, now);
  const lines = reportableLines(
    row.items,
    priorRefunds(refunds),
    returns.map((ret) => ({ status: returnStatusOf(ret, refunds), lines: ret.lines })),
    reports.map((report) => ({ status: damageStatusOf(report, refunds), lineId: report.lineId, quantity: report.quantity })),
  );
  const nothingLeft = window.open && lines.every((line) => line.reportable === 0);
  return {
    orderReference: formatOrderNumber(row.number),
    open: window.open && !nothingLeft,
    reason: window.open ? (nothingLeft ? DAMAGE_REFUSALS.nothingLeft : null) : window.reason,
    windowEndsAt: window.open && window.endsAt ? window.endsAt.toISOString() : null,
    lines,
    reports: await reportViewsOf(db, row, reports, refunds),
  };
}

/** The offer for an order the page has already shown its customer (read by its id). */
export const damageOfferForOrder = (order: Pick<OrderView, "id">): Promise<DamageOffer | null> => readOrderById(order.id, (db, row) => damageOfferOf(db, row));

/**
 * Records a report on the order `reference` for its customer: the signed-in owner, or whoever
 * holds its link's secret. Anyone else's order is "not found", as an unknown one is.
 */
export async function reportDamage(reference: string, who: CustomerIdentity, input: DamageReportInput, origin: string): Promise<DamageReportOutcome> {
  const outcome = await changeOwnOrder(reference, who, async (tx, row, actor) => {
    const offer = await damageOfferOf(tx, row);
    if (!offer.open) return { ok: false, status: 409, code: "cannotReport", message: offer.reason ?? "This order cannot take a report now." } as const;
    const judged = judgeDamageReport(offer.lines, { lineId: input.lineId, quantity: input.quantity, kind: input.kind, photoCount: input.photos.length });
    if (!judged.ok) return { ok: false, status: 400, code: "invalidReport", message: judged.message } as const;
    return { ok: true, row, saved: await insertReport(tx, row, input, actor) } as const;
  });
  if (!outcome.ok) return outcome;
  const view = damageViewOf(outcome.row, outcome.saved, { refunds: [], photoCount: input.photos.length, replacementNumber: null });
  const sent = await sendDamageReported(orderView(outcome.row), view, `${origin}${confirmationPath(outcome.row.id, outcome.row.accessKey)}`);
  if (sent) await addOrderEvent(await getDb(), outcome.row.id, "emailSent", `Damage report ${view.reference} email sent to ${outcome.row.email}`);
  return { ok: true, value: view };
}

async function insertReport(tx: Tx, order: OrderRow, input: DamageReportInput, reportedBy: string): Promise<DamageRow> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${damageReports.sequence}), 0) + 1` })
    .from(damageReports)
    .where(eq(damageReports.orderId, order.id));
  const [saved] = await tx
    .insert(damageReports)
    .values({ id: randomUUID(), orderId: order.id, sequence: Number(next), status: "reported", kind: input.kind, lineId: input.lineId, quantity: input.quantity, note: input.note, reportedBy })
    .returning();
  if (input.photos.length) {
    await tx.insert(damageReportPhotos).values(input.photos.map((photo, index) => ({ reportId: saved.id, position: index + 1, width: photo.width, height: photo.height, bytes: photo.bytes })));
  }
  const reference = damageReference(order.number, saved.sequence);
  const item = order.items.find((candidate) => candidate.id === input.lineId)!;
  const what = input.kind === "missing" ? "missing" : "damaged";
  await addOrderEvent(tx, order.id, "damageReported", `${reference}: ${damagePacksText(item, input.quantity)} reported ${what} by the customer (${input.photos.length} ${input.photos.length === 1 ? "photo" : "photos"})`, null);
  await recordActivity(tx, {
    member: { uid: reportedBy, email: null },
    action: "damage.report",
    orderId: order.id,
    subject: reference,
    after: { status: "reported", kind: input.kind, lineId: input.lineId, quantity: input.quantity, photos: input.photos.length, ...(input.note ? { noteCharacters: input.note.length } : {}) },
  });
  return saved;
}
