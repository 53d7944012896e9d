import {
  MAX_PLACE_ORDER_BODY_BYTES,
  PLACE_ORDER_ERROR_CODES,
  type PlaceOrderError,
  type PlaceOrderErrorCode,
  type PlaceOrderSuccess,
} from "@/lib/checkout/contract";
import { placeOrderBodySchema } from "@/lib/checkout/schemas";
import { activePaymentMethod } from "@/lib/server/orders/checkout";
import { verifiedToken, bearerToken } from "@/lib/server/auth/id-token";
import { placeOrder, type PlaceOrderOutcome } from "@/lib/server/orders/orders";
import { afterOrderPlaced } from "@/lib/server/orders/order-placed";
import { inDatabaseTurn, json, readFormBody, siteOrigin } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// POST /api/shop/checkout/place_order (lib/checkout/contract.ts). Order of checks: per-IP rate
// limit, identity (a bearer token, verified; none means a guest), body (zod, with a message per
// field), per-shopper rate limit, then the order transaction (lib/server/orders/orders.ts) and what
// follows a new order (payment, email: lib/server/orders/order-placed.ts). Nothing is charged or written
// when any check fails.

/** Attempts per minute per client address (env PLACE_ORDER_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_PLACE_ORDER_IP_RATE_LIMIT = 60;
/** Attempts per minute per shopper: signed-in uid, or guest email (env PLACE_ORDER_RATE_LIMIT_SHOPPER). */
export const DEFAULT_PLACE_ORDER_SHOPPER_RATE_LIMIT = 10;

function placeOrderError(code: PlaceOrderErrorCode, message: string, extra: Omit<PlaceOrderError, "code" | "message"> = {}): Response {
  return json({ code, message, ...extra } satisfies PlaceOrderError, PLACE_ORDER_ERROR_CODES[code]);
}

const TOO_MANY = { code: "tooManyRequests", message: "Too many checkout attempts. Please wait a minute and try again." } as const;

export async function handlePlaceOrder(request: Request): Promise<Response> {
  const ipLimited = await overLimit(clientKey(request), { name: "place-order-ip", limit: limitFromEnv("PLACE_ORDER_RATE_LIMIT_IP", DEFAULT_PLACE_ORDER_IP_RATE_LIMIT), ...TOO_MANY });
  if (ipLimited) return ipLimited;
  // A request with an Authorization header is judged by it alone: a bad token is refused, never treated as a guest.
  const token = request.headers.has("authorization") ? await verifiedToken(bearerToken(request)) : null;
  if (request.headers.has("authorization") && !token) {
    return placeOrderError("unauthorised", "Your sign-in has expired. Please sign in again to place your order.");
  }
  const body = await readFormBody(request, MAX_PLACE_ORDER_BODY_BYTES, placeOrderBodySchema);
  if ("response" in body) return body.response;
  const shopper = token ? `uid:${token.uid}` : `email:${body.data.email ?? body.data.guestId ?? "unknown"}`;
  const shopperLimited = await overLimit(shopper, { name: "place-order-shopper", limit: limitFromEnv("PLACE_ORDER_RATE_LIMIT_SHOPPER", DEFAULT_PLACE_ORDER_SHOPPER_RATE_LIMIT), ...TOO_MANY });
  if (shopperLimited) return shopperLimited;

  const placed = await inDatabaseTurn(() =>
    placeOrder({
      body: body.data,
      uid: token?.uid ?? null,
      tokenEmail: typeof token?.email === "string" ? token.email : null,
      paymentMethod: activePaymentMethod(),
    }),
  );
  if ("response" in placed) return placed.response;
  const outcome: PlaceOrderOutcome = placed.value;
  if (!outcome.ok) {
    const { ok: _ok, code, message, ...extra } = outcome;
    return placeOrderError(code, message, extra);
  }

  const next = await afterOrderPlaced(outcome, siteOrigin(request));
  if (!next.ok) return placeOrderError("paymentUnavailable", next.message);
  const answer: PlaceOrderSuccess = { data: { order: outcome.order, redirectUrl: next.redirectUrl } };
  return json(answer, outcome.created ? 201 : 200);
}
