import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ActivityAction, StaffMember } from "@/lib/admin/contract";
import { REVIEW_STATUSES, type AdminReview, type AdminReviewAction, type AdminReviewQueue, type ReviewStatus } from "@/lib/reviews/contract";
import { recordActivity } from "../admin/activity";
import { getDb } from "../platform/db";
import { getAdminAuth } from "../auth/firebase-admin";
import { sendReviewHidden } from "../mail/review-mails";
import { products, reviewReports, reviews } from "../schema";
import { refreshProductReviews } from "./cache";
import { toOwnReview, type ReviewRow } from "./queries";
import type { Refusal } from "./customer";

// The back office's side of reviews (issue 28.1): the queue by status (held first), and three
// actions: publish, hide with a reason the author is told (on /account/reviews and by email), and
// reply as the shop. Each action and its activity-log entry are one transaction. Staff never write
// or edit a review's own text, and never as a customer.

export const REVIEW_QUEUE_PAGE_SIZE = 20;

/** Activity-log actions of reviews (their labels belong in lib/admin/contract.ts ACTIVITY_ACTION_LABELS). */
export const REVIEW_ACTIVITY: Record<AdminReviewAction["action"], ActivityAction> = { publish: "review.publish", hide: "review.hide", reply: "review.reply" };

async function withReports(rows: { review: ReviewRow; slug: string; name: string }[]): Promise<AdminReview[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const reports = await db
    .select()
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, rows.map((row) => row.review.id)))
    .orderBy(reviewReports.createdAt);
  return rows.map(({ review, slug, name }) => ({
    ...toOwnReview(review, { slug, name }),
    hiddenReason: review.hiddenReason,
    reportCount: review.reportCount,
    reports: reports.filter((report) => report.reviewId === review.id).map((report) => ({ reason: report.reason, at: report.createdAt.toISOString() })),
    updatedAt: review.updatedAt.toISOString(),
  }));
}

/** One page of reviews in `status`: held oldest first (waiting longest), the others newest first. */
export async function reviewQueue(status: ReviewStatus, page: number): Promise<AdminReviewQueue> {
  const db = await getDb();
  const countRows = await db.select({ status: reviews.status, n: sql<number>`count(*)::int` }).from(reviews).groupBy(reviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, countRows.find((row) => row.status === s)?.n ?? 0])) as Record<ReviewStatus, number>;
  const pageCount = Math.max(1, Math.ceil(counts[status] / REVIEW_QUEUE_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select({ review: reviews, slug: products.slug, name: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, status))
    .orderBy(...(status === "held" ? [reviews.updatedAt, reviews.id] : [desc(reviews.updatedAt), desc(reviews.id)]))
    .limit(REVIEW_QUEUE_PAGE_SIZE)
    .offset((current - 1) * REVIEW_QUEUE_PAGE_SIZE);
  return { status, page: current, pageCount, counts, reviews: await withReports(rows) };
}

export type StaffReviewOutcome = { ok: true; review: AdminReview } | Refusal;

async function adminReview(id: string): Promise<AdminReview | null> {
  const db = await getDb();
  const rows = await db.select({ review: reviews, slug: products.slug, name: products.name }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(eq(reviews.id, id));
  return (await withReports(rows))[0] ?? null;
}

async function authorEmail(uid: string): Promise<string | null> {
  try {
    return (await getAdminAuth().getUser(uid)).email ?? null;
  } catch {
    return null; // the account is gone: nobody to tell
  }
}

/**
 * Applies one staff action to the review, recording it in the activity log in the same
 * transaction. Hiding emails the author afterwards (a failed email never undoes it).
 * `reviewsUrl` is the author's /account/reviews page for that email.
 */
export async function moderateReview(member: StaffMember, id: string, action: AdminReviewAction, reviewsUrl: string): Promise<StaffReviewOutcome> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!current) return null;
    const [product] = await tx.select({ slug: products.slug, name: products.name }).from(products).where(eq(products.id, current.productId));
    // The append-only log keeps the length of what staff typed, never the words (they may quote or
    // name the customer, and an erasure can never reach the log); the review row holds the text.
    const characters = (text: string | null | undefined) => (text == null ? null : text.length);
    const before = { reviewId: id, status: current.status, hiddenReasonCharacters: characters(current.hiddenReason), replyCharacters: characters(current.reply) };
    const change =
      action.action === "publish"
        ? { status: "published" as const, hiddenReason: null }
        : action.action === "hide"
          ? { status: "hidden" as const, hiddenReason: action.reason }
          : { reply: action.reply, replyByUid: member.uid, repliedAt: sql`now()` };
    await tx
      .update(reviews)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(reviews.id, id)));
    const after = {
      reviewId: id,
      ...("status" in change
        ? { status: change.status, hiddenReasonCharacters: characters(change.hiddenReason) }
        : { replyCharacters: characters(action.action === "reply" ? action.reply : null) }),
    };
    await recordActivity(tx, { member, action: REVIEW_ACTIVITY[action.action], subject: product.slug, before, after });
    return { customer: current.customer, title: current.title, product };
  });
  if (!done) return { ok: false, status: 404, code: "reviewNotFound", message: "There is no such review." };
  await refreshProductReviews(done.product.slug);
  if (action.action === "hide") {
    const email = await authorEmail(done.customer);
    if (email) await sendReviewHidden(email, { id, title: done.title, productName: done.product.name, reason: action.reason }, reviewsUrl);
  }
  const review = await adminReview(id);
  return review ? { ok: true, review } : { ok: false, status: 404, code: "reviewNotFound", message: "There is no such review." };
}
