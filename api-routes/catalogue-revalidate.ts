import { timingSafeEqual } from "node:crypto";
import { CATALOGUE_TAG, invalidateCatalogue } from "@/lib/server/catalogue/cached-catalogue";
import { refreshStories } from "@/lib/server/content/cached-stories";
import { refreshLessons } from "@/lib/server/learn/cached-lessons";
import { refreshPlaylists } from "@/lib/server/music/cached-playlists";
import { refreshVideos } from "@/lib/server/watch/cached-videos";
import { markCatalogueChanged } from "@/lib/server/catalogue/catalogue-version";
import { getDb } from "@/lib/server/platform/db";
import { persistTagInvalidation } from "@/lib/server/platform/shared-cache";
import { markStartUpExpiryDone } from "@/lib/server/platform/start-up-expiry";
import { json, jsonError } from "./http";

/** Whether the bearer token equals the configured secret (constant-time). */
export function hasSecret(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/shop/catalogue/revalidate, for systems that change products, prices or stock outside
 * this app (a warehouse import, say): expires the cached catalogue and shop pages at once (the
 * next request renders the change, on every instance through the shared cache) and bumps the
 * catalogue version so every instance's cart price list reloads at its next sync; READ's, LEARN's,
 * WATCH's and LISTEN's music pages, prerendered from the build's database as the shop's were, expire with them. Disabled unless
 * CATALOGUE_REVALIDATE_SECRET is set. The production start calls it once (scripts/next-start.mjs,
 * lib/server/platform/start-up-expiry.ts).
 */
export async function handleCatalogueRevalidate(request: Request): Promise<Response> {
  const secret = process.env.CATALOGUE_REVALIDATE_SECRET;
  if (!secret) return jsonError(404, "notFound", "Not found.");
  if (!hasSecret(request.headers.get("authorization"), secret)) return jsonError(401, "unauthorised", "A valid bearer token is required.");
  await markCatalogueChanged(await getDb());
  invalidateCatalogue({ now: true });
  // Every instance sees it from the moment this answers, not when Next flushes it afterwards.
  await persistTagInvalidation([CATALOGUE_TAG]);
  // READ, LEARN, WATCH and /music were prerendered from the build's database too (the newsroom's tables).
  await Promise.all([refreshStories(), refreshLessons(), refreshVideos(), refreshPlaylists()]);
  markStartUpExpiryDone();
  return json({ revalidated: true });
}
