// The shop API's cart sync contract (docs/decisions/shop-api-contract.md), shared by the
// browser's client and the server. The browser's cart is a draft: the server reads only what a
// shopper chose (which products, which packs, how many, the shipping method) and recomputes every
// name, price, amount and validity from the catalogue.
import type { Cart, CartValidity } from "./types";

export const SYNC_GUEST_PATH = "/api/shop/cart/sync_guest";
export const SYNC_USER_PATH = "/api/shop/cart/sync";

/** Limits of a sync request. */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;
export const MAX_SYNC_BODY_BYTES = 64 * 1024;

// The request schemas (zod) live in ./sync-schemas.ts, which only the server loads; the browser
// needs just these constants and types.
export type { DraftCart, ParsedDraftCart, ParsedDraftItem, SyncGuestBody, SyncUserBody } from "./sync-schemas";

/** Why the server changed the cart it was sent (the alert the shopper sees). */
export interface AlertStatus {
  code: AlertCode;
  message: string;
}

export const ALERT_CODES = [
  /** A SKU is unknown or withdrawn: its line was dropped. */
  "productRemovedFromCart",
  /** A price changed since the browser last saw it. */
  "priceChanged",
  /** A quantity was lowered to what is in stock. */
  "quantityChanged",
  /** A guest cart was joined with the user's saved cart on sign-in. */
  "cartsMerged",
] as const;
export type AlertCode = (typeof ALERT_CODES)[number];

/** 200: the canonical cart with its id, server version and validity. */
export interface SyncSuccess {
  data: {
    cart: Cart;
    version: number;
    cartValidity: CartValidity;
    alertStatus: AlertStatus | null;
  };
}

/** Every error is `{ code, message }`; a 409 also carries the server's current cart to merge with. */
export interface SyncError {
  code: SyncErrorCode;
  message: string;
  data?: SyncSuccess["data"];
}

export const SYNC_ERROR_CODES = {
  invalidBody: 400,
  unauthorised: 401,
  forbidden: 403,
  cartNotFound: 404,
  staleCart: 409,
  bodyTooLarge: 413,
  tooManyRequests: 429,
  databaseUnavailable: 503,
} as const;
export type SyncErrorCode = keyof typeof SYNC_ERROR_CODES;
