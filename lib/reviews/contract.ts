// Verified-buyer reviews (issue 28.1): the contract between the browser and the reviews API, and
// the limits both sides apply. No zod here: the browser imports this file (the CSP forbids eval,
// which zod's compiler probes); the request schemas are in ./schemas.ts (server only).

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  titleMin: 3,
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 5_000,
  /** A report's optional reason, a hide reason and the shop's reply. */
  reportReasonMax: 500,
  hideReasonMin: 5,
  hideReasonMax: 500,
  replyMin: 2,
  replyMax: 2_000,
} as const;

// A published review becomes "held" for staff when its reports' weights add up to a threshold:
// lib/reviews/report-weights.ts (issue 34.9; it used to be any two reports).

/** Reviews shown at first on the product page, then this many more per "Show more". */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews per sort order the product page carries (the page sorts them without a request). */
export const REVIEWS_PER_SORT_ON_PAGE = 50;
/** Review entries in the product page's JSON-LD (the newest). */
export const REVIEWS_IN_JSON_LD = 10;

export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { newest: "Newest", highest: "Highest rated", lowest: "Lowest rated" };

export const REVIEW_STATUSES = ["held", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { held: "Held", published: "Published", hidden: "Hidden" };

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface RatingSummary {
  /** Published reviews. */
  count: number;
  /** Mean rating to one decimal place; null with no reviews. */
  average: number | null;
  /** Published reviews per star rating, five stars first. */
  distribution: { stars: Stars; count: number }[];
}

export interface ShopReply {
  body: string;
  at: string;
}

/** A review as the product page shows it: never the author's uid or email. */
export interface PublicReview {
  id: string;
  rating: number;
  title: string;
  /** Markdown. */
  body: string;
  authorName: string;
  /** When the order that made the author a verified buyer was placed (ISO 8601). */
  purchasedAt: string;
  createdAt: string;
  editedAt: string | null;
  reply: ShopReply | null;
}

/** The product page's reviews: the rating of every published review and up to REVIEWS_PER_SORT_ON_PAGE per sort order. */
export interface ProductReviews {
  summary: RatingSummary;
  reviews: PublicReview[];
}

/** A product the customer may review: bought in an order that has been dispatched, not yet reviewed. */
export interface ReviewableProduct {
  slug: string;
  name: string;
  brand: string;
  imageUrl: string;
  purchasedAt: string;
}

/** One of the customer's own reviews, as /account/reviews shows it. */
export interface OwnReview extends PublicReview {
  productSlug: string;
  productName: string;
  status: ReviewStatus;
  /** Why staff hid it (status "hidden"). */
  hiddenReason: string | null;
}

/** A review as the back office's queue shows it. */
export interface AdminReview extends OwnReview {
  reportCount: number;
  reports: { reason: string | null; at: string }[];
  updatedAt: string;
}

export interface AdminReviewQueue {
  status: ReviewStatus;
  page: number;
  pageCount: number;
  counts: Record<ReviewStatus, number>;
  reviews: AdminReview[];
}

/** POST /api/account/reviews (create) and PUT /api/account/reviews/<id> (edit, without slug). */
export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}

export type AdminReviewAction = { action: "publish" } | { action: "hide"; reason: string } | { action: "reply"; reply: string };

/**
 * Endpoints (JSON; errors are { code, message }, 401 without a verified token). The product page
 * reads its reviews on the server (lib/server/reviews/cache.ts), so there is no public list route.
 * POST /api/reviews/<id>/report { reason? } → 200 { reported: true, alreadyReported } | 404 | 409 ownReview
 * GET  /api/account/reviews                → 200 AccountReviews
 * POST /api/account/reviews { slug, rating, title, body } → 201 { review } | 403 notEligible | 403 staffAccount | 409 alreadyReviewed
 * PUT  /api/account/reviews/<id> { rating, title, body }  → 200 { review } | 404
 * GET  /api/admin/reviews?status=&page=    → 200 { data: AdminReviewQueue } (staff)
 * POST /api/admin/reviews/<id> AdminReviewAction → 200 { data: { review } } (staff)
 */
export interface AccountReviews {
  toReview: ReviewableProduct[];
  reviews: OwnReview[];
}

export const ACCOUNT_REVIEWS_PATH = "/account/reviews";
export const accountReviewApiPath = (id?: string) => (id ? `/api/account/reviews/${encodeURIComponent(id)}` : "/api/account/reviews");
export const reportReviewApiPath = (id: string) => `/api/reviews/${encodeURIComponent(id)}/report`;
export const adminReviewApiPath = (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}`;
