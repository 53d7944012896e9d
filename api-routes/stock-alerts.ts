import { STOCK_ALERT_ERROR_TEXT, STOCK_ALERTS_CONFIRM_PATH, STOCK_ALERTS_UNSUBSCRIBE_PATH } from "@/lib/stock-alerts/contract";
import { normaliseEmail } from "@/lib/stock-alerts/email";
import { verifiedToken } from "@/lib/server/auth/id-token";
import { sendConfirmationInBackground } from "@/lib/server/stock-alerts/confirmation";
import { scheduleBackInStockEmails } from "@/lib/server/stock-alerts/notify";
import { stockAlertRequestSchema, unsubscribeTokenSchema } from "@/lib/server/stock-alerts/schemas";
import { confirmStockAlert, subscribeToStockAlert, unsubscribeStockAlert } from "@/lib/server/stock-alerts/subscriptions";
import { unauthorised } from "./auth";
import { json, jsonError, readBytesWithin, readJsonBody, requestToken, siteOrigin, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// /api/stock-alerts (POST: "Email me when it's back"), /api/stock-alerts/confirm and
// /api/stock-alerts/unsubscribe (POSTs from the emailed links' pages), issues 28.3 and 34.8. A guest
// gives an email; a signed-in customer is known only from a verified token, and their token's email
// is used. Order of checks: per-client rate limit, body, identity, per-address rate limit, then the
// database in its turn. The answer to a subscription never says whether the address was already
// subscribed, and a new address must confirm by email before it gets anything.
// Errors are `{ code, message }` (lib/stock-alerts/contract.ts).

/** Subscriptions per client address per 10 minutes (env STOCK_ALERTS_RATE_LIMIT_IP; "0" turns it off). */
export const DEFAULT_STOCK_ALERTS_IP_LIMIT = 30;
/** Subscriptions per email address per hour (env STOCK_ALERTS_RATE_LIMIT_EMAIL; "0" turns it off): nobody floods one inbox. */
export const DEFAULT_STOCK_ALERTS_EMAIL_LIMIT = 10;
/** Unsubscribe (and confirm) posts per client address per 10 minutes (env STOCK_ALERTS_UNSUBSCRIBE_RATE_LIMIT_IP). */
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
  if (token && !decoded && body.data.email === undefined) return unauthorised();
  const email = normaliseEmail(decoded?.email ?? body.data.email);
  if (!email) return jsonError(400, "invalidEmail", STOCK_ALERT_ERROR_TEXT.invalidEmail);

  const perEmail = await overLimit(email, {
    name: "stock-alerts-email",
    limit: limitFromEnv("STOCK_ALERTS_RATE_LIMIT_EMAIL", DEFAULT_STOCK_ALERTS_EMAIL_LIMIT),
    windowSeconds: 3_600,
    message: STOCK_ALERT_ERROR_TEXT.tooManyRequests,
  });
  if (perEmail) return perEmail;

  // The address is proven only when it is the token's own and Firebase says it was verified.
  const ownVerifiedEmail = Boolean(decoded?.email && decoded.email_verified === true && normaliseEmail(decoded.email) === email);
  return withDatabase(async () => {
    const outcome = await subscribeToStockAlert(body.data.slug, email, { uid: decoded?.uid ?? null, ownVerifiedEmail });
    if (!outcome.ok) {
      return outcome.code === "unknownProduct"
        ? jsonError(404, "unknownProduct", STOCK_ALERT_ERROR_TEXT.unknownProduct)
        : jsonError(409, "inStock", STOCK_ALERT_ERROR_TEXT.inStock);
    }
    if (outcome.confirmation) sendConfirmationInBackground({ ...outcome.confirmation, origin: siteOrigin(request) });
    return json(outcome.answer, 200, PRIVATE);
  });
}

/**
 * A POST from an emailed link's page (`token=…`, urlencoded): runs `act` on the token, then 303 to
 * the page, which says what happened: `?<done>=<slug>`, or `?used=1` when the link had been used
 * already, lapsed or never existed. No sign-in needed: the token is the secret. A GET never acts
 * (mail scanners open links).
 */
async function handleLinkPost(request: Request, page: string, done: string, act: (token: string) => Promise<{ slug: string } | null>): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "stock-alerts-unsubscribe-ip",
    limit: limitFromEnv("STOCK_ALERTS_UNSUBSCRIBE_RATE_LIMIT_IP", DEFAULT_STOCK_ALERTS_UNSUBSCRIBE_IP_LIMIT),
    windowSeconds: 600,
  });
  if (limited) return limited;
  const bytes = await readBytesWithin(request, MAX_BODY_BYTES);
  if (bytes === null) return jsonError(413, "bodyTooLarge", `The request body must not exceed ${MAX_BODY_BYTES} bytes.`);
  const parsed = unsubscribeTokenSchema.safeParse(new URLSearchParams(bytes.toString("utf8")).get("token") ?? "");
  const target = new URL(page, request.url);
  return withDatabase(async () => {
    const result = parsed.success ? await act(parsed.data) : null;
    if (result) target.searchParams.set(done, result.slug);
    else target.searchParams.set("used", "1");
    return new Response(null, { status: 303, headers: { Location: `${target.pathname}${target.search}`, "Cache-Control": "no-store" } });
  });
}

/** POST /api/stock-alerts/unsubscribe (the unsubscribe page's form): ends the subscription; 303 to `?unsubscribed=<slug>` or `?used=1`. */
export function handleUnsubscribeStockAlert(request: Request): Promise<Response> {
  return handleLinkPost(request, STOCK_ALERTS_UNSUBSCRIBE_PATH, "unsubscribed", unsubscribeStockAlert);
}

/**
 * POST /api/stock-alerts/confirm (the confirmation page's form): starts the alert; 303 to
 * `?confirmed=<slug>` or `?used=1`. A product already back in stock by then is sent at once.
 */
export function handleConfirmStockAlert(request: Request): Promise<Response> {
  return handleLinkPost(request, STOCK_ALERTS_CONFIRM_PATH, "confirmed", async (token) => {
    const confirmed = await confirmStockAlert(token);
    if (confirmed) scheduleBackInStockEmails(siteOrigin(request)); // in the background, after the commit
    return confirmed;
  });
}
