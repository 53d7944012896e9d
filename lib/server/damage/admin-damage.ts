import "server-only";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { planRefund } from "@/lib/orders/refunds";
import { damagePacksText, parseDamageReference } from "@/lib/damage/rules";
import { ADMIN_DAMAGE_FILTERS, type AdminDamageAction, type AdminDamageFilter, type AdminDamageRow, type DamageReportView, type DamageStatus } from "@/lib/damage/contract";
import { getDb, type Tx } from "../platform/db";
import type { Executor } from "../cart/carts";
import { damageReportPhotos, damageReports, orders } from "../schema";
import { recordActivity } from "../admin/activity";
import { addOrderEvent } from "../admin/events";
import { changeOrder, type Refusal } from "../admin/order-actions";
import { priorRefunds, refundsOf, type RefundRow } from "../admin/order-detail";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import { confirmationPath, orderView, type OrderRow } from "../orders/order-queries";
import { sendDamageRefused, sendDamageReplaced } from "../mail/damage-mails";
import { refundsOfOrders } from "../returns/returns";
import { damageStatusOf, damageViewOf, orderNumbersOf, type DamageRow } from "./reports";
import { placeReplacementOrder } from "./replacement";

// The back office's damage reports (issue 38.3): the list with photos, and what staff do to one
// report. Each action locks the order row, then finds the report as it stands, so two members of
// staff (or a double click) never settle one report twice. A refund is the order's own refund
// (changeOrder: the Stripe refund, the refund email, the log), with the drinks not restocked (they
// are broken or lost); a replacement is a new order at no charge (./replacement.ts).

export type DamageActionOutcome = { ok: true; value: DamageReportView } | Refusal;

const LIST_LIMIT = 200;
const STATUSES_OF: Record<AdminDamageFilter, readonly DamageStatus[] | null> = {
  open: ["reported"],
  refunded: ["refunded"],
  replaced: ["replaced"],
  refused: ["refused"],
  all: null,
};

/** The reports of one tab, newest first, with each tab's count. */
export async function listAdminDamage(filter: AdminDamageFilter): Promise<{ rows: AdminDamageRow[]; counts: Record<AdminDamageFilter, number> }> {
  const db = await getDb();
  const statuses = STATUSES_OF[filter];
  const found = await db
    .select({ report: damageReports, order: orders })
    .from(damageReports)
    .innerJoin(orders, eq(orders.id, damageReports.orderId))
    .where(statuses ? inArray(damageReports.status, [...statuses]) : undefined)
    .orderBy(desc(damageReports.createdAt))
    .limit(LIST_LIMIT);
  const [refunds, photos, numbers, byStatus] = await Promise.all([
    refundsOfOrders(db, [...new Set(found.map((f) => f.order.id))]),
    photosOf(db, found.map((f) => f.report.id)),
    orderNumbersOf(db, found.map((f) => f.report.replacementOrderId)),
    db.select({ status: damageReports.status, n: count() }).from(damageReports).groupBy(damageReports.status),
  ]);
  const counts = Object.fromEntries(
    ADMIN_DAMAGE_FILTERS.map((f) => [f, byStatus.filter((s) => STATUSES_OF[f]?.includes(s.status) ?? true).reduce((sum, s) => sum + Number(s.n), 0)]),
  ) as Record<AdminDamageFilter, number>;
  const rows = found.map(({ report, order }) => {
    const orderRefunds = refunds.filter((r) => r.orderId === order.id);
    const reportPhotos = photos.get(report.id) ?? [];
    const replacementNumber = report.replacementOrderId ? (numbers.get(report.replacementOrderId) ?? null) : null;
    const view = damageViewOf(order, report, { refunds: orderRefunds, photoCount: reportPhotos.length, replacementNumber });
    const { firstName, lastName } = order.deliveryAddress;
    return { ...view, customerEmail: order.email, customerName: `${firstName} ${lastName}`.trim(), photos: reportPhotos, refundPreviewPence: refundPreview(order, view, orderRefunds) };
  });
  return { rows, counts };
}

/** Each report's photos' places and sizes (not their bytes). */
async function photosOf(db: Executor, reportIds: string[]): Promise<Map<string, AdminDamageRow["photos"]>> {
  if (reportIds.length === 0) return new Map();
  const rows = await db
    .select({ reportId: damageReportPhotos.reportId, index: damageReportPhotos.position, width: damageReportPhotos.width, height: damageReportPhotos.height })
    .from(damageReportPhotos)
    .where(inArray(damageReportPhotos.reportId, reportIds))
    .orderBy(asc(damageReportPhotos.position));
  const byReport = new Map<string, AdminDamageRow["photos"]>();
  for (const { reportId, ...photo } of rows) byReport.set(reportId, [...(byReport.get(reportId) ?? []), photo]);
  return byReport;
}

/** What refunding the report would repay now, planned as the refund itself will be; null once closed or when nothing is left. */
function refundPreview(order: OrderRow, view: DamageReportView, refunds: RefundRow[]): number | null {
  if (view.status !== "reported") return null;
  const plan = planRefund(order.items, order.amounts, priorRefunds(refunds), { lines: [{ lineId: view.lineId, quantity: view.quantity }], includeShipping: false });
  return plan.ok && plan.total.gross > 0 ? plan.total.gross : null;
}

/** One photo of a report, for staff: its JPEG bytes, or null when there is no such report or photo. */
export async function damagePhoto(reference: string, index: number): Promise<Buffer | null> {
  const parsed = parseDamageReference(reference);
  if (!parsed || !Number.isSafeInteger(index) || index < 1) return null;
  const db = await getDb();
  const [found] = await db
    .select({ bytes: damageReportPhotos.bytes })
    .from(damageReportPhotos)
    .innerJoin(damageReports, eq(damageReports.id, damageReportPhotos.reportId))
    .innerJoin(orders, eq(orders.id, damageReports.orderId))
    .where(and(eq(orders.number, parsed.orderNumber), eq(damageReports.sequence, parsed.sequence), eq(damageReportPhotos.position, index)));
  return found?.bytes ?? null;
}

type Finder = (db: Executor) => Promise<DamageRow | undefined>;

/** Applies `action` by `member` to the report `reference`; `origin` is the site's public origin (links in emails). */
export async function applyDamageAction(member: StaffMember, reference: string, action: AdminDamageAction, origin: string): Promise<DamageActionOutcome> {
  const parsed = parseDamageReference(reference);
  const notFound: Refusal = { ok: false, status: 404, code: "reportNotFound", message: `There is no damage report ${reference}.` };
  if (!parsed) return notFound;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.number, parsed.orderNumber));
  if (!order) return notFound;
  const find: Finder = async (executor) =>
    (await executor.select().from(damageReports).where(and(eq(damageReports.orderId, order.id), eq(damageReports.sequence, parsed.sequence))))[0];
  if (!(await find(db))) return notFound;
  const outcome = action.action === "refund" ? await refundReport(member, order, find, origin) : await settleReport(member, order, find, action, origin);
  if (!outcome.ok) return outcome;
  return { ok: true, value: await currentView(db, order, (await find(db))!) };
}

async function currentView(db: Executor, order: OrderRow, report: DamageRow): Promise<DamageReportView> {
  const [refunds, numbers, photos] = await Promise.all([refundsOf(db, order.id), orderNumbersOf(db, [report.replacementOrderId]), photosOf(db, [report.id])]);
  const replacementNumber = report.replacementOrderId ? (numbers.get(report.replacementOrderId) ?? null) : null;
  return damageViewOf(order, report, { refunds, photoCount: photos.get(report.id)?.length ?? 0, replacementNumber });
}

const conflict = (message: string): Refusal => ({ ok: false, status: 409, code: "illegalDamageAction", message });

/** Why a report in this state cannot be settled, or null when it can. */
function refusalFor(status: DamageStatus): string | null {
  if (status === "refunded") return "This report was already refunded.";
  if (status === "replaced") return "A replacement was already sent for this report.";
  if (status === "refused") return "This report was already refused.";
  return null;
}

const statusNow = async (tx: Tx, report: DamageRow): Promise<DamageStatus> => damageStatusOf(report, await refundsOf(tx, report.orderId));

/** Replaces or refuses a reported line, under the order's row lock; then emails the customer. */
async function settleReport(member: StaffMember, order: OrderRow, find: Finder, action: Exclude<AdminDamageAction, { action: "refund" }>, origin: string) {
  const db = await getDb();
  const done = await db.transaction(async (tx): Promise<{ ok: true; report: DamageRow; replacement: OrderRow | null } | Refusal> => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    const report = (await find(tx))!;
    const refused = refusalFor(await statusNow(tx, report));
    if (refused) return conflict(refused);
    const now = new Date();
    const reference = damageViewOf(order, report, { refunds: [], photoCount: 0, replacementNumber: null }).reference;
    const item = order.items.find((candidate) => candidate.id === report.lineId);
    const packs = item ? damagePacksText(item, report.quantity) : `${report.quantity} packs`;
    let replacement: OrderRow | null = null;
    if (action.action === "replace") {
      const placed = await placeReplacementOrder(tx, order, report, reference, member);
      if (!placed.ok) return conflict(placed.message);
      replacement = placed.order;
      await tx.update(damageReports).set({ status: "replaced", replacementOrderId: placed.order.id, closedAt: now, updatedAt: now }).where(eq(damageReports.id, report.id));
      await addOrderEvent(tx, order.id, "damageReplaced", `${reference}: replacement ${formatOrderNumber(placed.order.number)} for ${packs}, at no charge`, member);
    } else {
      await tx.update(damageReports).set({ status: "refused", refusalReason: action.reason, closedAt: now, updatedAt: now }).where(eq(damageReports.id, report.id));
      await addOrderEvent(tx, order.id, "damageRefused", `${reference} refused: ${action.reason}`, member);
    }
    await recordActivity(tx, {
      member,
      action: action.action === "replace" ? "damage.replace" : "damage.refuse",
      orderId: order.id,
      subject: reference,
      before: { status: "reported" },
      // The reason's text is on the report, which an erasure rewrites; the append-only log keeps its length.
      after: action.action === "replace" ? { status: "replaced", replacementOrder: formatOrderNumber(replacement!.number) } : { status: "refused", reasonCharacters: action.reason.length },
    });
    return { ok: true, report: (await find(tx))!, replacement };
  });
  if (!done.ok) return done;
  const view = await currentView(db, order, done.report);
  const sent = done.replacement
    ? await sendDamageReplaced(orderView(order), view, `${origin}${confirmationPath(done.replacement.id, done.replacement.accessKey)}`)
    : await sendDamageRefused(orderView(order), view, `${origin}${confirmationPath(order.id, order.accessKey)}`);
  if (sent) await addOrderEvent(db, order.id, "emailSent", `Damage report ${view.reference} ${done.replacement ? "replacement" : "refused"} email sent to ${order.email}`);
  if (done.replacement) refreshCatalogue();
  return done;
}

/** Refunds a reported line through the order's refunds; nothing goes back on the shelf. */
async function refundReport(member: StaffMember, order: OrderRow, find: Finder, origin: string) {
  let reference = "";
  const changed = await changeOrder(
    {
      number: order.number,
      authorise: () => ({ kind: "staff", member }),
      // Settled on the locked row (`before`), so the refund repays what is left at that moment.
      action: { action: "refund", lines: [], includeShipping: false, restock: false },
      alongside: {
        before: async (tx, row) => {
          const report = (await find(tx))!;
          const refused = refusalFor(await statusNow(tx, report));
          if (refused) return conflict(refused);
          reference = damageViewOf(row, report, { refunds: [], photoCount: 0, replacementNumber: null }).reference;
          return { action: { action: "refund", restock: false, reason: `Damage report ${reference}`, lines: [{ lineId: report.lineId, quantity: report.quantity }], includeShipping: false } };
        },
        after: async (tx, row, refundId) => {
          const report = (await find(tx))!;
          const now = new Date();
          await tx.update(damageReports).set({ status: "refunded", refundId, closedAt: now, updatedAt: now }).where(eq(damageReports.id, report.id));
          await recordActivity(tx, { member, action: "damage.refund", orderId: row.id, subject: reference, before: { status: "reported" }, after: { status: "refunded", refundId } });
        },
      },
    },
    origin,
  );
  return changed.ok ? { ok: true as const } : changed;
}
