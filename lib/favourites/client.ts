// The browser's calls to /api/account/favourites (contract: lib/favourites/contract.ts). Plain
// fetch wrappers with no React and no store: the caller passes the signed-in user's token, and
// every call answers the whole list, newest first, or throws a FavouritesRequestError.
import type { FavouriteItem, FavouritesResponse } from "./contract";

export const FAVOURITES_PATH = "/api/account/favourites";

export class FavouritesRequestError extends Error {
  /** The HTTP status, or 0 when no answer came back. */
  readonly status: number;
  /** The server's code (for example "unauthorised", "unknownProduct"), when it sent one. */
  readonly code: string | null;

  constructor(message: string, status: number, code: string | null = null) {
    super(message);
    this.name = "FavouritesRequestError";
    this.status = status;
    this.code = code;
  }
}

async function request(method: "GET" | "PUT" | "DELETE" | "POST", path: string, token: string, body?: unknown): Promise<FavouriteItem[]> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new FavouritesRequestError("No response received from server", 0);
  }
  const answer = (await response.json().catch(() => null)) as (Partial<FavouritesResponse> & { code?: string; message?: string }) | null;
  if (!response.ok || !answer || !Array.isArray(answer.favourites)) {
    throw new FavouritesRequestError(answer?.message ?? `Favourites request failed (${response.status})`, response.status, answer?.code ?? null);
  }
  return answer.favourites;
}

const slugPath = (slug: string) => `${FAVOURITES_PATH}/${encodeURIComponent(slug)}`;

export function fetchFavourites(token: string): Promise<FavouriteItem[]> {
  return request("GET", FAVOURITES_PATH, token);
}

export function addFavourite(token: string, slug: string): Promise<FavouriteItem[]> {
  return request("PUT", slugPath(slug), token);
}

export function removeFavourite(token: string, slug: string): Promise<FavouriteItem[]> {
  return request("DELETE", slugPath(slug), token);
}

/** The guest's favourites, oldest first, joined to the account's. */
export function mergeFavourites(token: string, slugs: string[]): Promise<FavouriteItem[]> {
  return request("POST", `${FAVOURITES_PATH}/merge`, token, { slugs });
}

/** The slugs of a list, in its order (newest first). */
export function slugsOf(favourites: FavouriteItem[]): string[] {
  return favourites.map((item) => item.product.slug);
}
