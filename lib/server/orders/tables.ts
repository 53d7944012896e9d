// Placed orders. Re-exported by lib/server/schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BoxType, CartAmounts, CartItem, PostalAddress } from "../../cart/types";
import type { OrderStatus, PaymentMethod } from "../../checkout/contract";
import type { CartDiscount } from "../../discounts/contract";

/**
 * Placed orders. Everything the customer agreed to is a snapshot (lines, boxes, amounts,
 * addresses, email): later catalogue or address-book changes never rewrite an order. One live
 * order per cart and one order per idempotency key, so a retried or double-clicked request can
 * never place two.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    /** The human order number (shown as AFC-100001), from its own sequence. */
    number: integer("number").notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Firebase uid of the signed-in customer, or null for a guest order. */
    customer: text("customer"),
    guestId: uuid("guest_id"),
    email: text("email").notNull(),
    cartId: uuid("cart_id").notNull(),
    idempotencyKey: uuid("idempotency_key").notNull(),
    /**
     * The secret in a guest's confirmation link (random, 256 bits). Kept as is, not hashed: a
     * retried request must get the same link back, and whoever reads this table sees the orders anyway.
     */
    accessKey: text("access_key").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    stripeSessionId: text("stripe_session_id"),
    shippingMethod: text("shipping_method").notNull(),
    items: jsonb("items").$type<CartItem[]>().notNull(),
    boxes: jsonb("boxes").$type<Record<BoxType, number>>().notNull(),
    amounts: jsonb("amounts").$type<CartAmounts>().notNull(),
    /** The codes applied to the order, each with the discount it gave. */
    discounts: jsonb("discounts").$type<CartDiscount[]>().notNull().default([]),
    deliveryAddress: jsonb("delivery_address").$type<PostalAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The Stripe PaymentIntent that paid a card order: what a refund is made against. */
    stripePaymentIntent: text("stripe_payment_intent"),
    // The back office's work (lib/orders/lifecycle.ts): when each step happened and how it left.
    packedAt: timestamp("packed_at", { withTimezone: true }),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Paid back so far, in pence: refunds that succeeded or are on their way (order_refunds). */
    refundedPence: integer("refunded_pence").notNull().default(0),
    /** The delivery postcode without spaces, upper case: what staff search by ("SW1A1AA", "SW1A"). */
    postcodeKey: text("postcode_key").generatedAlwaysAs(sql`upper(replace(delivery_address->>'postcode', ' ', ''))`),
  },
  (table) => [
    uniqueIndex("orders_number_idx").on(table.number),
    // A cancelled order (payment never started) frees its cart to be ordered again.
    uniqueIndex("orders_cart_idx").on(table.cartId).where(sql`status <> 'cancelled'`),
    uniqueIndex("orders_idempotency_key_idx").on(table.idempotencyKey),
    index("orders_customer_created_idx").on(table.customer, table.createdAt.desc()),
    index("orders_stripe_session_idx").on(table.stripeSessionId),
    index("orders_stripe_payment_intent_idx").on(table.stripePaymentIntent),
    // The back office's queue: one tab is one status range read in date order.
    index("orders_status_created_idx").on(table.status, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    index("orders_postcode_key_idx").using("btree", table.postcodeKey.op("text_pattern_ops")),
    index("orders_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
  ],
);
