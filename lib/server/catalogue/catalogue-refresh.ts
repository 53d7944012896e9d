import "server-only";
import { CATALOGUE_EXPIRE_TAG, invalidateCatalogue } from "./cached-catalogue";
import { forgetOffers } from "../cart/cart-offers";
import { persistTagInvalidation } from "../platform/shared-cache";

/**
 * invalidateCatalogue() after a write that changed stock or prices, from anywhere: outside a Next
 * request (tests, scripts) revalidateTag throws, and then only the in-memory price list goes (the
 * change is committed either way, and pages refresh within the hour).
 */
export function refreshCatalogue(): void;
/**
 * With `now` (a staff change): the pages expire at once, and in a cluster the expiry is in the
 * shared cache before the caller answers. Next writes a route handler's revalidateTag only after
 * the response, so a shopper sent to another instance straight after could still be shown the old
 * page (lib/server/platform/shared-cache.ts).
 */
export function refreshCatalogue(options: { now: true }): Promise<void>;
export function refreshCatalogue(options: { now?: boolean } = {}): void | Promise<void> {
  try {
    invalidateCatalogue(options);
  } catch (error) {
    forgetOffers();
    console.warn(`[catalogue] catalogue not revalidated: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (options.now) return persistTagInvalidation([CATALOGUE_EXPIRE_TAG]);
}
