// The back office's tables: each order's timeline, its refunds, and the activity log of every
// staff action. The activity log is written by the server only and refuses UPDATE and DELETE at
// the database itself (a trigger in the migration), so no route, bug or script can rewrite it.
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RefundStatus, TimelineEventType } from "../../admin/contract";
import type { StockChangeReason } from "../../admin/products";
import { orders } from "../orders/tables";
import { products } from "../catalogue/tables";

/** Every event of an order, customer-facing or not, in the order it happened. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").$type<TimelineEventType>().notNull(),
    /** The member of staff who acted (uid and email from their token); null for the customer, Stripe or the site. */
    actorUid: text("actor_uid"),
    actorEmail: text("actor_email"),
    summary: text("summary").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.id)],
);

/** Refunds of an order, by lines and/or the delivery charge. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<RefundStatus>().notNull(),
    amountPence: integer("amount_pence").notNull(),
    lines: jsonb("lines").$type<{ lineId: string; quantity: number; amountPence: number }[]>().notNull(),
    shippingPence: integer("shipping_pence").notNull(),
    restock: boolean("restock").notNull(),
    reason: text("reason"),
    /** The order's status before this refund, restored if Stripe reports it failed. */
    statusBefore: text("status_before").notNull(),
    stripeRefundId: text("stripe_refund_id"),
    createdByUid: text("created_by_uid").notNull(),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_refunds_order_idx").on(table.orderId), uniqueIndex("order_refunds_stripe_refund_idx").on(table.stripeRefundId)],
);

/** Who did what, when, to which order, with the before and after: every staff action. Append-only. */
export const staffActivity = pgTable(
  "staff_activity",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    orderId: uuid("order_id"),
    subject: text("subject"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_activity_actor_idx").on(table.actorUid, table.id),
    index("staff_activity_action_idx").on(table.action, table.id),
  ],
);


/** Every stock change staff make (set or adjust), with the count before and after. Append-only. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reason: text("reason").$type<StockChangeReason>().notNull(),
    note: text("note"),
    before: integer("before").notNull(),
    after: integer("after").notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("stock_changes_product_idx").on(table.productId, table.id)],
);
