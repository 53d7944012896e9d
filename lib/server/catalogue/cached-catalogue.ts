import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import * as catalogue from "./catalogue";
import * as productPages from "./product-pages";
import { forgetOffers } from "../cart/carts";

// The catalogue reads the pages use, cached in Next's data cache so repeat views do not query the
// database. Everything is tagged CATALOGUE_TAG: a change to products, prices or stock calls
// revalidateTag(CATALOGUE_TAG), which refreshes these entries and the prerendered shop pages built
// from them; otherwise they refresh at most every CATALOGUE_REVALIDATE_SECONDS.

export const CATALOGUE_TAG = "catalogue";
/**
 * The same entries' second tag, used only to expire them at once. Next keeps one expiry per tag
 * and a later stale-while-revalidate call on a tag moves it a year ahead, which would undo an
 * earlier "expire now": a staff stock change followed by any order (which marks the catalogue stale)
 * let the next visitor see the old stock. Immediate expiries on their own tag are never undone.
 */
export const CATALOGUE_EXPIRE_TAG = "catalogue:expire";
export const CATALOGUE_REVALIDATE_SECONDS = 3600;

const options = { tags: [CATALOGUE_TAG, CATALOGUE_EXPIRE_TAG], revalidate: CATALOGUE_REVALIDATE_SECONDS };

export const getCategories = unstable_cache(catalogue.getCategories, ["catalogue:categories"], options);
export const listProducts = unstable_cache(catalogue.listProducts, ["catalogue:list"], options);
export const sizesInCategory = unstable_cache(catalogue.sizesInCategory, ["catalogue:sizes"], options);
export const factsInCategory = unstable_cache(catalogue.factsInCategory, ["catalogue:facts"], options);
export const getProduct = unstable_cache(productPages.getProduct, ["catalogue:product"], options);
export const relatedProducts = unstable_cache(productPages.relatedProducts, ["catalogue:related"], options);
export const featuredProducts = unstable_cache(catalogue.featuredProducts, ["catalogue:featured"], options);
export const newestProducts = unstable_cache(catalogue.newestProducts, ["catalogue:newest"], options);
export const productsBySlugs = unstable_cache(productPages.productsBySlugs, ["catalogue:by-slugs"], options);
export const activeProductSlugs = unstable_cache(productPages.activeProductSlugs, ["catalogue:slugs"], options);

/**
 * Marks every cached catalogue read and the shop pages built from them as stale. Visitors get the
 * cached page while it is rebuilt in the background (stale-while-revalidate); with `now` (a staff
 * change to a price, stock or publishing) they expire at once, so the very next request shows it.
 */
export function invalidateCatalogue({ now = false }: { now?: boolean } = {}): void {
  forgetOffers();
  if (now) revalidateTag(CATALOGUE_EXPIRE_TAG, { expire: 0 });
  else revalidateTag(CATALOGUE_TAG, "max");
}

