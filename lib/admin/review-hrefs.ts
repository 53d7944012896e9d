import { ADMIN_REVIEWS_PATH } from "@/lib/admin/contract";
import type { ReviewStatus } from "@/lib/reviews/contract";

/** /admin/reviews for a tab and page (held, the default, is left out of the address). */
export function reviewsHref(status: ReviewStatus, page = 1): string {
  const params = new URLSearchParams();
  if (status !== "held") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${ADMIN_REVIEWS_PATH}?${query}` : ADMIN_REVIEWS_PATH;
}
