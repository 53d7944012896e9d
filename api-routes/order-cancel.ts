import { z } from "zod";
import type { OrderCancelSuccess } from "@/lib/checkout/contract";
import { bearerToken, verifiedToken } from "@/lib/server/auth/id-token";
import { cancelOrderForCustomer } from "@/lib/server/orders/customer-cancel";
import { unauthorised } from "./auth";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// POST /api/shop/orders/<reference>/cancel (orderCancelPath in lib/checkout/contract.ts): the
// customer cancels their own order before it is packed (lib/server/orders/customer-cancel.ts).
// Order of checks: per-IP rate limit, identity (an `Authorization: Bearer` token, verified; a bad
// one is refused, never taken for a guest), body (a strict zod object: at most the secret of the
// guest's order link, never a user id), then the cancel under the order's row lock.
//   200 { data: { order } }   the order as it is now (cancelled)
//   401 unauthorised          neither a sign-in nor the order link's secret, or a bad token
//   404 orderNotFound         unknown, or not this customer's (the same answer, so nothing leaks)
//   409 cannotCancel / illegalTransition, with the sentence to show (lib/orders/customer-cancel.ts)

/** Requests per minute per client address (env ORDER_CANCEL_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_ORDER_CANCEL_IP_RATE_LIMIT = 30;

const MAX_CANCEL_BODY_BYTES = 1024;

/** The body: `{}` when signed in as the order's customer, `{ accessToken }` from a guest's order link. */
export const orderCancelBodySchema = z.strictObject({ accessToken: z.string().min(1).max(200).optional() });

type Context = { params: Promise<{ reference: string }> };

export async function handleOrderCancel(request: Request, context: Context): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "order-cancel-ip",
    limit: limitFromEnv("ORDER_CANCEL_RATE_LIMIT_IP", DEFAULT_ORDER_CANCEL_IP_RATE_LIMIT),
    message: "Too many attempts. Please wait a minute and try again.",
  });
  if (limited) return limited;
  const token = request.headers.has("authorization") ? await verifiedToken(bearerToken(request)) : null;
  if (request.headers.has("authorization") && !token) return unauthorised("Your sign-in has expired. Please sign in again to cancel your order.");
  const body = await readJsonBody(request, MAX_CANCEL_BODY_BYTES, orderCancelBodySchema);
  if (!body.ok) return body.response;
  const who = { uid: token?.uid ?? null, accessToken: body.data.accessToken ?? null };
  if (who.uid === null && who.accessToken === null) return unauthorised("Sign in, or open the order from the link in its confirmation email, to cancel it.");
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await cancelOrderForCustomer(reference, who, siteOrigin(request));
    return outcome.ok ? json({ data: { order: outcome.order } } satisfies OrderCancelSuccess) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}
