// Damaged or missing on arrival (issue 38.3; rules in lib/damage/rules.ts). Re-exported by lib/server/schema.ts.
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { DamageKind, DamageStatus } from "../../damage/contract";
import { orderRefunds } from "../admin/tables";
import { orders } from "../orders/tables";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * One customer's report of packs of one order line that arrived damaged or did not arrive. Its
 * refund is an ordinary refund of the order (order_refunds); its replacement an ordinary order at no charge.
 */
export const damageReports = pgTable(
  "damage_reports",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1, 2, … within the order: the reference is DMG-<order number>-<sequence>. */
    sequence: integer("sequence").notNull(),
    status: text("status").$type<DamageStatus>().notNull(),
    kind: text("kind").$type<DamageKind>().notNull(),
    lineId: text("line_id").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note"),
    /** Who reported: `customer:<uid>` when signed in, `customer:guest` through the order's link. */
    reportedBy: text("reported_by").notNull(),
    refundId: uuid("refund_id").references(() => orderRefunds.id),
    replacementOrderId: uuid("replacement_order_id").references(() => orders.id),
    refusalReason: text("refusal_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("damage_reports_order_sequence_idx").on(table.orderId, table.sequence),
    // The back office's tabs: one status read in date order.
    index("damage_reports_status_created_idx").on(table.status, table.createdAt),
  ],
);

/**
 * A report's photos, re-encoded as JPEG without their metadata (no GPS position or camera serial
 * is kept), at most 1600 px on the long side: enough for staff to judge, small enough to keep.
 */
export const damageReportPhotos = pgTable(
  "damage_report_photos",
  {
    reportId: uuid("report_id")
      .notNull()
      .references(() => damageReports.id, { onDelete: "cascade" }),
    /** 1, 2 or 3, in the order the customer chose them. */
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.position] })],
);
