import { reviewAuthorName } from "@/lib/reviews/rules";
import { createReviewSchema, editReviewSchema, reportReviewSchema, reviewIdSchema } from "@/lib/reviews/schemas";
import { isStaffToken } from "@/lib/server/admin/staff";
import { accountReviews, createReview, editReview, reportReview, type Refusal } from "@/lib/server/reviews/customer";
import { requireUser } from "./auth";
import { json, jsonError, readJsonBody, withDatabase } from "./http";

// Verified-buyer reviews, the customer's side (issue 28.1; lib/server/reviews/customer.ts):
//   GET  /api/account/reviews        products to review and the caller's reviews
//   POST /api/account/reviews        write a review { slug, rating, title, body }
//   PUT  /api/account/reviews/<id>   edit the caller's review { rating, title, body }
//   POST /api/reviews/<id>/report    report another customer's review { reason? }
// Order of checks: per-client rate limit, identity (only a firebase-admin-verified token:
// `Authorization: Bearer`, else the afcfbtoken cookie; the uid and the author's name come from it
// alone), then the body (strict zod). Errors are `{ code, message }`; answers are private.

/** Requests per minute per client address (env REVIEWS_API_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_REVIEWS_IP_RATE_LIMIT = 120;

/** A review of 5,000 characters, each up to four bytes, with its title and JSON punctuation. */
const MAX_REVIEW_BODY_BYTES = 24 * 1_024;
const MAX_REPORT_BODY_BYTES = 4 * 1_024;

const PRIVATE = { "Cache-Control": "private, no-store" };

export interface ReviewRouteContext {
  params: Promise<{ id: string }>;
}

const authorise = (request: Request) =>
  requireUser(request, {
    clientLimit: { name: "reviews-ip", env: "REVIEWS_API_RATE_LIMIT_IP", fallback: DEFAULT_REVIEWS_IP_RATE_LIMIT },
    message: "Please sign in to review, edit or report a review.",
  });

async function idOf(context: ReviewRouteContext): Promise<{ id: string } | { response: Response }> {
  const parsed = reviewIdSchema.safeParse((await context.params).id);
  return parsed.success ? { id: parsed.data } : { response: jsonError(404, "reviewNotFound", "There is no such review.") };
}

const refused = (refusal: Refusal) => json({ code: refusal.code, message: refusal.message }, refusal.status, PRIVATE);

/** GET /api/account/reviews: 200 { toReview, reviews }. */
export async function handleAccountReviews(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  return withDatabase(async () => json(await accountReviews(auth.token.uid), 200, PRIVATE));
}

/**
 * POST /api/account/reviews: 201 { review }; 403 notEligible (no dispatched order of theirs holds
 * it), 403 staffAccount (staff never review as customers), 409 alreadyReviewed.
 */
export async function handleCreateReview(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_REVIEW_BODY_BYTES, createReviewSchema);
  if (!body.ok) return body.response;
  return withDatabase(async () => {
    if (await isStaffToken(auth.token)) {
      return jsonError(403, "staffAccount", "Staff accounts cannot write reviews: reviews on this site come only from customers.");
    }
    const { slug, ...input } = body.data;
    const outcome = await createReview({ uid: auth.token.uid, name: reviewAuthorName(typeof auth.token.name === "string" ? auth.token.name : null) }, slug, input);
    return outcome.ok ? json({ review: outcome.review }, 201, PRIVATE) : refused(outcome);
  });
}

/** PUT /api/account/reviews/<id>: 200 { review }; 404 when it is not the caller's. */
export async function handleEditReview(request: Request, context: ReviewRouteContext): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const id = await idOf(context);
  if ("response" in id) return id.response;
  const body = await readJsonBody(request, MAX_REVIEW_BODY_BYTES, editReviewSchema);
  if (!body.ok) return body.response;
  return withDatabase(async () => {
    const outcome = await editReview(auth.token.uid, id.id, body.data);
    return outcome.ok ? json({ review: outcome.review }, 200, PRIVATE) : refused(outcome);
  });
}

/** POST /api/reviews/<id>/report: 200 { reported: true, alreadyReported }; 404 not on show; 409 ownReview. */
export async function handleReportReview(request: Request, context: ReviewRouteContext): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const id = await idOf(context);
  if ("response" in id) return id.response;
  const body = await readJsonBody(request, MAX_REPORT_BODY_BYTES, reportReviewSchema);
  if (!body.ok) return body.response;
  return withDatabase(async () => {
    const outcome = await reportReview(auth.token.uid, id.id, body.data.reason, await isStaffToken(auth.token));
    return outcome.ok ? json({ reported: true, alreadyReported: outcome.alreadyReported }, 200, PRIVATE) : refused(outcome);
  });
}
