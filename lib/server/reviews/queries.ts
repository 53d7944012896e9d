import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { REVIEWS_PER_SORT_ON_PAGE, type OwnReview, type ProductReviews, type PublicReview, type ReviewSort } from "@/lib/reviews/contract";
import { summaryFromCounts } from "@/lib/reviews/rules";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { products, reviews } from "../schema";

// Reading reviews: a product's published ones (the page's rating and lists) and a customer's own.
// Only status "published" is ever read for the page: a held or hidden review counts in no rating.

export type ReviewRow = typeof reviews.$inferSelect;

export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    purchasedAt: row.purchasedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reply: row.reply && row.repliedAt ? { body: row.reply, at: row.repliedAt.toISOString() } : null,
  };
}

export function toOwnReview(row: ReviewRow, product: { slug: string; name: string }): OwnReview {
  return { ...toPublicReview(row), productSlug: product.slug, productName: product.name, status: row.status, hiddenReason: row.status === "hidden" ? row.hiddenReason : null };
}

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * The product page's reviews for the active product with this slug: the rating of every published
 * review, and the first REVIEWS_PER_SORT_ON_PAGE published reviews of each sort order (together,
 * without repeats), so the page can sort them itself. Null for no such product.
 */
export async function productReviews(slug: string, db?: Executor): Promise<ProductReviews | null> {
  const executor = db ?? (await getDb());
  const [product] = await executor.select({ id: products.id }).from(products).where(and(eq(products.slug, slug), eq(products.active, true)));
  if (!product) return null;
  const published = and(eq(reviews.productId, product.id), eq(reviews.status, "published"));
  const counts = await executor.select({ rating: reviews.rating, n: sql<number>`count(*)::int` }).from(reviews).where(published).groupBy(reviews.rating);
  const summary = summaryFromCounts(Object.fromEntries(counts.map((row) => [row.rating, row.n])));
  if (summary.count === 0) return { summary, reviews: [] };
  const lists = await Promise.all(
    (Object.keys(ORDER) as ReviewSort[]).map((sort) =>
      executor.select().from(reviews).where(published).orderBy(...ORDER[sort]).limit(REVIEWS_PER_SORT_ON_PAGE),
    ),
  );
  const byId = new Map<string, PublicReview>();
  for (const row of lists.flat()) if (!byId.has(row.id)) byId.set(row.id, toPublicReview(row));
  return { summary, reviews: [...byId.values()] };
}

/** The customer's own reviews, newest first, whatever their status (a hidden one with its reason). */
export async function ownReviews(customer: string, db?: Executor): Promise<OwnReview[]> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select({ review: reviews, slug: products.slug, name: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.customer, customer))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => toOwnReview(row.review, row));
}
