// Verified-buyer reviews (issue 28.1). One review per product per customer (Firebase uid), written
// only by a customer whose order holding the product has been dispatched; every edit keeps the text
// it replaced; reports by other customers (two hold a review for staff). Re-exported by schema.ts.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "../orders/tables";
import { products } from "../catalogue/tables";

/** published: on the product page; held: reported twice, waiting for staff; hidden: taken down by staff, with a reason the author is told. */
export type ReviewStatus = "published" | "held" | "hidden";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The author's Firebase uid. */
    customer: text("customer").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The dispatched order that made the author a verified buyer (kept if the order is later anonymised). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** When that order was placed: the page shows its month ("Verified purchase, March 2026"). */
    purchasedAt: timestamp("purchased_at", { withTimezone: true }).notNull(),
    /** The name shown with the review, taken from the author's profile when it is written. */
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    /** Markdown, rendered through the site's safe renderer. */
    body: text("body").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("published"),
    hiddenReason: text("hidden_reason"),
    reportCount: integer("report_count").notNull().default(0),
    /** The shop's public reply, and the member of staff who wrote it. */
    reply: text("reply"),
    replyByUid: text("reply_by_uid"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("reviews_customer_product_idx").on(table.customer, table.productId),
    index("reviews_product_status_created_idx").on(table.productId, table.status, table.createdAt.desc()),
    index("reviews_status_created_idx").on(table.status, table.createdAt.desc()),
    check("reviews_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/** The text an edit replaced, newest last. */
export const reviewRevisions = pgTable(
  "review_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("review_revisions_review_idx").on(table.reviewId, table.id)],
);

/** One report per customer per review. */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** The reporting customer's Firebase uid. */
    reporter: text("reporter").notNull(),
    reason: text("reason"),
    /** How much this report counts towards holding the review (a verified buyer's or an established account's counts more). */
    weight: smallint("weight").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.reporter] })],
);
