// Discount codes (issue 24) and their uses. A code's `uses` and `discount_given_pence` are counted
// inside the order's transaction with the code's row locked, so its last use goes to one order.
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DiscountKind, DiscountStatus } from "../../discounts/contract";
import { orders } from "../orders/tables";

export const discountCodes = pgTable("discount_codes", {
  id: serial("id").primaryKey(),
  /** Upper-case letters and digits; unique (lookups are by the normalised code). */
  code: text("code").notNull().unique(),
  kind: text("kind").$type<DiscountKind>().notNull(),
  /** Percent for percentage codes, pence for fixed codes, 0 for free delivery. */
  value: integer("value").notNull(),
  minimumProductsPence: integer("minimum_products_pence").notNull().default(0),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  maxUses: integer("max_uses"),
  maxUsesPerCustomer: integer("max_uses_per_customer"),
  combinable: boolean("combinable").notNull().default(false),
  status: text("status").$type<DiscountStatus>().notNull().default("active"),
  /** Orders placed with the code, and the discount they were given (gross pence). */
  uses: integer("uses").notNull().default(0),
  discountGivenPence: integer("discount_given_pence").notNull().default(0),
  createdByEmail: text("created_by_email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One order's use of one code: what "uses per customer" counts (by uid, or by email). */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customer: text("customer"),
    /** Lower-cased email the order was placed with. */
    email: text("email").notNull(),
    amountPence: integer("amount_pence").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("discount_redemptions_code_customer_idx").on(table.codeId, table.customer),
    index("discount_redemptions_code_email_idx").on(table.codeId, table.email),
    index("discount_redemptions_order_idx").on(table.orderId),
  ],
);
