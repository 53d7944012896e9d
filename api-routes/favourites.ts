import { MAX_FAVOURITES, type FavouriteItem, type FavouritesResponse } from "@/lib/favourites/contract";
import { favouriteSlugSchema, mergeFavouritesSchema } from "@/lib/favourites/schemas";
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from "@/lib/server/favourites/favourites";
import { requireUser } from "./auth";
import { databaseUnavailable, json, jsonError, readJsonBody } from "./http";

// /api/account/favourites (GET), /api/account/favourites/{slug} (PUT hearts, DELETE un-hearts) and
// /api/account/favourites/merge (POST a guest's favourites on sign-in): the signed-in customer's
// favourites (lib/server/favourites/favourites.ts). Every answer is `{ favourites }`, newest first
// (lib/favourites/contract.ts). Order of checks: per-client rate limit, identity (only a
// firebase-admin-verified token: `Authorization: Bearer`, else the afcfbtoken cookie), input.
// Errors are `{ code, message }`.

/** Requests per minute per client address (env FAVOURITES_API_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_FAVOURITES_IP_RATE_LIMIT = 600;

/** A merge body: up to MAX_FAVOURITES slugs of up to 120 characters, with room for JSON punctuation. */
const MAX_MERGE_BODY_BYTES = 32 * 1_024;

// Spelt as json() spells its default, so this replaces it rather than joining it.
const PRIVATE = { "Cache-Control": "private, no-store" };

export interface FavouriteRouteContext {
  params: Promise<{ slug: string }>;
}

const authorise = (request: Request) =>
  requireUser(request, { clientLimit: { name: "favourites-ip", env: "FAVOURITES_API_RATE_LIMIT_IP", fallback: DEFAULT_FAVOURITES_IP_RATE_LIMIT } });

function answer(favourites: FavouriteItem[]): Response {
  const body: FavouritesResponse = { favourites };
  return json(body, 200, PRIVATE);
}

async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return databaseUnavailable(error);
  }
}

/** The route's slug, or a ready 400. */
async function slugOf(context: FavouriteRouteContext): Promise<{ slug: string } | { response: Response }> {
  const { slug } = await context.params;
  const parsed = favouriteSlugSchema.safeParse(slug);
  return parsed.success ? { slug: parsed.data } : { response: jsonError(400, "invalidSlug", "The product slug must be 1–120 lower-case letters, digits and hyphens.") };
}

/** GET /api/account/favourites: 200 `{ favourites }`. */
export async function handleListFavourites(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  return respond(async () => answer(await listFavourites(auth.uid)));
}

/** PUT /api/account/favourites/{slug}: 200 `{ favourites }`; 404 `unknownProduct`; 409 `tooManyFavourites` at the limit. */
export async function handleAddFavourite(request: Request, context: FavouriteRouteContext): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const slug = await slugOf(context);
  if ("response" in slug) return slug.response;
  return respond(async () => {
    const outcome = await addFavourite(auth.uid, slug.slug);
    if (outcome.ok) return answer(outcome.favourites);
    return outcome.code === "unknownProduct"
      ? jsonError(404, "unknownProduct", "No product on sale has that name.")
      : jsonError(409, "tooManyFavourites", `You can keep up to ${MAX_FAVOURITES} favourites. Remove one to add another.`);
  });
}

/** DELETE /api/account/favourites/{slug}: 200 `{ favourites }`, also when it was not a favourite. */
export async function handleRemoveFavourite(request: Request, context: FavouriteRouteContext): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const slug = await slugOf(context);
  if ("response" in slug) return slug.response;
  return respond(async () => answer(await removeFavourite(auth.uid, slug.slug)));
}

/** POST /api/account/favourites/merge `{ slugs }` (oldest first): 200 `{ favourites }`; unknown or withdrawn slugs are skipped. */
export async function handleMergeFavourites(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_MERGE_BODY_BYTES, mergeFavouritesSchema);
  if (!body.ok) return body.response;
  return respond(async () => answer(await mergeFavourites(auth.uid, body.data.slugs)));
}
