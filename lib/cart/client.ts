// The browser's cart sync client (docs/decisions/shop-api-contract.md). It sends the cart as
// a draft (only what the shopper chose) and returns the server's canonical cart. Failures become a
// CartSyncError whose message is the server's `code`, "No response received from
// server", or "Error setting up request".
import axios, { type AxiosInstance, type AxiosResponse } from "axios";
import { HTTP_BASE_URL } from "../constants";
import { draftDiscountCodes } from "./lines";
import { SYNC_GUEST_PATH, SYNC_USER_PATH, type DraftCart, type SyncError, type SyncGuestBody, type SyncSuccess, type SyncUserBody } from "./sync-contract";
import type { Cart } from "./types";
import { CLIENT_ERROR_CODES, CartSyncError, NO_RESPONSE_MESSAGE, REQUEST_SETUP_MESSAGE, type SyncResult } from "./sync-errors";

export { CLIENT_ERROR_CODES, CartSyncError, NO_RESPONSE_MESSAGE, REQUEST_SETUP_MESSAGE, type SyncResult };

/** A sync that hangs would keep the cart "saving" (and every later save "Already saving"). */
export const SYNC_TIMEOUT_MS = 30_000;

export const cartHttp: AxiosInstance = axios.create({
  baseURL: HTTP_BASE_URL,
  timeout: SYNC_TIMEOUT_MS,
  headers: { "Content-Type": "application/json" },
});

export interface SyncCartArgs {
  cart: Cart;
  /** The server version the cart is based on (0 for a new cart). */
  version: number;
  /** The signed-in user's id; null or empty for a guest. */
  userId: string | null;
  token: string | null;
  shouldReturnCart?: boolean;
}

/** A draft line also carries the unit price the shopper saw, so the server can tell of a change. */
type DraftLine = DraftCart["items"][number] & { itemPrice: { gross: number } };
export type ClientDraftCart = Omit<DraftCart, "items"> & { items: DraftLine[] };

/** The part of the cart the server reads; everything else it recomputes. */
export function toDraft(cart: Cart, version: number): ClientDraftCart {
  // Only the codes of a discount travel (never an amount); none sent is the same as none kept.
  const discountCodes = draftDiscountCodes(cart.discounts);
  return {
    id: cart.id,
    items: cart.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      metadata: {
        productSKU: item.metadata.productSKU,
        multipackSKU: item.metadata.multipackSKU,
        itemUUID: item.metadata.itemUUID,
      },
      itemPrice: { gross: item.itemPrice.gross },
      dateAdded: item.dateAdded,
    })),
    guestId: cart.guestId,
    customer: cart.customer,
    shippingMethod: cart.shippingMethod,
    version,
    // What the shopper last did (lastAction): the server keeps it, so the saved cart says so too.
    lastAction: cart.lastAction,
    ...(discountCodes.length > 0 ? { discountCodes } : {}),
  };
}

function isSyncErrorBody(body: unknown): body is SyncError {
  return typeof body === "object" && body !== null && typeof (body as { code?: unknown }).code === "string";
}

/** Map any failure of a sync request to a CartSyncError. */
export function toCartSyncError(error: unknown): CartSyncError {
  if (error instanceof CartSyncError) return error;
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const body: unknown = error.response.data;
      const status = error.response.status;
      const code = isSyncErrorBody(body) ? body.code : `http${status}`;
      const data = isSyncErrorBody(body) ? body.data : undefined;
      return new CartSyncError(code, { status, code, data, cause: error });
    }
    if (error.request) return new CartSyncError(NO_RESPONSE_MESSAGE, { status: null, code: CLIENT_ERROR_CODES.noResponse, cause: error });
  }
  return new CartSyncError(REQUEST_SETUP_MESSAGE, { status: null, code: CLIENT_ERROR_CODES.requestSetup, cause: error });
}

/**
 * Save the cart and get the canonical one back: the guest endpoint when there is no user, the
 * user endpoint with the bearer token otherwise. Resolves to the response's `data`
 * ({ cart, version, cartValidity, alertStatus }); rejects with a CartSyncError.
 */
export async function syncCart({ cart, version, userId, token, shouldReturnCart = true }: SyncCartArgs): Promise<SyncResult> {
  const draft = toDraft(cart, version);
  let response: AxiosResponse<SyncSuccess | undefined>;
  try {
    if (userId) {
      const payload: SyncUserBody = { cart: draft, userId, shouldReturnCart };
      response = await cartHttp.post<SyncSuccess>(SYNC_USER_PATH, payload, { headers: { Authorization: `Bearer ${token ?? ""}` } });
    } else {
      const payload: SyncGuestBody = { cart: draft, shouldReturnCart };
      response = await cartHttp.post<SyncSuccess>(SYNC_GUEST_PATH, payload);
    }
  } catch (error) {
    throw toCartSyncError(error);
  }
  const data = response.data?.data;
  if (!data || typeof data !== "object" || !data.cart || typeof data.cart !== "object") {
    const code = CLIENT_ERROR_CODES.invalidResponse;
    throw new CartSyncError(code, { status: response.status, code });
  }
  return data;
}
