// Back-in-stock subscriptions (issue 28.3). Re-exported by lib/server/schema.ts.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "../catalogue/tables";

/**
 * "Email me when it's back": one row per product and email until the email is sent (then the row
 * is deleted: the subscription ends). `sendingAt` marks a row claimed by a sender, so two instances
 * or a retry never email the same subscriber twice.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    /** The signed-in customer's Firebase uid; null for a guest. */
    customer: text("customer"),
    /** The secret in the unsubscribe link (random, 256 bits, base64url), which works without signing in. */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    /** When the address owner clicked the confirmation link (double opt-in); null: no alert is ever sent. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The secret in the confirmation email's link (random, 256 bits, base64url); null once confirmed. */
    confirmToken: text("confirm_token"),
  },
  (table) => [
    uniqueIndex("stock_alerts_product_email_idx").on(table.productId, table.email),
    uniqueIndex("stock_alerts_token_idx").on(table.unsubscribeToken),
    uniqueIndex("stock_alerts_confirm_token_idx").on(table.confirmToken),
    index("stock_alerts_customer_idx").on(table.customer),
    index("stock_alerts_email_idx").on(table.email),
  ],
);
