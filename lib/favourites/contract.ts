// Favourites (issue 28.2): the contract between the browser and /api/account/favourites. A guest
// keeps favourites in local storage (stores/favourites.ts); signed in, they live in PostgreSQL
// (lib/server/favourites/favourites.ts), and a guest's are merged into the account once, on first sign-in.
// No zod here: the browser imports this file, and zod's compiler probes eval, which the CSP
// reports; the request schemas are in ./schemas.ts (server only).
import type { ProductSummary } from "../catalogue/types";

/** A customer keeps at most this many favourites; a merge beyond it keeps the earliest. */
export const MAX_FAVOURITES = 200;

export interface FavouriteItem {
  /** The product as listings show it (price and stock current). */
  product: ProductSummary;
  /** When it was favourited (ISO 8601). */
  addedAt: string;
}

/**
 * Every favourites endpoint answers the whole list, newest first:
 * GET    /api/account/favourites           → 200 { favourites }
 * PUT    /api/account/favourites/<slug>    → 200 { favourites } | 404 { code: "unknownProduct" }
 *                                              | 409 { code: "tooManyFavourites" } (already MAX_FAVOURITES)
 * DELETE /api/account/favourites/<slug>    → 200 { favourites } (also when it was not a favourite)
 * POST   /api/account/favourites/merge     → 200 { favourites } (unknown or withdrawn slugs are skipped)
 * Without a verified token: 401 { code: "unauthorised" }. Bad input: 400 with a message.
 */
export interface FavouritesResponse {
  favourites: FavouriteItem[];
}
