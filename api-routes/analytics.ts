import "server-only";
import { z } from "zod";
import { storedPath, storedReferrer } from "@/lib/analytics/referrer";
import { COOKIE_NAMES } from "@/lib/constants";
import { getDb } from "@/lib/server/platform/db";
import { pageViews } from "@/lib/server/schema";
import { databaseUnavailable, json, jsonError, readCookie, readJsonBody } from "./http";

const MAX_BODY_BYTES = 4 * 1024;
const MAX_URL_LENGTH = 2048;

// Unknown fields are stripped (zod's default for objects).
const pageViewBody = z.object({
  path: z.string().startsWith("/", "path must start with /").max(MAX_URL_LENGTH),
  referrer: z.string().max(MAX_URL_LENGTH).optional(),
});

/** POST /api/analytics/pageview: records a first-party page view, only with cookie consent. */
export async function handlePageView(request: Request): Promise<Response> {
  // Consent first: without it the body is not even read.
  if (readCookie(request, COOKIE_NAMES.consent) !== "true") {
    return jsonError(403, "consentRequired", "Page views are recorded only after cookie consent.");
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES, pageViewBody);
  if (!body.ok) return body.response;

  try {
    const db = await getDb();
    // Origin and path only: a query string could hold an order's access key (lib/analytics/referrer.ts).
    await db.insert(pageViews).values({ path: storedPath(body.data.path), referrer: storedReferrer(body.data.referrer) });
  } catch (error) {
    return databaseUnavailable(error);
  }
  return json({ recorded: true }, 201);
}
