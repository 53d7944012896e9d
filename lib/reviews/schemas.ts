// The reviews API's request schemas (server only: the browser uses ./contract.ts and ./rules.ts).
import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_SORTS, REVIEW_STATUSES } from "./contract";
import { charCount, cleanBody, cleanTitle } from "./rules";

const { ratingMin, ratingMax, titleMin, titleMax, bodyMin, bodyMax } = REVIEW_LIMITS;

export const reviewSlugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, "a product slug");
export const reviewIdSchema = z.uuid("a review id");

const within = (min: number, max: number) => (text: string) => charCount(text) >= min && charCount(text) <= max;

const reviewFields = {
  rating: z.number().int(`a whole number of stars from ${ratingMin} to ${ratingMax}`).min(ratingMin).max(ratingMax),
  title: z.string().max(titleMax * 4).transform(cleanTitle).refine(within(titleMin, titleMax), `a title of ${titleMin} to ${titleMax} characters`),
  body: z.string().max(bodyMax * 4).transform(cleanBody).refine(within(bodyMin, bodyMax), `a review of ${bodyMin} to ${bodyMax} characters`),
};

/** POST /api/account/reviews */
export const createReviewSchema = z.strictObject({ slug: reviewSlugSchema, ...reviewFields });
/** PUT /api/account/reviews/<id> */
export const editReviewSchema = z.strictObject(reviewFields);
/** POST /api/reviews/<id>/report */
export const reportReviewSchema = z.strictObject({ reason: z.string().trim().max(REVIEW_LIMITS.reportReasonMax).optional() });

/** POST /api/admin/reviews/<id> */
export const adminReviewActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("publish") }),
  z.strictObject({ action: z.literal("hide"), reason: z.string().trim().min(REVIEW_LIMITS.hideReasonMin, "a reason the author can read").max(REVIEW_LIMITS.hideReasonMax) }),
  z.strictObject({ action: z.literal("reply"), reply: z.string().transform(cleanBody).refine(within(REVIEW_LIMITS.replyMin, REVIEW_LIMITS.replyMax), `a reply of ${REVIEW_LIMITS.replyMin} to ${REVIEW_LIMITS.replyMax} characters`) }),
]);

/** GET /api/admin/reviews and /admin/reviews: held first by default. */
export const adminReviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).catch("held"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** GET /api/reviews/products/<slug>?sort= */
export const reviewSortSchema = z.enum(REVIEW_SORTS).catch("newest");
