import "server-only";
import { revalidatePath } from "next/cache";
import { refreshProductReviews } from "../reviews/cache";
import { persistTagInvalidation } from "../platform/shared-cache";

// After an erasure, the product pages that showed the customer's reviews (the lists, the rating and
// the JSON-LD search engines read) must not keep showing them from the cache for up to an hour.

/** Next's tag for a rendered path (what revalidatePath expires): NEXT_CACHE_IMPLICIT_TAG_ID + path. */
const pathTag = (path: string) => `_N_T_${path}`;

/**
 * Expires, at once and on every instance, the cached reviews of these products and their pages: the
 * reviews' tag (refreshProductReviews: here and through the shared cache) and the page's own path
 * tag, should a render have been stored without the reviews' tag. Never throws: the erasure is
 * committed either way, and the pages refresh within the hour.
 */
export async function expireReviewedProductPages(slugs: string[]): Promise<void> {
  if (!slugs.length) return;
  for (const slug of slugs) await refreshProductReviews(slug);
  const paths = slugs.map((slug) => `/shop/products/${slug}`);
  try {
    for (const path of paths) revalidatePath(path);
  } catch (error) {
    // Outside a Next request (tests, scripts) revalidatePath throws.
    console.warn(`[privacy] product pages not revalidated: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await persistTagInvalidation(paths.map(pathTag));
  } catch (error) {
    console.warn(`[privacy] product pages not shared: ${error instanceof Error ? error.message : String(error)}`);
  }
}
