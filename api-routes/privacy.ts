import { exportFileName, isRecentSignIn, PRIVACY_ERROR_TEXT, type DeleteAccountSuccess } from "@/lib/privacy/contract";
import { eraseCustomer } from "@/lib/server/privacy/erase";
import { buildExport } from "@/lib/server/privacy/export";
import { deleteAccountSchema } from "@/lib/server/privacy/schemas";
import { requireUser } from "./auth";
import { json, jsonError, readJsonBody, withDatabase } from "./http";

// /api/account/privacy/export (GET) and /api/account/privacy/delete (POST): the customer's own data
// (issue 28.4, UK GDPR arts. 15 and 17). The customer is the uid of a firebase-admin-verified token
// (Authorization: Bearer, else the afcfbtoken cookie) and nothing else. Deleting also needs a RECENT
// sign-in: the token's auth_time within REAUTH_MAX_AGE_SECONDS (the page re-authenticates with the
// password or the provider first, then sends the fresh token), and an explicit { confirm: "DELETE" }.

/** Requests per minute per client address (env PRIVACY_API_RATE_LIMIT_IP; "0" turns it off): an export reads a lot. */
export const DEFAULT_PRIVACY_IP_RATE_LIMIT = 30;
const MAX_DELETE_BODY_BYTES = 1_024;

const authorise = (request: Request) =>
  requireUser(request, { clientLimit: { name: "privacy-ip", env: "PRIVACY_API_RATE_LIMIT_IP", fallback: DEFAULT_PRIVACY_IP_RATE_LIMIT } });

/** GET /api/account/privacy/export: 200 the document as an attachment (alcohol-free-co-data-<date>.json), never cached. */
export async function handlePrivacyExport(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const { token } = auth;
  return withDatabase(async () => {
    const at = new Date();
    const document = await buildExport(token.uid, at);
    return new Response(`${JSON.stringify(document, null, 2)}\n`, {
      status: 200,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(at)}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

/** POST /api/account/privacy/delete { confirm: "DELETE" }: 200 { erased: true }; see lib/privacy/contract.ts for refusals. */
export async function handlePrivacyDelete(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const { token } = auth;
  if (!isRecentSignIn(token.auth_time, Date.now())) return jsonError(403, "reauthenticationRequired", PRIVACY_ERROR_TEXT.reauthenticationRequired);
  const body = await readJsonBody(request, MAX_DELETE_BODY_BYTES, deleteAccountSchema);
  if (!body.ok) return body.response;
  return withDatabase(async () => {
    // The address counts only once verified (as for the export): anyone can sign up with someone
    // else's. Unverified, the erasure takes what belongs to the uid only, and sends no email: the
    // address's owner keeps their guest subscriptions and is not told of an account that was not theirs.
    const email = token.email_verified === true && typeof token.email === "string" ? token.email : null;
    const outcome = await eraseCustomer(token.uid, email);
    if (!outcome.ok) return jsonError(409, "ordersInProgress", PRIVACY_ERROR_TEXT.ordersInProgress);
    const answer: DeleteAccountSuccess = { erased: true, emailed: outcome.emailed };
    return json(answer);
  });
}
