import { ACCOUNT_REVIEWS_PATH } from "@/lib/reviews/contract";
import { firstValues } from "@/lib/admin/schemas";
import { adminReviewActionSchema, adminReviewQuerySchema, reviewIdSchema } from "@/lib/reviews/schemas";
import { moderateReview, reviewQueue } from "@/lib/server/reviews/staff";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// /api/admin/reviews: the back office's review queue and moderation (lib/server/reviews/staff.ts).
// Staff only, from the verified token's claim (./staff-auth.ts); strict zod bodies; every action is
// in the activity log. Staff publish, hide (with a reason the author is told) or reply as the shop;
// there is no route for staff to write or edit a review's own words.

const MAX_BODY_BYTES = 12 * 1_024;

type Context = { params: Promise<{ id: string }> };

/** GET /api/admin/reviews?status=held|published|hidden&page= */
export async function handleReviewQueue(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const query = adminReviewQuerySchema.parse(firstValues(new URL(request.url).searchParams));
  return withDatabase(async () => json({ data: await reviewQueue(query.status, query.page) }));
}

/** POST /api/admin/reviews/<id> { action: "publish" } | { action: "hide", reason } | { action: "reply", reply }: 200 { data: { review } }. */
export async function handleReviewAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const id = reviewIdSchema.safeParse((await context.params).id);
  if (!id.success) return jsonError(404, "reviewNotFound", "There is no such review.");
  const body = await readJsonBody(request, MAX_BODY_BYTES, adminReviewActionSchema);
  if (!body.ok) return body.response;
  return withDatabase(async () => {
    const outcome = await moderateReview(auth.member, id.data, body.data, `${siteOrigin(request)}${ACCOUNT_REVIEWS_PATH}`);
    return outcome.ok ? json({ data: { review: outcome.review } }) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}
