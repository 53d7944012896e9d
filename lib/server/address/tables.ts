// Signed-in customers' address books. Re-exported by lib/server/schema.ts.
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Signed-in customers' address books (UK addresses). At most one default delivery and one default
 * billing address per customer: lib/server/address/addresses.ts keeps that in one transaction per write,
 * and the partial unique indexes refuse anything that slips past it.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Firebase uid of the owner. */
    customer: text("customer").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    county: text("county"),
    /** Normalised: upper case, one space before the inward code ("SW1A 1AA"). */
    postcode: text("postcode").notNull(),
    country: text("country").notNull().default("GB"),
    phone: text("phone"),
    isDefaultDelivery: boolean("is_default_delivery").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_customer_idx").on(table.customer),
    uniqueIndex("addresses_one_default_delivery_idx").on(table.customer).where(sql`is_default_delivery`),
    uniqueIndex("addresses_one_default_billing_idx").on(table.customer).where(sql`is_default_billing`),
  ],
);
