import "server-only";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { planRefund } from "@/lib/orders/refunds";
import { parseReturnReference, returnRefundRequest } from "@/lib/returns/rules";
import {
  ADMIN_RETURN_FILTERS,
  type AdminReturnAction,
  type AdminReturnFilter,
  type AdminReturnRow,
  type ReturnInspection,
  type ReturnStatus,
  type ReturnView,
} from "@/lib/returns/contract";
import { getDb, type Tx } from "../platform/db";
import { orderReturns, orders } from "../schema";
import { recordActivity } from "../admin/activity";
import { addOrderEvent } from "../admin/events";
import { changeOrder, type Refusal } from "../admin/order-actions";
import { priorRefunds, refundsOf, type RefundRow } from "../admin/order-detail";
import { confirmationPath, orderView, type OrderRow } from "../orders/order-queries";
import { sendReturnReceived, sendReturnRefused } from "../mail/return-mails";
import { refundsOfOrders, returnViewOf, statusOf, type ReturnRow } from "./returns";
import type { Executor } from "../cart/carts";

// The back office's returns (issue 38.2): the list, and what staff do to one return. Each action
// locks the order row, then finds the return as it stands, so two members of staff (or a double
// click) never move one return twice. A refund is the order's own refund (changeOrder in
// lib/server/admin/order-actions.ts: the Stripe refund, restock, the refund email, the log), with
// the return marked refunded in the same transaction.

export type ReturnActionOutcome = { ok: true; value: ReturnView } | Refusal;

const LIST_LIMIT = 200;
const STATUSES_OF: Record<AdminReturnFilter, readonly ReturnStatus[] | null> = {
  open: ["requested", "received"],
  requested: ["requested"],
  received: ["received"],
  refunded: ["refunded"],
  refused: ["refused"],
  all: null,
};

/** The returns of one tab, newest first, with each tab's count. */
export async function listAdminReturns(filter: AdminReturnFilter): Promise<{ rows: AdminReturnRow[]; counts: Record<AdminReturnFilter, number> }> {
  const db = await getDb();
  const statuses = STATUSES_OF[filter];
  const found = await db
    .select({ ret: orderReturns, order: orders })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(statuses ? inArray(orderReturns.status, [...statuses]) : undefined)
    .orderBy(desc(orderReturns.createdAt))
    .limit(LIST_LIMIT);
  const refunds = await refundsOfOrders(db, [...new Set(found.map((f) => f.order.id))]);
  const byStatus = await db.select({ status: orderReturns.status, n: count() }).from(orderReturns).groupBy(orderReturns.status);
  const counts = Object.fromEntries(
    ADMIN_RETURN_FILTERS.map((f) => [f, byStatus.filter((s) => STATUSES_OF[f]?.includes(s.status) ?? true).reduce((sum, s) => sum + Number(s.n), 0)]),
  ) as Record<AdminReturnFilter, number>;
  return { rows: found.map(({ ret, order }) => adminRow(order, ret, refunds.filter((r) => r.orderId === order.id))), counts };
}

function adminRow(order: OrderRow, ret: ReturnRow, refunds: RefundRow[]): AdminReturnRow {
  const view = returnViewOf(order, ret, refunds);
  const { firstName, lastName } = order.deliveryAddress;
  return { ...view, customerEmail: order.email, customerName: `${firstName} ${lastName}`.trim(), refundPreviewPence: refundPreview(order, ret, view, refunds) };
}

/** What refunding the return would repay now, planned as the refund itself will be; null once closed. */
function refundPreview(order: OrderRow, ret: ReturnRow, view: ReturnView, refunds: RefundRow[]): number | null {
  if (view.status === "refunded" || view.status === "refused") return null;
  const prior = priorRefunds(refunds);
  const plan = planRefund(order.items, order.amounts, prior, returnRefundRequest(order.items, order.amounts, prior, ret.lines));
  return plan.ok ? plan.total.gross : null;
}

/** Applies `action` by `member` to the return `reference`; `origin` is the site's public origin (links in emails). */
export async function applyReturnAction(member: StaffMember, reference: string, action: AdminReturnAction, origin: string): Promise<ReturnActionOutcome> {
  const parsed = parseReturnReference(reference);
  const notFound: Refusal = { ok: false, status: 404, code: "returnNotFound", message: `There is no return ${reference}.` };
  if (!parsed) return notFound;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.number, parsed.orderNumber));
  if (!order) return notFound;
  const find: Finder = async (tx) => (await tx.select().from(orderReturns).where(and(eq(orderReturns.orderId, order.id), eq(orderReturns.sequence, parsed.sequence))))[0];
  if (!(await find(db))) return notFound;
  const outcome = action.action === "refund" ? await refundReturn(member, order, find, action.inspection, origin) : await moveReturn(member, order, find, action, origin);
  if (!outcome.ok) return outcome;
  const [after, refunds] = await Promise.all([find(db), refundsOf(db, order.id)]);
  return { ok: true, value: returnViewOf(order, after!, refunds) };
}

const conflict = (message: string): Refusal => ({ ok: false, status: 409, code: "illegalReturnAction", message });

/** Why a return in this state cannot take this step, or null when it can. */
function refusalFor(status: ReturnStatus, step: AdminReturnAction["action"]): string | null {
  if (status === "refunded") return "This return was already refunded.";
  if (status === "refused") return "This return was already refused.";
  if (step === "receive" && status === "received") return "This return was already marked received.";
  if (step === "refund" && status === "requested") return "Mark the return received before you refund it.";
  return null;
}

/** The return's status as it stands now (statusOf: a failed refund leaves it received). */
const statusNow = async (tx: Tx, ret: ReturnRow): Promise<ReturnStatus> => statusOf(ret, await refundsOf(tx, ret.orderId));

type Finder = (db: Executor) => Promise<ReturnRow | undefined>;

async function moveReturn(member: StaffMember, order: OrderRow, find: Finder, action: Exclude<AdminReturnAction, { action: "refund" }>, origin: string) {
  const db = await getDb();
  const done = await db.transaction(async (tx): Promise<{ ok: true; ret: ReturnRow } | Refusal> => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
    const ret = (await find(tx))!;
    const before = await statusNow(tx, ret);
    const refused = refusalFor(before, action.action);
    if (refused) return conflict(refused);
    const now = new Date();
    const reference = returnViewOf(order, ret, []).reference;
    if (action.action === "receive") {
      await tx.update(orderReturns).set({ status: "received", receivedAt: now, updatedAt: now }).where(eq(orderReturns.id, ret.id));
      await addOrderEvent(tx, order.id, "returnReceived", `Return ${reference} received`, member);
    } else {
      await tx.update(orderReturns).set({ status: "refused", refusalReason: action.reason, closedAt: now, updatedAt: now }).where(eq(orderReturns.id, ret.id));
      await addOrderEvent(tx, order.id, "returnRefused", `Return ${reference} refused: ${action.reason}`, member);
    }
    await recordActivity(tx, {
      member,
      action: action.action === "receive" ? "return.receive" : "return.refuse",
      orderId: order.id,
      subject: reference,
      before: { status: before },
      // The reason's text is on the return, which an erasure rewrites; the append-only log keeps its length.
      after: { status: action.action === "receive" ? "received" : "refused", ...(action.action === "refuse" ? { reasonCharacters: action.reason.length } : {}) },
    });
    return { ok: true, ret: (await find(tx))! };
  });
  if (!done.ok) return done;
  const view = returnViewOf(order, done.ret, []);
  const url = `${origin}${confirmationPath(order.id, order.accessKey)}`;
  const sent = action.action === "receive" ? await sendReturnReceived(orderView(order), view, url) : await sendReturnRefused(orderView(order), view, url);
  if (sent) await addOrderEvent(db, order.id, "emailSent", `Return ${view.reference} ${action.action === "receive" ? "received" : "refused"} email sent to ${order.email}`);
  return done;
}

/** Refunds a received return through the order's refunds, its drinks restocked or written off. */
async function refundReturn(member: StaffMember, order: OrderRow, find: Finder, inspection: ReturnInspection, origin: string) {
  const restock = inspection === "restock";
  let reference = "";
  const changed = await changeOrder(
    {
      number: order.number,
      authorise: () => ({ kind: "staff", member }),
      // Settled on the locked row (`before`), so the refund repays what is left at that moment.
      action: { action: "refund", lines: [], includeShipping: false, restock },
      alongside: {
        before: async (tx, row) => {
          const ret = (await find(tx))!;
          const refused = refusalFor(await statusNow(tx, ret), "refund");
          if (refused) return conflict(refused);
          reference = returnViewOf(row, ret, []).reference;
          const request = returnRefundRequest(row.items, row.amounts, priorRefunds(await refundsOf(tx, row.id)), ret.lines);
          return { action: { action: "refund", restock, reason: `Return ${reference}`, ...request } };
        },
        after: async (tx, row, refundId) => {
          const ret = (await find(tx))!;
          const now = new Date();
          await tx.update(orderReturns).set({ status: "refunded", inspection, refundId, closedAt: now, updatedAt: now }).where(eq(orderReturns.id, ret.id));
          await recordActivity(tx, { member, action: "return.refund", orderId: row.id, subject: reference, before: { status: "received" }, after: { status: "refunded", inspection, refundId } });
        },
      },
    },
    origin,
  );
  return changed.ok ? { ok: true as const } : changed;
}
