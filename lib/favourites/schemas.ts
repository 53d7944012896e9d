// The favourites API's request schemas (the server's side of lib/favourites/contract.ts).
import { z } from "zod";
import { MAX_FAVOURITES } from "./contract";

export const favouriteSlugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, "a product slug");

/** POST /api/account/favourites/merge: the guest's favourites, oldest first. */
export const mergeFavouritesSchema = z.strictObject({
  slugs: z.array(favouriteSlugSchema).max(MAX_FAVOURITES, `at most ${MAX_FAVOURITES} favourites`),
});
export type MergeFavouritesBody = z.infer<typeof mergeFavouritesSchema>;

