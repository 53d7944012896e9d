import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import type { ProductReviews } from "@/lib/reviews/contract";
import { CATALOGUE_REVALIDATE_SECONDS } from "../catalogue/cached-catalogue";
import { persistTagInvalidation } from "../platform/shared-cache";
import { productReviews } from "./queries";

// The product page is prerendered and cached (app/shop/products/[slug]/page.tsx, revalidate 3600),
// and its reviews are part of it: the rating, the lists and the JSON-LD search engines read must be
// in the HTML. So the page reads them through Next's data cache under a tag per product, and every
// write that changes what the page shows (a review created or edited, held by a second report,
// published, hidden or answered by staff) expires that one tag at once: the next request renders
// the product page afresh, every other page stays cached (docs/reviews.md).

export const reviewsTag = (slug: string) => `reviews:${slug}`;

/** The product page's reviews, cached until the product's next review change (or an hour). */
export function cachedProductReviews(slug: string): Promise<ProductReviews | null> {
  return unstable_cache(() => productReviews(slug), ["reviews:product", slug], { tags: [reviewsTag(slug)], revalidate: CATALOGUE_REVALIDATE_SECONDS })();
}

/**
 * Expires the product's cached reviews (and so its page) now. Outside a Next request (tests,
 * scripts) revalidateTag throws: the change is committed either way and the page refreshes
 * within the hour. Never throws.
 */
export async function refreshProductReviews(slug: string): Promise<void> {
  const tag = reviewsTag(slug);
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    console.warn(`[reviews] ${tag} not revalidated: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await persistTagInvalidation([tag]);
  } catch (error) {
    console.warn(`[reviews] ${tag} not shared: ${error instanceof Error ? error.message : String(error)}`);
  }
}
