// Customers' returns (issue 38.2; rules in lib/returns/rules.ts). Re-exported by lib/server/schema.ts.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ReturnInspection, ReturnReason, ReturnStatus } from "../../returns/contract";
import { orderRefunds } from "../admin/tables";
import { orders } from "../orders/tables";

/**
 * One request to send drinks back: which packs of which order lines, why, and how far it has got.
 * Its refund is an ordinary refund of the order (order_refunds), so every limit on refunds holds.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1, 2, … within the order: the reference is RET-<order number>-<sequence>. */
    sequence: integer("sequence").notNull(),
    status: text("status").$type<ReturnStatus>().notNull(),
    reason: text("reason").$type<ReturnReason>().notNull(),
    note: text("note"),
    lines: jsonb("lines").$type<{ lineId: string; quantity: number }[]>().notNull(),
    /** Who asked: `customer:<uid>` when signed in, `customer:guest` through the order's link. */
    requestedBy: text("requested_by").notNull(),
    inspection: text("inspection").$type<ReturnInspection>(),
    refundId: uuid("refund_id").references(() => orderRefunds.id),
    refusalReason: text("refusal_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_returns_order_sequence_idx").on(table.orderId, table.sequence),
    // The back office's tabs: one status read in date order.
    index("order_returns_status_created_idx").on(table.status, table.createdAt),
  ],
);
