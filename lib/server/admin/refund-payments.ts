import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import type { RefundStatus, StaffMember } from "@/lib/admin/contract";
import type { RefundPlan } from "@/lib/orders/refunds";
import type { Executor } from "../carts";
import { getDb, type Tx } from "../db";
import { logServerError } from "../log";
import type { OrderRow } from "../order-queries";
import { getStripe } from "../payments/stripe";
import { orderRefunds, orders } from "../schema";
import { poundsText } from "@/lib/cart/money";
import { addOrderEvent } from "./events";

// Refunds (decisions.md "Payments"): written first as a row of order_refunds in the action's
// transaction (so the amount counts against what is left to refund at once, and two refunds can
// never together pass what was paid), then, for a card order, sent to Stripe's Refunds API with the
// refund's own id as the idempotency key (a retry never refunds twice). Stripe's answer, or later
// its webhooks (refund.updated, charge.refunded), settle it: succeeded, or failed, which gives the
// amount back to "left to refund" and shows on the timeline. Pay-on-delivery refunds are paid back
// by hand: recorded as succeeded at once.

export interface NewRefund {
  plan: RefundPlan;
  restock: boolean;
  reason: string | null;
  member: StaffMember;
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
  if (card) await addOrderEvent(tx, row.id, "refundRequested", `Refund of ${poundsText(amount)} sent to Stripe${why}`, refund.member, { refundId: id });
  else await addOrderEvent(tx, row.id, "refunded", `Refunded ${poundsText(amount)}, paid back by hand${why}`, refund.member, { refundId: id });
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

/** Sends a pending card refund to Stripe; answers how it stands afterwards. */
export async function sendRefundToStripe(refundId: string): Promise<RefundStatus> {
  const db = await getDb();
  const [found] = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  if (!found || found.refund.status !== "pending" || found.refund.stripeRefundId) return found?.refund.status ?? "failed";
  try {
    const refund = await getStripe().refunds.create(
      {
        payment_intent: await paymentIntentOf(found.order),
        amount: found.refund.amountPence,
        reason: "requested_by_customer",
        metadata: { orderId: found.order.id, refundId },
      },
      { idempotencyKey: `afc-refund-${refundId}` },
    );
    await db.update(orderRefunds).set({ stripeRefundId: refund.id, updatedAt: new Date() }).where(eq(orderRefunds.id, refundId));
    return settleRefund(refundId, refund.status, refund.failure_reason ?? null);
  } catch (error) {
    logServerError("stripe refund", error);
    const message = error instanceof Error ? error.message : String(error);
    return settleRefund(refundId, "failed", message);
  }
}

/**
 * Applies Stripe's word on a refund: succeeded, failed (or canceled), or still pending. Only a
 * pending refund changes, so a replayed or late webhook changes nothing. A failed refund gives its
 * amount back to "left to refund" and an order it had made "refunded" returns to its status before.
 */
export async function settleRefund(refundId: string, stripeStatus: string | null | undefined, failureReason: string | null = null): Promise<RefundStatus> {
  const outcome: RefundStatus = stripeStatus === "succeeded" ? "succeeded" : stripeStatus === "failed" || stripeStatus === "canceled" ? "failed" : "pending";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for("update");
    if (!refund) return "failed";
    if (refund.status !== "pending" || outcome === "pending") return refund.status;
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
    await tx.update(orderRefunds).set({ status: outcome, updatedAt: new Date() }).where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "pending")));
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
    await addOrderEvent(tx, refund.orderId, "refundFailed", `Refund of ${amount} failed${failureReason ? `: ${failureReason}` : ""}`, null, { refundId });
    return outcome;
  });
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
