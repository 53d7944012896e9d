// What the shopper reads about their basket: the notifications after cart actions and
// syncs, and friendly words for sync errors. The raw codes stay in the cart store; the alert store
// gets these texts.
import { BOX_TYPES, PACKAGING_BOX_TYPES } from "./boxes";
import { CLIENT_ERROR_CODES, NO_RESPONSE_MESSAGE, REQUEST_SETUP_MESSAGE } from "./sync-errors";
import type { BoxType } from "./types";

/** Notification codes the cart store raises itself, besides the server's alertStatus codes. */
export const CART_NOTIFICATION_CODES = {
  productRemovedFromCart: "productRemovedFromCart",
  quantityChanged: "quantityChanged",
  showCartRemainders: "showCartRemainders",
  priceChanged: "priceChanged",
  cartsMerged: "cartsMerged",
  itemAdded: "itemAdded",
} as const;

/** Errors the cart store raises itself. */
export const ALREADY_SAVING_MESSAGE = "Already saving";
export const CART_CHANGED_MESSAGE = "cart changed since sync was triggered";
/** The basket already has the most lines a sync accepts. */
export const CART_FULL_CODE = "cartFull";

export function productRemovedFromCartMessage(productName?: string): string {
  return productName ? `${productName} was removed from your basket.` : "A product was removed from your basket.";
}

export function quantityChangedMessage(productName?: string, quantity?: number): string {
  if (productName && quantity !== undefined) return `You now have ${quantity} × ${productName} in your basket.`;
  return "A quantity in your basket has changed.";
}

/** "Add 5 more to fill your Small Drinks Box." for every box type that is not full. */
export function showCartRemaindersMessage(remainders: Partial<Record<BoxType, number>>): string {
  const parts = BOX_TYPES.filter((type) => (remainders[type] ?? 0) > 0).map((type) => {
    const count = remainders[type] ?? 0;
    return `Add ${count} more to fill your ${PACKAGING_BOX_TYPES[type].displayName}.`;
  });
  return parts.length ? parts.join(" ") : "Your boxes are full: you can go to checkout.";
}

export const PRICE_CHANGED_MESSAGE = "A price in your basket has changed since you added it. Your basket shows the current price.";
export const CARTS_MERGED_MESSAGE = "We've added the items from your saved basket to this one.";

export function itemAddedMessage(productName?: string, quantity?: number): string {
  if (!productName) return "Added to your basket.";
  return quantity && quantity > 1 ? `${quantity} × ${productName} added to your basket.` : `${productName} added to your basket.`;
}

/** A notification's text by code (for codes without a text of their own, e.g. from the server). */
export function notificationText(code: string): string | undefined {
  switch (code) {
    case CART_NOTIFICATION_CODES.productRemovedFromCart:
      return productRemovedFromCartMessage();
    case CART_NOTIFICATION_CODES.quantityChanged:
      return quantityChangedMessage();
    case CART_NOTIFICATION_CODES.priceChanged:
      return PRICE_CHANGED_MESSAGE;
    case CART_NOTIFICATION_CODES.cartsMerged:
      return CARTS_MERGED_MESSAGE;
    case CART_NOTIFICATION_CODES.itemAdded:
      return itemAddedMessage();
    default:
      return undefined;
  }
}

export const ERROR_TEXTS: Record<string, string> = {
  // The server's codes (sync-contract.ts SYNC_ERROR_CODES).
  invalidBody: "Something in your basket couldn't be saved. Please check it and try again.",
  unauthorised: "Your session has expired. Please sign in again to save your basket.",
  forbidden: "This basket belongs to another account. Please sign in again.",
  cartNotFound: "We couldn't find your saved basket, so we've started a new one.",
  staleCart: "Your basket was changed elsewhere. We've combined the changes.",
  bodyTooLarge: "Your basket is too large to save. Please remove some items.",
  tooManyRequests: "You're going a little fast. We'll save your basket in a moment.",
  databaseUnavailable: "We can't save your basket right now. Please try again shortly.",
  // The client's own.
  [CLIENT_ERROR_CODES.noResponse]: "We couldn't reach the shop. Please check your connection.",
  [NO_RESPONSE_MESSAGE]: "We couldn't reach the shop. Please check your connection.",
  [CLIENT_ERROR_CODES.requestSetup]: "Something went wrong saving your basket. Please try again.",
  [REQUEST_SETUP_MESSAGE]: "Something went wrong saving your basket. Please try again.",
  [CLIENT_ERROR_CODES.invalidResponse]: "The shop sent an unexpected answer. Please try again.",
  // The store's own.
  [ALREADY_SAVING_MESSAGE]: "Your basket is being saved. Please wait a moment.",
  [CART_CHANGED_MESSAGE]: "Your basket changed while it was being saved. We'll save your latest changes.",
  [CART_FULL_CODE]: "Your basket has as many different products as it can hold. Please remove one to add another.",
};

/** Friendly words for an error code or message; an unknown one gets a general apology. */
export function cartErrorText(error: string): string {
  return Object.hasOwn(ERROR_TEXTS, error) ? ERROR_TEXTS[error] : "Something went wrong with your basket. Please try again.";
}
