import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { validate as isUuid } from "uuid";
import { poundsText } from "@/lib/cart/money";
import { skusInLockOrder, unitsBySku } from "@/lib/orders/units";
import { addOrderEvent } from "../admin/events";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import { getDb } from "../platform/db";
import { releaseCodes } from "../discounts/discounts";
import { orders, products } from "../schema";
import { scheduleBackInStockEmails } from "../stock-alerts/notify";

// What happens to a Stripe order after it is placed (status awaitingPayment): paid when Stripe says
// so, or cancelled with its stock put back when the Checkout Session expires or the payment fails.
// Every change is conditional on the order still awaiting payment, so a webhook Stripe delivers
// twice (or two at once) changes the order, and the stock, exactly once.

export type MarkPaidOutcome = "paid" | "alreadyPaid" | "notFound" | "notAwaitingPayment" | "amountMismatch";

/** What Stripe says was paid: the session's amount_total (minor units) and currency. */
export interface PaidAmount {
  amountTotal: number | null;
  currency: string | null;
  /** The PaymentIntent that took the money (what refunds are made against). */
  paymentIntent?: string | null;
}

/**
 * Marks an order paid by Checkout Session `sessionId`. Only from awaitingPayment, and only when
 * Stripe collected exactly the order's total in GBP: "amountMismatch" otherwise (logged, the order
 * stays unpaid: a session that was altered or belongs to another order never fulfils this one).
 * "alreadyPaid" when it is paid already (a repeated webhook), "notAwaitingPayment" when it is placed
 * (pay on delivery) or cancelled (logged: money arrived for an order that will not ship, so it needs
 * a refund), "notFound" for an unknown (or malformed) order id.
 */
export async function markOrderPaid(sessionId: string, orderId: string, paidAmount: PaidAmount): Promise<MarkPaidOutcome> {
  if (!isUuid(orderId)) return "notFound";
  const db = await getDb();
  const [order] = await db.select({ status: orders.status, amounts: orders.amounts }).from(orders).where(eq(orders.id, orderId));
  if (!order) return "notFound";
  const expected = order.amounts.totalPrice.gross;
  if (paidAmount.amountTotal !== expected || paidAmount.currency?.toLowerCase() !== "gbp") {
    console.error(
      `[payments] Checkout Session ${sessionId} paid ${paidAmount.amountTotal} ${paidAmount.currency} for order ${orderId}, which totals ${expected} gbp: not fulfilled, review and refund it in Stripe.`,
    );
    return "amountMismatch";
  }
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: "paid", paidAt: now, updatedAt: now, stripeSessionId: sessionId, stripePaymentIntent: paidAmount.paymentIntent ?? null })
      .where(and(eq(orders.id, orderId), eq(orders.status, "awaitingPayment")))
      .returning({ id: orders.id });
    if (rows.length) await addOrderEvent(tx, orderId, "paid", `Card payment of ${poundsText(expected)} received`);
    return rows;
  });
  if (updated.length > 0) return "paid";
  const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (current?.status === "paid") return "alreadyPaid";
  console.error(`[payments] Checkout Session ${sessionId} was paid for order ${orderId}, which is ${current?.status}: refund it in Stripe.`);
  return "notAwaitingPayment";
}

/**
 * Cancels an order that is still awaiting payment and puts every line's units back into stock, in
 * one transaction. True when this call cancelled it; false when it was not awaiting payment (already
 * cancelled, paid, pay on delivery) or does not exist. Refreshes the cached catalogue afterwards.
 */
export async function cancelUnpaidOrder(orderId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const now = new Date();
    // The conditional update takes the row lock: a concurrent second cancel waits, then finds the
    // status changed and updates nothing, so the stock goes back once.
    const [order] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, "awaitingPayment")))
      .returning({ items: orders.items });
    if (!order) return false;
    await addOrderEvent(tx, orderId, "cancelled", "Cancelled: the card payment was not completed; stock returned");
    await releaseCodes(tx, orderId);
    for (const [sku, units] of skusInLockOrder(unitsBySku(order.items))) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${units}` })
        .where(eq(products.sku, sku));
    }
    return true;
  });
  if (cancelled) {
    refreshCatalogue();
    scheduleBackInStockEmails(); // the cancelled order's units may end a sell-out
  }
  return cancelled;
}

/**
 * Records the Checkout Session made for an order still awaiting payment (so the session can be
 * found from the order). True when the order was updated.
 */
export async function attachStripeSession(orderId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const db = await getDb();
  const updated = await db
    .update(orders)
    .set({ stripeSessionId: sessionId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "awaitingPayment")))
    .returning({ id: orders.id });
  return updated.length > 0;
}
