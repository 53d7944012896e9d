// What the checkout form says for each answer of the place-order API, in plain words, and what it
// does next: show field messages, reload the page's figures, or offer to sign in again.
import { CHECKOUT_PATH, type PlaceOrderErrorCode } from "@/lib/checkout/contract";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import type { ClientErrorCode } from "@/lib/checkout/place-order";

export type ErrorFollowUp = "none" | "fields" | "refresh" | "signIn" | "newKey";

export interface CheckoutProblem {
  message: string;
  followUp: ErrorFollowUp;
}

export const FIELDS_MESSAGE = "Some details need checking: please see the message by each one.";

const PROBLEMS: Record<PlaceOrderErrorCode | ClientErrorCode, CheckoutProblem> = {
  invalidBody: { message: FIELDS_MESSAGE, followUp: "fields" },
  unauthorised: { message: "Your sign-in has expired, so we couldn't place your order. Please sign in again: your basket is kept.", followUp: "signIn" },
  forbidden: { message: "This basket belongs to another account or browser, so we couldn't place your order. Please sign in again.", followUp: "signIn" },
  cartNotFound: {
    message: "We couldn't find your basket: it may have been ordered or emptied in another tab. Nothing has been charged.",
    followUp: "refresh",
  },
  addressNotFound: { message: "One of the saved addresses you chose is no longer in your address book. Please choose another.", followUp: "refresh" },
  cartChanged: {
    message: "Your basket changed since you opened checkout (perhaps in another tab). We've updated this page: please check it and place your order again.",
    followUp: "refresh",
  },
  priceChanged: {
    message: "A price or the delivery cost has changed since you opened checkout. We've updated your total: please check it and place your order again.",
    followUp: "refresh",
  },
  outOfStock: { message: "Sorry, we don't have enough in stock for your order.", followUp: "refresh" },
  idempotencyConflict: {
    message: "This checkout was already used for another order. Please check your email or your orders before trying again.",
    followUp: "newKey",
  },
  bodyTooLarge: { message: "Your details are too long to send. Please shorten the address lines and try again.", followUp: "none" },
  emptyCart: { message: "Your basket is empty, so there is nothing to order.", followUp: "refresh" },
  cartInvalid: { message: "A box in your basket isn't full any more. We've updated this page to show what it needs.", followUp: "refresh" },
  tooManyRequests: { message: "You're going a little fast. Please wait a moment and try again.", followUp: "none" },
  paymentUnavailable: {
    message: "We can't reach our card payment provider just now. Nothing has been charged: please try again in a few minutes.",
    followUp: "none",
  },
  databaseUnavailable: { message: "We can't take orders right this moment. Nothing has been charged: please try again shortly.", followUp: "none" },
  network: {
    message: "We couldn't reach the shop. Please check your connection and try again: pressing Place order again never places a second order.",
    followUp: "none",
  },
  unexpected: { message: "Something went wrong placing your order. Please try again: pressing Place order again never places a second order.", followUp: "none" },
};

/** The words and next step for an error code; products (out of stock) are named. */
export function checkoutProblem(code: PlaceOrderErrorCode | ClientErrorCode, products?: string[]): CheckoutProblem {
  const problem = PROBLEMS[code] ?? PROBLEMS.unexpected;
  if (code === "outOfStock" && products && products.length > 0) {
    return { ...problem, message: `Sorry, we don't have enough of ${listOf(products)} for your order. Please change the quantity in your basket.` };
  }
  return problem;
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Sign in, then come back to checkout. */
export const CHECKOUT_SIGN_IN_HREF = `${ACCOUNT_LINKS.signIn.href}?next=${encodeURIComponent(CHECKOUT_PATH)}`;
