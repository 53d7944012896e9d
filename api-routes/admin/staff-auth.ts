import type { StaffMember } from "@/lib/admin/contract";
import type { DecodedIdToken } from "firebase-admin/auth";
import { isEditorToken, isStaffToken, staffMemberOf } from "@/lib/server/admin/staff";
import { requireUser } from "../auth";
import { jsonError } from "../http";
import { limitFromEnv, overLimit } from "../rate-limit";

// Every /api/admin request: a token firebase-admin verified whose custom claim says `staff: true`;
// nothing in the request body or query can say who the caller is. 401 without a good token, 403
// without the claim. Requests are limited per client address before the token is read (so
// guessing costs) and per member after. A write takes the token from `Authorization: Bearer` only:
// the afcfbtoken cookie is written by the page's script (not HttpOnly) and rides on every
// same-origin request by itself, so a write must come from code that holds the token
// (lib/admin/client.ts sends it). Reads (GET, HEAD) may still use the cookie.

const DEFAULT_IP_LIMIT = 600;
const DEFAULT_MEMBER_LIMIT = 300;

export const STAFF_ONLY_MESSAGE = "Staff only: this needs a staff account.";

export const EDITOR_ONLY_MESSAGE = "Editors only: this needs an editor's account.";

export function authoriseStaff(request: Request): Promise<{ member: StaffMember } | { response: Response }> {
  return authoriseBackOffice(request, isStaffToken, STAFF_ONLY_MESSAGE);
}

/** The newsroom's API (/api/admin/content): the same checks, with the `editor` claim. */
export function authoriseEditor(request: Request): Promise<{ member: StaffMember } | { response: Response }> {
  return authoriseBackOffice(request, isEditorToken, EDITOR_ONLY_MESSAGE);
}

async function authoriseBackOffice(
  request: Request,
  hasRole: (token: DecodedIdToken) => Promise<boolean>,
  refusal: string,
): Promise<{ member: StaffMember } | { response: Response }> {
  const write = request.method !== "GET" && request.method !== "HEAD";
  const auth = await requireUser(request, {
    clientLimit: { name: "admin-ip", env: "ADMIN_API_RATE_LIMIT_IP", fallback: DEFAULT_IP_LIMIT },
    message: "Please sign in with your back-office account.",
    bearerOnly: write,
  });
  if ("response" in auth) return auth;
  const { token } = auth;
  if (!(await hasRole(token))) return { response: jsonError(403, "forbidden", refusal) };
  const byMember = await overLimit(token.uid, { name: "admin-member", limit: limitFromEnv("ADMIN_API_RATE_LIMIT_MEMBER", DEFAULT_MEMBER_LIMIT) });
  if (byMember) return { response: byMember };
  return { member: staffMemberOf(token) };
}
