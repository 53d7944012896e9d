// Staff's service notes on a customer (issue 28.4), erased with the customer's account
// (lib/server/privacy/erase.ts). Re-exported by lib/server/schema.ts.
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Staff's notes on a customer, for service by phone or email. Deleted when the customer's account is erased. */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The customer's Firebase uid. */
    customer: text("customer").notNull(),
    body: text("body").notNull(),
    authorUid: text("author_uid").notNull(),
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customer_notes_customer_idx").on(table.customer, table.id)],
);
