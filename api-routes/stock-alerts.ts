import { STOCK_ALERT_ERROR_TEXT, STOCK_ALERTS_UNSUBSCRIBE_PATH, type StockAlertSubscribed } from "@/lib/stock-alerts/contract";
import { normaliseEmail } from "@/lib/stock-alerts/email";
import { verifiedToken } from "@/lib/server/id-token";
import { stockAlertRequestSchema, unsubscribeTokenSchema } from "@/lib/server/stock-alerts/schemas";
import { subscribeToStockAlert, unsubscribeStockAlert } from "@/lib/server/stock-alerts/subscriptions";
import { json, jsonError, readBytesWithin, readJsonBody, requestToken, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// /api/stock-alerts (POST: "Email me when it's back") and /api/stock-alerts/unsubscribe (POST from
// the unsubscribe page's form), issue 28.3. A guest gives an email; a signed-in customer is known
// only from a verified token, and their token's email is used. Order of checks: per-client rate
// limit, body, identity, per-address rate limit, then the database in its turn.
// Errors are `{ code, message }` (lib/stock-alerts/contract.ts).

/** Subscriptions per client address per 10 minutes (env STOCK_ALERTS_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_STOCK_ALERTS_IP_LIMIT = 30;
/** Subscriptions per email address per hour (env STOCK_ALERTS_RATE_LIMIT_EMAIL; "0" turns it off): nobody floods one inbox. */
export const DEFAULT_STOCK_ALERTS_EMAIL_LIMIT = 10;
/** Unsubscribe posts per client address per 10 minutes (env STOCK_ALERTS_UNSUBSCRIBE_RATE_LIMIT_IP). */
export const DEFAULT_STOCK_ALERTS_UNSUBSCRIBE_IP_LIMIT = 60;

const MAX_BODY_BYTES = 2_048;
const PRIVATE = { "Cache-Control": "private, no-store" };

/** POST /api/stock-alerts `{ slug, email? }` → 200 StockAlertSubscribed, or 400/401/404/409/429 (see the contract). */
export async function handleSubscribeStockAlert(request: Request): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "stock-alerts-ip",
    limit: limitFromEnv("STOCK_ALERTS_RATE_LIMIT_IP", DEFAULT_STOCK_ALERTS_IP_LIMIT),
    windowSeconds: 600,
    message: STOCK_ALERT_ERROR_TEXT.tooManyRequests,
  });
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_BODY_BYTES, stockAlertRequestSchema);
  if (!body.ok) return body.response;

  // A customer is known from the verified token only; an invalid token is refused rather than
  // quietly treated as a guest, unless the body gives an address to use instead.
  const token = requestToken(request);
  const decoded = token ? await verifiedToken(token) : null;
  if (token && !decoded && body.data.email === undefined) return jsonError(401, "unauthorised", "A valid, current sign-in token is required.");
  const email = normaliseEmail(decoded?.email ?? body.data.email);
  if (!email) return jsonError(400, "invalidEmail", STOCK_ALERT_ERROR_TEXT.invalidEmail);

  const perEmail = await overLimit(email, {
    name: "stock-alerts-email",
    limit: limitFromEnv("STOCK_ALERTS_RATE_LIMIT_EMAIL", DEFAULT_STOCK_ALERTS_EMAIL_LIMIT),
    windowSeconds: 3_600,
    message: STOCK_ALERT_ERROR_TEXT.tooManyRequests,
  });
  if (perEmail) return perEmail;

  return withDatabase(async () => {
    const outcome = await subscribeToStockAlert(body.data.slug, email, decoded?.uid ?? null);
    if (!outcome.ok) {
      return outcome.code === "unknownProduct"
        ? jsonError(404, "unknownProduct", STOCK_ALERT_ERROR_TEXT.unknownProduct)
        : jsonError(409, "inStock", STOCK_ALERT_ERROR_TEXT.inStock);
    }
    const answer: StockAlertSubscribed = { email: outcome.email, product: outcome.product, alreadySubscribed: outcome.alreadySubscribed };
    return json(answer, 200, PRIVATE);
  });
}

/**
 * POST /api/stock-alerts/unsubscribe (the unsubscribe page's form: `token=…`, urlencoded): ends the
 * subscription, then 303 to the page, which says what happened: `?unsubscribed=<slug>`, or
 * `?used=1` when the link had been used already (or never existed). No sign-in needed: the
 * token is the secret. A GET never unsubscribes (mail scanners open links).
 */
export async function handleUnsubscribeStockAlert(request: Request): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "stock-alerts-unsubscribe-ip",
    limit: limitFromEnv("STOCK_ALERTS_UNSUBSCRIBE_RATE_LIMIT_IP", DEFAULT_STOCK_ALERTS_UNSUBSCRIBE_IP_LIMIT),
    windowSeconds: 600,
  });
  if (limited) return limited;
  const bytes = await readBytesWithin(request, MAX_BODY_BYTES);
  if (bytes === null) return jsonError(413, "bodyTooLarge", `The request body must not exceed ${MAX_BODY_BYTES} bytes.`);
  const parsed = unsubscribeTokenSchema.safeParse(new URLSearchParams(bytes.toString("utf8")).get("token") ?? "");
  const page = new URL(STOCK_ALERTS_UNSUBSCRIBE_PATH, request.url);
  return withDatabase(async () => {
    const ended = parsed.success ? await unsubscribeStockAlert(parsed.data) : null;
    if (ended) page.searchParams.set("unsubscribed", ended.slug);
    else page.searchParams.set("used", "1");
    return new Response(null, { status: 303, headers: { Location: `${page.pathname}${page.search}`, "Cache-Control": "no-store" } });
  });
}
