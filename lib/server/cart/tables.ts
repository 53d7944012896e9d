// Shopping carts. Re-exported by lib/server/schema.ts.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CartItem, CartLastAction, PostalAddress } from "../../cart/types";
import type { CartDiscount } from "../../discounts/contract";

/**
 * Shopping carts, guest and signed-in. `items` holds the canonical lines the server computed on
 * the last sync (never the browser's prices). Every write bumps `version` (optimistic concurrency:
 * a sync must name the version it was based on).
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey(),
    /** Firebase uid of the signed-in owner, or null for a guest cart. */
    customer: text("customer"),
    /** The browser's guest id for a guest cart; null once a user owns it. */
    guestId: uuid("guest_id"),
    items: jsonb("items").$type<CartItem[]>().notNull().default([]),
    shippingMethod: text("shipping_method").notNull().default("standard"),
    /** The codes in the basket as judged at the last sync (lib/discounts/rules.ts). */
    discounts: jsonb("discounts").$type<CartDiscount[]>().notNull().default([]),
    /** new (open), merged (joined into the owner's saved cart), later ordered. */
    status: text("status", { enum: ["new", "merged", "ordered"] }).notNull().default("new"),
    lastAction: text("last_action").$type<CartLastAction>().notNull().default("cartCreated"),
    version: integer("version").notNull(),
    deliveryAddress: jsonb("delivery_address").$type<PostalAddress>(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("carts_customer_idx").on(table.customer),
    index("carts_guest_id_idx").on(table.guestId),
    // One open cart per user: the same cart on every device, even when two devices sync at once.
    uniqueIndex("carts_one_open_per_customer_idx").on(table.customer).where(sql`status = 'new' AND customer IS NOT NULL`),
  ],
);
