import "server-only";
import { releaseCodes } from "../discounts/discounts";
import { eq, sql } from "drizzle-orm";
import type { ActivityAction, AdminOrderDetail, StaffMember } from "@/lib/admin/contract";
import type { ParsedAdminOrderAction } from "@/lib/admin/schemas";
import { formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import { CARRIER_DETAILS, checkTrackingNumber } from "@/lib/orders/carriers";
import { CUSTOMER_CANCEL_EVENT } from "@/lib/orders/customer-cancel";
import { decide } from "@/lib/orders/lifecycle";
import { fullRefundRequest, planRefund, refundUnitsBySku, type RefundPlan, type RefundRequest } from "@/lib/orders/refunds";
import { getDb, type Tx } from "../platform/db";
import { sendOrderCancelled, sendOrderDispatched, sendOrderRefunded } from "../mail/order-mails";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import { scheduleBackInStockEmails } from "../stock-alerts/notify";
import { confirmationPath, orderView, type OrderRow } from "../orders/order-queries";
import { unitsBySku } from "@/lib/orders/units";
import { orders, products } from "../schema";
import { customerActor, recordActivity } from "./activity";
import { poundsText } from "@/lib/cart/money";
import { addOrderEvent } from "./events";
import { adminOrderDetail, lifecycleFacts, numberOfReference, priorRefunds, refundsOf } from "./order-detail";
import { reconcileUnansweredRefunds, recordRefund, sendRefundToStripe } from "./refund-payments";

// An action on one order, enforced by the server (docs/decisions/order-lifecycle.md): in ONE
// transaction the order row is locked (SELECT … FOR UPDATE), the lifecycle decides on the state it
// finds, and the change, its timeline event and its activity-log entry are written together. Of two
// people acting on one order at once, the second waits for the lock, then finds the new state and
// is refused with 409. What talks to the outside (Stripe, email) happens after the commit.
// Staff drive every action (applyOrderAction); the order's customer drives only its cancel, through
// the same code (lib/server/orders/customer-cancel.ts), so a cancel has one set of effects.

export type ActionOutcome = { ok: true; order: AdminOrderDetail } | { ok: false; status: 400 | 404 | 409; code: string; message: string };
export type Refusal = Extract<ActionOutcome, { ok: false }>;

/** Who acts: a member of staff, or the order's customer (`uid` when signed in as its owner, null through a guest's order link). */
export type OrderActor = { kind: "staff"; member: StaffMember } | { kind: "customer"; uid: string | null };

class Refused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.message);
  }
}
const refuse = (status: 400 | 404 | 409, code: string, message: string) => new Refused({ ok: false, status, code, message });

/** What to do once the transaction has committed. */
type FollowUp =
  | { kind: "dispatched" }
  | { kind: "cancelled"; refundId: string | null; refundedPence: number }
  | { kind: "refunded"; refundId: string; plan: RefundPlan }
  | { kind: "stockChanged" };

interface Applied {
  row: OrderRow;
  followUps: FollowUp[];
}

/** One change of the order numbered `number`. */
export interface OrderChange {
  number: number;
  action: ChangeAction;
  /**
   * Who acts on this row, or why they may not: judged on the row as first read, then again on the
   * locked row inside the transaction (so it sees what a concurrent action left).
   */
  authorise: (row: OrderRow) => OrderActor | Refusal;
  /**
   * The caller's own records, written in the same transaction (a return refunded by this refund):
   * `before` runs on the locked row and may refuse, or settle the action on what it finds there;
   * `after` is told the refund this change made.
   */
  alongside?: {
    before?: (tx: Tx, row: OrderRow) => Promise<Refusal | { action: ChangeAction }>;
    after: (tx: Tx, row: OrderRow, refundId: string | null) => Promise<void>;
  };
}

/** A refund may cap what it repays of the delivery charge (a returned order repays standard delivery at most). */
type ChangeAction = ParsedAdminOrderAction & { maxShippingPence?: number };

/** Applies `action` by `member` to the order `reference`; `origin` is the site's public origin (links in emails). */
export async function applyOrderAction(member: StaffMember, reference: string, action: ParsedAdminOrderAction, origin: string): Promise<ActionOutcome> {
  const number = numberOfReference(reference);
  if (number === null) return { ok: false, status: 404, code: "orderNotFound", message: `There is no order ${reference}.` };
  const changed = await changeOrder({ number, action, authorise: () => ({ kind: "staff", member }) }, origin);
  return changed.ok ? { ok: true, order: (await adminOrderDetail(reference))! } : changed;
}

/**
 * Applies one change (see OrderChange), then its follow-ups; answers the order's id. Each caller
 * reads the order back in the shape it shows (the back office's detail, the customer's view).
 */
export async function changeOrder(change: OrderChange, origin: string): Promise<{ ok: true; orderId: string } | Refusal> {
  const { number, action, authorise } = change;
  const notFound: Refusal = { ok: false, status: 404, code: "orderNotFound", message: `There is no order ${formatOrderNumber(number)}.` };
  const db = await getDb();
  const [found] = await db.select().from(orders).where(eq(orders.number, number));
  if (!found) return notFound;
  const early = authorise(found);
  if ("ok" in early) return early;
  // A card refund whose Stripe answer never came may have been paid: settle it first (sent again
  // with its own idempotency key), so the new refund is planned on what Stripe really did.
  if (action.action === "refund" || action.action === "cancel") await reconcileUnansweredRefunds(found.id);
  let applied: Applied;
  try {
    applied = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
      if (!row) throw new Refused(notFound);
      const actor = authorise(row);
      if ("ok" in actor) throw new Refused(actor);
      const settled = change.alongside?.before ? await change.alongside.before(tx, row) : { action };
      if ("ok" in settled) throw new Refused(settled);
      const done = await applyInTransaction(tx, actor, row, settled.action);
      await change.alongside?.after(tx, row, done.followUps.find((f) => f.kind === "refunded")?.refundId ?? null);
      return done;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  await runFollowUps(applied, origin);
  return { ok: true, orderId: applied.row.id };
}

/** How the records name who acted: `member` on the timeline (none for a customer), `by` in the log and on a refund. */
function namesOf(actor: OrderActor): { member: StaffMember | null; by: StaffMember } {
  return actor.kind === "staff" ? { member: actor.member, by: actor.member } : { member: null, by: customerActor(actor.uid) };
}

async function applyInTransaction(tx: Tx, actor: OrderActor, row: OrderRow, action: ChangeAction): Promise<Applied> {
  // A customer may only cancel (their own rule has judged it: lib/orders/customer-cancel.ts).
  if (actor.kind === "customer" && action.action !== "cancel") throw new Error(`A customer cannot ${action.action} an order.`);
  const now = new Date();
  const reference = formatOrderNumber(row.number);
  // The timeline names a member of staff; a customer's event has none (its summary says who). The
  // activity log and a refund always name someone: the member, or the customer (customerActor).
  const { member, by } = namesOf(actor);
  const log = (name: ActivityAction, after: Record<string, unknown>) =>
    recordActivity(tx, { member: by, action: name, orderId: row.id, subject: reference, before: { status: row.status }, after });
  if (action.action === "note") {
    await addOrderEvent(tx, row.id, "note", action.text, member);
    // The text stays on the order's timeline, which an erasure can reach; the append-only log keeps
    // only that a note was added, so it never holds a customer's words (docs/privacy.md).
    await recordActivity(tx, { member: by, action: "order.note", orderId: row.id, subject: reference, after: { noteCharacters: action.text.length } });
    return { row, followUps: [] };
  }

  // A refund is first judged on the order's state (is it paid, is anything left?), then on its amount.
  const facts = lifecycleFacts(row);
  const early = decide(facts, action.action, 1);
  if (!early.ok) throw refuse(409, "illegalTransition", early.message);
  const refundPence = action.action === "refund" ? (await plannedRefund(tx, row, action)).total.gross : 0;
  const decision = action.action === "refund" ? decide(facts, "refund", refundPence) : early;
  if (!decision.ok) throw refuse(409, "illegalTransition", decision.message);
  const set = (values: Partial<typeof orders.$inferInsert>) => tx.update(orders).set({ ...values, updatedAt: now }).where(eq(orders.id, row.id));

  switch (action.action) {
    case "pack":
      await set({ status: "packed", packedAt: now });
      await addOrderEvent(tx, row.id, "packed", "Packed", member);
      await log("order.pack", { status: "packed" });
      return { row, followUps: [] };
    case "dispatch": {
      const tracking = checkTrackingNumber(action.carrier, action.trackingNumber);
      if (!tracking.ok) throw refuse(400, "invalidTrackingNumber", tracking.message);
      const carrier = CARRIER_DETAILS[action.carrier].name;
      await set({ status: "dispatched", dispatchedAt: now, carrier: action.carrier, trackingNumber: tracking.trackingNumber });
      await addOrderEvent(tx, row.id, "dispatched", `Dispatched with ${carrier}, tracking number ${tracking.trackingNumber}`, member);
      await log("order.dispatch", { status: "dispatched", carrier, trackingNumber: tracking.trackingNumber });
      return { row, followUps: [{ kind: "dispatched" }] };
    }
    case "deliver":
      await set({ status: "delivered", deliveredAt: now, ...(decision.becomesPaid ? { paidAt: now } : {}) });
      await addOrderEvent(tx, row.id, "delivered", "Delivered", member);
      if (decision.becomesPaid) await addOrderEvent(tx, row.id, "paid", `Paid on delivery: ${poundsText(row.amounts.totalPrice.gross)}`, member);
      await log("order.deliver", { status: "delivered", ...(decision.becomesPaid ? { paid: true } : {}) });
      return { row, followUps: [] };
    case "cancel":
      await set({ status: "cancelled", cancelledAt: now });
      return cancelInTransaction(tx, row, actor, { refundInFull: decision.refundInFull, reason: action.reason }, log);
    case "refund": {
      const plan = await plannedRefund(tx, row, action);
      // A cancelled order's units are back already (its cancel returned every one not restocked by a
      // refund standing then), so a later refund of it never restocks them a second time.
      const restock = action.restock && row.status !== "cancelled";
      const refundId = await recordRefund(tx, row, { plan, restock, reason: action.reason ?? null, member: by, statusAfter: decision.to });
      if (restock) await returnStock(tx, refundUnitsBySku(row.items, plan.lines));
      await log("order.refund", {
        status: decision.to,
        refundedPence: plan.total.gross,
        lines: plan.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
        shipping: plan.shipping.gross,
        restock,
        refundId,
        ...(action.reason ? { reasonCharacters: action.reason.length } : {}), // the text is on the refund, which an erasure rewrites
      });
      return { row, followUps: [{ kind: "refunded", refundId, plan }, ...(restock ? [{ kind: "stockChanged" } as const] : [])] };
    }
  }
}

/**
 * A cancel's effects on the locked order, whoever asked (its status is already set): every unit not
 * yet restocked back on the shelf, its codes' uses given back, the timeline event, a paid order's
 * refund in full, and the log entry; the refund is sent and the email goes after the commit.
 */
async function cancelInTransaction(
  tx: Tx,
  row: OrderRow,
  actor: OrderActor,
  { refundInFull, reason }: { refundInFull: boolean; reason?: string },
  log: (name: ActivityAction, after: Record<string, unknown>) => Promise<void>,
): Promise<Applied> {
  const { member, by } = namesOf(actor);
  await returnStock(tx, await unitsNotYetReturned(tx, row));
  await releaseCodes(tx, row.id);
  const summary = actor.kind === "customer" ? `${CUSTOMER_CANCEL_EVENT}, stock returned` : `Cancelled, stock returned${reason ? ` (${reason})` : ""}`;
  await addOrderEvent(tx, row.id, "cancelled", summary, member);
  let refundId: string | null = null;
  let refundedPence = 0;
  if (refundInFull) {
    const plan = await plannedRefund(tx, row, { ...fullRefundRequest(row.items, priorRefunds(await refundsOf(tx, row.id))) });
    if (plan.total.gross > 0) {
      refundId = await recordRefund(tx, { ...row, status: "cancelled" }, { plan, restock: false, reason: "Order cancelled", member: by, timelineActor: member, statusAfter: "cancelled" });
      refundedPence = plan.total.gross;
    }
  }
  // The reason's text stays on the timeline, which an erasure rewrites; the append-only log keeps its length.
  await log("order.cancel", { status: "cancelled", ...(refundedPence ? { refundedPence, refundId } : {}), ...(reason ? { reasonCharacters: reason.length } : {}) });
  return { row, followUps: [{ kind: "cancelled", refundId, refundedPence }, { kind: "stockChanged" }] };
}

/** The refund a request asks for, against the refunds already made; refused with 409 and the reason. */
async function plannedRefund(tx: Tx, row: OrderRow, request: RefundRequest): Promise<RefundPlan> {
  const plan = planRefund(row.items, row.amounts, priorRefunds(await refundsOf(tx, row.id)), request);
  if (!plan.ok) throw refuse(409, "illegalRefund", plan.message);
  return plan;
}

/**
 * Units still out of stock for this order: what it took, less what refunds standing now (pending or
 * succeeded) put back. A failed refund took its units back off the shelf when it failed
 * (takeBackStock in ./refund-payments.ts), so the cancel returns them: each unit exactly once.
 */
async function unitsNotYetReturned(tx: Tx, row: OrderRow): Promise<Map<string, number>> {
  const units = unitsBySku(row.items);
  for (const refund of await refundsOf(tx, row.id)) {
    if (!refund.restock || refund.status === "failed") continue;
    for (const [sku, count] of refundUnitsBySku(row.items, refund.lines)) units.set(sku, (units.get(sku) ?? 0) - count);
  }
  return units;
}

/** Puts units back on the shelf, SKUs in a fixed order (no deadlocks with orders taking stock). */
async function returnStock(tx: Tx, units: Map<string, number>): Promise<void> {
  for (const sku of [...units.keys()].sort()) {
    const count = units.get(sku)!;
    if (count > 0) await tx.update(products).set({ stock: sql`${products.stock} + ${count}` }).where(eq(products.sku, sku));
  }
}

async function runFollowUps({ row, followUps }: Applied, origin: string): Promise<void> {
  const db = await getDb();
  const current = async (): Promise<OrderView> => orderView((await db.select().from(orders).where(eq(orders.id, row.id)))[0]);
  const url = `${origin}${confirmationPath(row.id, row.accessKey)}`;
  const emailed = async (sent: boolean, what: string) => {
    if (sent) await addOrderEvent(db, row.id, "emailSent", `${what} email sent to ${row.email}`);
  };
  for (const followUp of followUps) {
    if (followUp.kind === "stockChanged") {
      refreshCatalogue();
      scheduleBackInStockEmails(origin); // in the background: never delays or fails the action (issue 28.3)
    }
    if (followUp.kind === "dispatched") await emailed(await sendOrderDispatched(await current(), url), "Dispatch");
    if (followUp.kind === "cancelled") {
      const status = followUp.refundId ? await sendRefundToStripeIfCard(row, followUp.refundId) : null;
      await emailed(await sendOrderCancelled(await current(), status === "failed" ? 0 : followUp.refundedPence, url), "Cancellation");
    }
    if (followUp.kind === "refunded") {
      const status = await sendRefundToStripeIfCard(row, followUp.refundId);
      if (status === "failed") continue; // nothing was repaid: no email; the timeline says why
      const names = new Map(row.items.map((item) => [item.id, item.productName]));
      const lines = followUp.plan.lines.map((line) => ({ productName: names.get(line.lineId) ?? "", quantity: line.quantity, amount: line.amount }));
      await emailed(await sendOrderRefunded(await current(), { amount: followUp.plan.total, lines, shipping: followUp.plan.shipping }, url), "Refund");
    }
  }
}

const sendRefundToStripeIfCard = (row: OrderRow, refundId: string) => (row.paymentMethod === "stripe" ? sendRefundToStripe(refundId) : Promise.resolve("succeeded" as const));
