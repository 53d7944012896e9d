// Favourites (issue 28.2): the products a signed-in customer has hearted, keyed by the Firebase
// uid. A withdrawn product's row stays (it leaves the list while inactive, and comes back if the
// product is published again); a deleted product takes its rows with it. Re-exported by schema.ts.
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "../catalogue/tables";

export const favourites = pgTable(
  "favourites",
  {
    /** The customer's Firebase uid. */
    customer: text("customer").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customer, table.productId] }), index("favourites_customer_added_idx").on(table.customer, table.addedAt.desc())],
);
