import "server-only";
import { invalidateCatalogue } from "./cached-catalogue";
import { forgetOffers } from "../cart/cart-offers";

/**
 * invalidateCatalogue() after a write that changed stock or prices, from anywhere: outside a Next
 * request (tests, scripts) revalidateTag throws, and then only the in-memory price list goes (the
 * change is committed either way, and pages refresh within the hour).
 */
export function refreshCatalogue(options: { now?: boolean } = {}): void {
  try {
    invalidateCatalogue(options);
  } catch (error) {
    forgetOffers();
    console.warn(`[catalogue] catalogue not revalidated: ${error instanceof Error ? error.message : String(error)}`);
  }
}
