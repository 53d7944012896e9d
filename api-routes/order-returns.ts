import type { ReturnRequestSuccess } from "@/lib/returns/contract";
import { returnRequestBodySchema } from "@/lib/returns/schemas";
import { bearerToken, verifiedToken } from "@/lib/server/auth/id-token";
import { requestReturn } from "@/lib/server/returns/returns";
import { unauthorised } from "./auth";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// POST /api/shop/orders/<reference>/returns (orderReturnsPath in lib/returns/contract.ts): the
// customer asks to return packs of their own order (lib/server/returns/returns.ts). Checks in the
// order of the cancel route (api-routes/order-cancel.ts): per-IP limit, identity (a verified Bearer
// token; a bad one is refused, never taken for a guest), the strict body, then the rules under the
// order's row lock.
//   201 { data: { return, returnAddress } }
//   400 invalidBody / invalidReturn    the body, or what it asks for (too many packs, not unopened…)
//   401 unauthorised                   neither a sign-in nor the order link's secret, or a bad token
//   404 orderNotFound                  unknown, or not this customer's (the same answer)
//   409 cannotReturn                   the order cannot be returned now (not arrived, window ended…)

/** Requests per minute per client address (env ORDER_RETURN_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_ORDER_RETURN_IP_RATE_LIMIT = 30;

const MAX_RETURN_BODY_BYTES = 16 * 1024;

type Context = { params: Promise<{ reference: string }> };

export async function handleOrderReturn(request: Request, context: Context): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "order-return-ip",
    limit: limitFromEnv("ORDER_RETURN_RATE_LIMIT_IP", DEFAULT_ORDER_RETURN_IP_RATE_LIMIT),
    message: "Too many attempts. Please wait a minute and try again.",
  });
  if (limited) return limited;
  const token = request.headers.has("authorization") ? await verifiedToken(bearerToken(request)) : null;
  if (request.headers.has("authorization") && !token) return unauthorised("Your sign-in has expired. Please sign in again to return your items.");
  const body = await readJsonBody(request, MAX_RETURN_BODY_BYTES, returnRequestBodySchema);
  if (!body.ok) return body.response;
  const { accessToken, lines, reason, note, unopened } = body.data;
  const who = { uid: token?.uid ?? null, accessToken: accessToken ?? null };
  if (who.uid === null && who.accessToken === null) return unauthorised("Sign in, or open the order from the link in its confirmation email, to return items.");
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await requestReturn(reference, who, { lines, reason, note: note || null, unopened }, siteOrigin(request));
    if (!outcome.ok) return jsonError(outcome.status, outcome.code, outcome.message);
    return json({ data: { return: outcome.value, returnAddress: outcome.returnAddress } } satisfies ReturnRequestSuccess, 201);
  });
}
