import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import Stripe from "stripe";
import { v4 as uuidv4 } from "uuid";
import type { RefundStatus, StaffMember } from "@/lib/admin/contract";
import { refundUnitsBySku, type RefundPlan } from "@/lib/orders/refunds";
import type { Executor } from "../cart/carts";
import { getDb, type Tx } from "../platform/db";
import { logServerError } from "../platform/log";
import type { OrderRow } from "../orders/order-queries";
import { getStripe } from "../payments/stripe";
import { orderRefunds, orders, products } from "../schema";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import { poundsText } from "@/lib/cart/money";
import { addOrderEvent } from "./events";

// Refunds (docs/decisions/refunds.md): written first as a row of order_refunds in the action's
// transaction (so the amount counts against what is left to refund at once, and two refunds can
// never together pass what was paid), then, for a card order, sent to Stripe's Refunds API with the
// refund's own id as the idempotency key (a retry never refunds twice). Stripe's answer, or later
// its webhooks (refund.updated, refund.failed, charge.refunded), settle it: succeeded, or failed,
// which gives the amount back to "left to refund" and shows on the timeline. No answer (a timeout,
// a dropped connection) is not a failure: the refund stays pending and counted until Stripe says. Pay-on-delivery refunds are paid back
// by hand: recorded as succeeded at once.

export interface NewRefund {
  plan: RefundPlan;
  restock: boolean;
  reason: string | null;
  /** Who made it (the member of staff, or the customer whose cancel it follows: customerActor in ./activity.ts). */
  member: StaffMember;
  /** Whom the timeline names, when not `member`: a customer's cancel names no one (its event says who). */
  timelineActor?: StaffMember | null;
  /** The order's status once this refund is made (lib/orders/lifecycle.ts). */
  statusAfter: OrderRow["status"];
}

/** Records a refund of the locked order `row` and what it repays. Answers the refund's id. */
export async function recordRefund(tx: Tx, row: OrderRow, refund: NewRefund): Promise<string> {
  const id = uuidv4();
  const card = row.paymentMethod === "stripe";
  const amount = refund.plan.total.gross;
  await tx.insert(orderRefunds).values({
    id,
    orderId: row.id,
    status: card ? "pending" : "succeeded",
    amountPence: amount,
    lines: refund.plan.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, amountPence: line.amount.gross })),
    shippingPence: refund.plan.shipping.gross,
    restock: refund.restock,
    reason: refund.reason,
    statusBefore: row.status,
    createdByUid: refund.member.uid,
    createdByEmail: refund.member.email,
  });
  await tx
    .update(orders)
    .set({ refundedPence: sql`${orders.refundedPence} + ${amount}`, status: refund.statusAfter, updatedAt: new Date() })
    .where(eq(orders.id, row.id));
  const why = refund.reason ? ` (${refund.reason})` : "";
  const actor = refund.timelineActor === undefined ? refund.member : refund.timelineActor;
  if (card) await addOrderEvent(tx, row.id, "refundRequested", `Refund of ${poundsText(amount)} sent to Stripe${why}`, actor, { refundId: id });
  else await addOrderEvent(tx, row.id, "refunded", `Refunded ${poundsText(amount)}, paid back by hand${why}`, actor, { refundId: id });
  return id;
}

/** The PaymentIntent a card order was paid with: stored when paid, else read from its Checkout Session. */
async function paymentIntentOf(order: OrderRow): Promise<string> {
  if (order.stripePaymentIntent) return order.stripePaymentIntent;
  if (!order.stripeSessionId) throw new Error("This order has no Stripe payment to refund.");
  const session = await getStripe().checkout.sessions.retrieve(order.stripeSessionId);
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error("Stripe has no payment for this order's Checkout Session.");
  return intent;
}

/** A refund with its order, or undefined. */
async function refundWithOrder(refundId: string) {
  const db = await getDb();
  const [found] = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  return found;
}

/**
 * Stripe's explicit refusal: an API error with a 4xx status (StripeCardError,
 * StripeInvalidRequestError…), so no refund was made. A timeout, a dropped connection or a 5xx
 * leaves the outcome unknown, and so does 409 (the same idempotency key still being handled).
 */
export function refusedByStripe(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Stripe's refund made for our `refundId` (metadata.refundId), among its payment's refunds, or null. */
async function findAtStripe(paymentIntent: string, refundId: string): Promise<Stripe.Refund | null> {
  for await (const refund of getStripe().refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
    if (refund.metadata?.refundId === refundId) return refund;
  }
  return null;
}

/** Stripe answered with its refund: remember its id, then apply its status. */
async function answered(refundId: string, refund: Stripe.Refund): Promise<RefundStatus> {
  const db = await getDb();
  await db
    .update(orderRefunds)
    .set({ stripeRefundId: refund.id, updatedAt: new Date() })
    .where(and(eq(orderRefunds.id, refundId), isNull(orderRefunds.stripeRefundId)));
  return settleRefund(refundId, refund.status, refund.failure_reason ?? null);
}

/**
 * Sends a pending card refund to Stripe; answers how it stands afterwards. `again`: a refund sent
 * before whose answer never came; it is first looked for among the payment's refunds, then sent
 * again with its own idempotency key (Stripe answers a repeat with the refund it made), so it is
 * never paid twice. Only Stripe's refusal fails it: with no answer it stays pending, its amount
 * still counted against "left to refund", until Stripe's webhook or the next attempt settles it.
 */
export async function sendRefundToStripe(refundId: string, attempt: "first" | "again" = "first"): Promise<RefundStatus> {
  const found = await refundWithOrder(refundId);
  if (!found || found.refund.status !== "pending" || found.refund.stripeRefundId) return found?.refund.status ?? "failed";
  let paymentIntent: string;
  try {
    paymentIntent = await paymentIntentOf(found.order);
    const made = attempt === "again" ? await findAtStripe(paymentIntent, refundId) : null;
    if (made) return answered(refundId, made);
  } catch (error) {
    logServerError("stripe refund", error);
    // The first time, nothing was sent yet, so no refund exists; again, the first one may have been made.
    return attempt === "first" ? settleRefund(refundId, "failed", messageOf(error)) : "pending";
  }
  try {
    const refund = await getStripe().refunds.create(
      {
        payment_intent: paymentIntent,
        amount: found.refund.amountPence,
        reason: "requested_by_customer",
        metadata: { orderId: found.order.id, refundId },
      },
      { idempotencyKey: `afc-refund-${refundId}` },
    );
    return answered(refundId, refund);
  } catch (error) {
    logServerError("stripe refund", error);
    if (refusedByStripe(error)) return settleRefund(refundId, "failed", messageOf(error));
    const summary = `Refund of ${poundsText(found.refund.amountPence)}: waiting for Stripe's answer (${messageOf(error)})`;
    await addOrderEvent(await getDb(), found.order.id, "refundRequested", summary, null, { refundId });
    return "pending";
  }
}

/**
 * Card refunds of the order sent to Stripe without an answer (pending, no Stripe id): sent again
 * (see sendRefundToStripe) before a new refund or a cancellation of the order is recorded.
 */
export async function reconcileUnansweredRefunds(orderId: string): Promise<void> {
  const db = await getDb();
  const unanswered = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, "pending"), isNull(orderRefunds.stripeRefundId)));
  for (const { id } of unanswered) await sendRefundToStripe(id, "again");
}

/**
 * Applies Stripe's word on a refund: succeeded, failed (or canceled), or still pending. A pending
 * refund settles either way; a succeeded one can still fail later (Stripe reports refund.failed,
 * e.g. the card was closed); a failed one never changes, so a replayed or late webhook changes
 * nothing. A failed refund gives its amount back to "left to refund", an order it had made
 * "refunded" returns to its status before, and the stock it put back is taken off again (below).
 */
export async function settleRefund(refundId: string, stripeStatus: string | null | undefined, failureReason: string | null = null): Promise<RefundStatus> {
  const outcome: RefundStatus = stripeStatus === "succeeded" ? "succeeded" : stripeStatus === "failed" || stripeStatus === "canceled" ? "failed" : "pending";
  const db = await getDb();
  let stockChanged = false;
  const status = await db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
    if (!refund) return "failed";
    const applies = (refund.status === "pending" && outcome !== "pending") || (refund.status === "succeeded" && outcome === "failed");
    if (!applies) return refund.status;
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
    await tx.update(orderRefunds).set({ status: outcome, updatedAt: new Date() }).where(eq(orderRefunds.id, refundId));
    const amount = poundsText(refund.amountPence);
    if (outcome === "succeeded") {
      await addOrderEvent(tx, refund.orderId, "refunded", `Refunded ${amount} to the customer's card`, null, { refundId, stripeRefundId: refund.stripeRefundId });
      return outcome;
    }
    await tx
      .update(orders)
      .set({
        refundedPence: sql`${orders.refundedPence} - ${refund.amountPence}`,
        ...(order.status === "refunded" ? { status: refund.statusBefore as OrderRow["status"] } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, refund.orderId));
    const takenBack = refund.restock && order.status !== "cancelled" ? await takeBackStock(tx, order, refund.lines) : 0;
    stockChanged = takenBack > 0;
    const after = refund.status === "succeeded" ? " after it had succeeded" : "";
    const why = failureReason ? `: ${failureReason}` : "";
    const stock = takenBack ? `; the ${takenBack} ${takenBack === 1 ? "unit" : "units"} it put back in stock are taken off again (restock them if you refund again)` : "";
    await addOrderEvent(tx, refund.orderId, "refundFailed", `Refund of ${amount} failed${after}${why}. ${amount} is left to refund again${stock}.`, null, {
      refundId,
      previousStatus: refund.status,
      unitsTakenBack: takenBack,
    });
    return outcome;
  });
  if (stockChanged) refreshCatalogue();
  return status;
}

/**
 * A failed refund with restock takes back the units it put on the shelf (SKUs in a fixed order, as
 * returnStock in ./order-actions.ts), so the stock follows the refunds that stand and each unit is
 * returned once: staff redoing the refund tick restock again, and a later cancel returns them, as
 * it returns every unit not put back by a refund that stands. A cancelled order keeps them: its
 * cancel already counted them as returned (it skips units of refunds standing at that moment).
 * Never below zero (they may have been sold meanwhile). Answers the units taken back.
 */
async function takeBackStock(tx: Tx, order: OrderRow, lines: { lineId: string; quantity: number }[]): Promise<number> {
  const units = refundUnitsBySku(order.items, lines);
  let total = 0;
  for (const sku of [...units.keys()].sort()) {
    const count = units.get(sku)!;
    if (count <= 0) continue;
    await tx.update(products).set({ stock: sql`GREATEST(${products.stock} - ${count}, 0)` }).where(eq(products.sku, sku));
    total += count;
  }
  return total;
}

/** The refund Stripe reports on (by its id, else our metadata): for the webhooks. */
export async function refundIdFor(db: Executor, stripeRefundId: string, metadataRefundId: string | undefined): Promise<string | null> {
  const [byStripe] = await db.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.stripeRefundId, stripeRefundId));
  if (byStripe) return byStripe.id;
  if (!metadataRefundId || !/^[0-9a-f-]{36}$/i.test(metadataRefundId)) return null;
  const [byMetadata] = await db.select({ id: orderRefunds.id }).from(orderRefunds).where(eq(orderRefunds.id, metadataRefundId));
  if (byMetadata) await db.update(orderRefunds).set({ stripeRefundId }).where(and(eq(orderRefunds.id, byMetadata.id), sql`${orderRefunds.stripeRefundId} IS NULL`));
  return byMetadata?.id ?? null;
}
