import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { AccountReviews, OwnReview, ReviewInput } from "@/lib/reviews/contract";
import { reportHoldsReview } from "@/lib/reviews/report-weights";
import { isUniqueViolation } from "../platform/pg-errors";
import { getDb, type Tx } from "../platform/db";
import { products, reviewReports, reviewRevisions, reviews } from "../schema";
import { refreshProductReviews } from "./cache";
import { productsToReview, purchaseOf } from "./eligibility";
import { ownReviews, toOwnReview, type ReviewRow } from "./queries";
import { reporterWeight } from "./reporters";

// A customer's side of reviews (issue 28.1). Every function takes the verified uid from the route;
// nothing in a request body says who the author or reporter is. A new review is published at once;
// an edit keeps the text it replaced in review_revisions; a report by another customer is counted
// once per reporter, with a weight from what we know of them (lib/reviews/report-weights.ts), and
// the report that takes the summed weight to the threshold holds a published review for staff.

export interface ReviewAuthor {
  uid: string;
  /** The name to show (lib/reviews/rules.ts reviewAuthorName): never an email. */
  name: string;
}

export type Refusal = { ok: false; status: number; code: string; message: string };
const refuse = (status: number, code: string, message: string): Refusal => ({ ok: false, status, code, message });

export type ReviewOutcome = { ok: true; review: OwnReview } | Refusal;

async function productOf(tx: Tx, productId: number) {
  const [product] = await tx.select({ slug: products.slug, name: products.name }).from(products).where(eq(products.id, productId));
  return product;
}

/** Writes the customer's review of the product with `slug`, if they bought it in a dispatched order and have not reviewed it. */
export async function createReview(author: ReviewAuthor, slug: string, input: ReviewInput): Promise<ReviewOutcome> {
  const db = await getDb();
  try {
    const outcome = await db.transaction(async (tx): Promise<ReviewOutcome> => {
      const purchase = await purchaseOf(tx, author.uid, slug);
      if (!purchase || !purchase.active) {
        return refuse(403, "notEligible", "You can review a drink once an order of yours with it in has been dispatched.");
      }
      const [row] = await tx
        .insert(reviews)
        .values({
          customer: author.uid,
          productId: purchase.productId,
          orderId: purchase.orderId,
          purchasedAt: purchase.purchasedAt,
          authorName: author.name,
          rating: input.rating,
          title: input.title,
          body: input.body,
        })
        .onConflictDoNothing({ target: [reviews.customer, reviews.productId] })
        .returning();
      if (!row) return refuse(409, "alreadyReviewed", "You have already reviewed this drink: edit your review on your account's Reviews page.");
      return { ok: true, review: toOwnReview(row, purchase) };
    });
    if (outcome.ok) await refreshProductReviews(outcome.review.productSlug);
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error, "reviews_customer_product_idx")) return refuse(409, "alreadyReviewed", "You have already reviewed this drink.");
    throw error;
  }
}

/** Replaces the text of the customer's own review, keeping what it said before in review_revisions. */
export async function editReview(customer: string, id: string, input: ReviewInput): Promise<ReviewOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<ReviewOutcome> => {
    const [current] = await tx.select().from(reviews).where(and(eq(reviews.id, id), eq(reviews.customer, customer))).for("update");
    if (!current) return refuse(404, "reviewNotFound", "That review is not one of yours.");
    const product = await productOf(tx, current.productId);
    if (current.rating === input.rating && current.title === input.title && current.body === input.body) return { ok: true, review: toOwnReview(current, product) };
    await tx.insert(reviewRevisions).values({ reviewId: current.id, rating: current.rating, title: current.title, body: current.body });
    const [row] = await tx
      .update(reviews)
      .set({ rating: input.rating, title: input.title, body: input.body, editedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(reviews.id, current.id))
      .returning();
    return { ok: true, review: toOwnReview(row, product) };
  });
  if (outcome.ok) await refreshProductReviews(outcome.review.productSlug);
  return outcome;
}

export type ReportOutcome = { ok: true; alreadyReported: boolean } | Refusal;

/**
 * Reports a published review on the customer's behalf, once per customer: a second report by the
 * same customer changes nothing. Each report is weighted (a verified buyer's counts more than a new
 * account's: lib/reviews/report-weights.ts), and the report that takes the review's summed weight
 * to REPORT_HOLD_THRESHOLD holds it for staff (it leaves the product page until a member of staff
 * publishes it again). `staff` comes from the route's claim check.
 */
export async function reportReview(reporter: string, id: string, reason: string | undefined, staff = false): Promise<ReportOutcome> {
  const weight = await reporterWeight(reporter, staff); // before the transaction: it may ask Firebase
  const db = await getDb();
  let held: string | null = null;
  const outcome = await db.transaction(async (tx): Promise<ReportOutcome> => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!review || review.status !== "published") return refuse(404, "reviewNotFound", "That review is not on show.");
    if (review.customer === reporter) return refuse(409, "ownReview", "You cannot report your own review: edit it instead.");
    const [added] = await tx.insert(reviewReports).values({ reviewId: id, reporter, reason: reason || null, weight }).onConflictDoNothing().returning({ reviewId: reviewReports.reviewId });
    if (!added) return { ok: true, alreadyReported: true };
    // The review row is locked, so no other report of it is counted between this sum and the update.
    const [{ total }] = await tx.select({ total: sql<number>`coalesce(sum(${reviewReports.weight}), 0)::int` }).from(reviewReports).where(eq(reviewReports.reviewId, id));
    const hold = reportHoldsReview(Number(total) - weight, Number(total));
    await tx
      .update(reviews)
      .set({ reportCount: review.reportCount + 1, ...(hold ? { status: "held" as const, updatedAt: sql`now()` } : {}) })
      .where(eq(reviews.id, id));
    if (hold) held = (await productOf(tx, review.productId)).slug;
    return { ok: true, alreadyReported: false };
  });
  if (held) await refreshProductReviews(held);
  return outcome;
}

/** /account/reviews: products to review (dispatched, not yet reviewed) and the customer's reviews. */
export async function accountReviews(customer: string): Promise<AccountReviews> {
  const db = await getDb();
  const [toReview, own] = await Promise.all([productsToReview(db, customer), ownReviews(customer, db)]);
  return { toReview, reviews: own };
}

/** How many products the customer could review now (the account overview's link). */
export async function toReviewCount(customer: string): Promise<number> {
  return (await productsToReview(await getDb(), customer)).length;
}

export type { ReviewRow };
