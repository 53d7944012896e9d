// Back-in-stock emails (issue 28.3): the contract between the browser and /api/stock-alerts.
// No zod here: the browser imports this file (the CSP forbids eval, which zod's compiler probes);
// the request schema is in lib/server/stock-alerts/schemas.ts.

export const STOCK_ALERTS_API_PATH = "/api/stock-alerts";
/** The unsubscribe page (GET shows a button; only its POST unsubscribes). */
export const STOCK_ALERTS_UNSUBSCRIBE_PATH = "/stock-alerts/unsubscribe";
/** Where the unsubscribe page's form posts. */
export const STOCK_ALERTS_UNSUBSCRIBE_API_PATH = "/api/stock-alerts/unsubscribe";
/** The confirmation link's page (double opt-in, issue 34.8: GET shows a button; only its POST confirms). */
export const STOCK_ALERTS_CONFIRM_PATH = "/stock-alerts/confirm";
/** Where the confirmation page's form posts. */
export const STOCK_ALERTS_CONFIRM_API_PATH = "/api/stock-alerts/confirm";
/** Days a confirmation link works; an alert still unconfirmed after that is dropped. */
export const CONFIRMATION_VALID_DAYS = 7;

/** The longest address accepted (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * POST /api/stock-alerts `{ slug, email? }`: a guest sends an email; a signed-in customer sends
 * their token (Authorization: Bearer) and the token's email is used, whatever the body says.
 * → 200 StockAlertSubscribed: the same answer, byte for byte, whether the address was new, already
 *   waiting or awaiting confirmation (issue 34.8: nobody learns who is subscribed)
 * → 400 { code: "invalidEmail" | "invalidBody" }, 401 { code: "unauthorised" } (a token that is not valid),
 *   404 { code: "unknownProduct" }, 409 { code: "inStock" }, 429 { code: "tooManyRequests" }.
 */
export interface StockAlertRequest {
  slug: string;
  email?: string;
}

export interface StockAlertSubscribed {
  /** The address the email will go to (lower case). */
  email: string;
  product: { slug: string; name: string };
  /**
   * True for a guest, or a customer whose account email is not verified: the alert starts once the
   * address's owner presses the link we email. False only for a signed-in customer with a verified
   * email, whose own address needs no proof. Depends on the request alone, never on what is stored.
   */
  confirmationNeeded: boolean;
}

export type StockAlertErrorCode = "invalidEmail" | "invalidBody" | "unauthorised" | "unknownProduct" | "inStock" | "tooManyRequests";

/** What the form says for each refusal (the server's message is shown when a code is not here). */
export const STOCK_ALERT_ERROR_TEXT: Record<StockAlertErrorCode, string> = {
  invalidEmail: "Enter an email address like name@example.com.",
  invalidBody: "Something went wrong with that request. Please try again.",
  unauthorised: "Your sign-in has expired. Sign in again, or reload the page.",
  unknownProduct: "This product is no longer on sale, so we can't tell you when it's back.",
  inStock: "Good news: this is in stock now, so there's nothing to wait for. Reload the page to buy it.",
  tooManyRequests: "That's a lot of requests in a short time. Please wait a few minutes and try again.",
};

/** The success line for a verified customer's own address: "We'll email you when it's back." with the address. */
export const subscribedText = (email: string) => `We'll email you when it's back: one email to ${email}.`;

/** The success line when the address must confirm: true whether it was new, waiting or already confirmed. */
export const confirmationSentText = (email: string) =>
  `Check your inbox: we've sent a link to ${email} to confirm your alert. If you've confirmed it already, there's nothing more to do.`;

/** The confirmation link in the email. */
export const confirmUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, "")}${STOCK_ALERTS_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;

/** The unsubscribe link in an email. */
export const unsubscribeUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, "")}${STOCK_ALERTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

/** The product page's link in an email. */
export const productUrl = (origin: string, slug: string) => `${origin.replace(/\/+$/, "")}/shop/products/${encodeURIComponent(slug)}`;
