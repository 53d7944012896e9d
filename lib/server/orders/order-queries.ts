import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { CHECKOUT_CONFIRMATION_PATH, formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import { CARRIER_DETAILS, isCarrierId, trackingUrlFor } from "@/lib/orders/carriers";
import { getDb } from "../platform/db";
import { isUniqueViolation } from "../platform/pg-errors";
import { carts, orders } from "../schema";

// Reading orders: the view every page, email and API answer shows (never the access key), the
// customer's own orders, and a guest's order through the secret in their confirmation link.

export type OrderRow = typeof orders.$inferSelect;

export function orderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    number: row.number,
    reference: formatOrderNumber(row.number),
    customer: row.customer,
    email: row.email,
    status: row.status,
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    items: row.items,
    boxes: row.boxes,
    amounts: row.amounts,
    discounts: row.discounts,
    deliveryAddress: row.deliveryAddress,
    billingAddress: row.billingAddress,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    fulfilment: {
      packedAt: iso(row.packedAt),
      dispatchedAt: iso(row.dispatchedAt),
      deliveredAt: iso(row.deliveredAt),
      cancelledAt: iso(row.cancelledAt),
      carrier: row.carrier && isCarrierId(row.carrier) ? CARRIER_DETAILS[row.carrier].name : null,
      trackingNumber: row.trackingNumber,
      trackingUrl: trackingUrlFor(row.carrier, row.trackingNumber),
      refundedPence: row.refundedPence,
    },
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The customer's orders, newest first. */
export async function listOrdersOf(uid: string, limit = 100): Promise<OrderView[]> {
  const db = await getDb();
  const rows = await db.select().from(orders).where(eq(orders.customer, uid)).orderBy(desc(orders.createdAt), desc(orders.number)).limit(limit);
  return rows.map(orderView);
}

/** One of the customer's orders by its number, or null (someone else's order is "not found"). */
export async function findCustomerOrder(uid: string, number: number): Promise<OrderView | null> {
  if (!Number.isSafeInteger(number)) return null;
  const db = await getDb();
  const [row] = await db.select().from(orders).where(and(eq(orders.number, number), eq(orders.customer, uid)));
  return row ? orderView(row) : null;
}

/** Compares a secret from a link with the stored one in constant time. */
export const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The order for its confirmation page: shown to its signed-in owner, or to whoever holds the
 * secret key from the confirmation link (guests). Anyone else gets null (the page answers 404).
 */
export async function findOrderForConfirmation(orderId: string, key: string | null, uid: string | null): Promise<OrderView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const isOwner = uid !== null && row.customer === uid;
  return isOwner || (key !== null && sameSecret(key, row.accessKey)) ? orderView(row) : null;
}

/** The confirmation page's address for an order (with the key, so guests can open it). */
export function confirmationPath(orderId: string, accessKey: string): string {
  return `${CHECKOUT_CONFIRMATION_PATH}?order=${encodeURIComponent(orderId)}&key=${encodeURIComponent(accessKey)}`;
}

/** An order with its confirmation link's key, for messages sent on the server's own initiative (payment confirmed). */
export async function findOrderWithKey(orderId: string): Promise<{ order: OrderView; accessKey: string } | null> {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ? { order: orderView(row), accessKey: row.accessKey } : null;
}

/**
 * After an order was cancelled before payment started (Stripe unreachable), its cart opens again
 * so the shopper can retry. A customer who has since opened another cart keeps that one instead.
 */
export async function reopenCartOfOrder(orderId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ cartId: orders.cartId }).from(orders).where(and(eq(orders.id, orderId), eq(orders.status, "cancelled")));
  if (!row) return;
  try {
    await db
      .update(carts)
      .set({ status: "new", version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(carts.id, row.cartId), eq(carts.status, "ordered")));
  } catch (error) {
    if (!isUniqueViolation(error, "carts_one_open_per_customer_idx")) throw error;
  }
}

/** Which cart an order came from and its Stripe Checkout Session, if any. */
export async function orderPaymentFacts(orderId: string): Promise<{ cartId: string; stripeSessionId: string | null }> {
  const db = await getDb();
  const [row] = await db.select({ cartId: orders.cartId, stripeSessionId: orders.stripeSessionId }).from(orders).where(eq(orders.id, orderId));
  return row;
}
