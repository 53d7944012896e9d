import { timingSafeEqual } from "node:crypto";
import { invalidateCatalogue } from "@/lib/server/cached-catalogue";
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
 * this app (a warehouse import, say): refreshes the cached catalogue and shop pages. Disabled
 * unless CATALOGUE_REVALIDATE_SECRET is set.
 */
export async function handleCatalogueRevalidate(request: Request): Promise<Response> {
  const secret = process.env.CATALOGUE_REVALIDATE_SECRET;
  if (!secret) return jsonError(404, "notFound", "Not found.");
  if (!hasSecret(request.headers.get("authorization"), secret)) return jsonError(401, "unauthorised", "A valid bearer token is required.");
  invalidateCatalogue();
  return json({ revalidated: true });
}
