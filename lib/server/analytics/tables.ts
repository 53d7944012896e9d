// First-party analytics. Re-exported by lib/server/schema.ts.
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** First-party page views, recorded only with the visitor's cookie consent. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_created_at_idx").on(table.createdAt)],
);
