// What a cart sync failure looks like, without the HTTP client itself, so the store and
// the messages can name errors while axios loads only when a sync runs.
import type { SyncSuccess } from "./sync-contract";

export const NO_RESPONSE_MESSAGE = "No response received from server";
export const REQUEST_SETUP_MESSAGE = "Error setting up request";

/** Codes of failures that never reached the server's answer (the server's own codes are SyncErrorCode). */
export const CLIENT_ERROR_CODES = {
  noResponse: "noResponse",
  requestSetup: "requestSetup",
  /** A 2xx whose body is not `{ data: { cart } }`. */
  invalidResponse: "invalidResponse",
} as const;

export type SyncResult = SyncSuccess["data"];

export class CartSyncError extends Error {
  /** HTTP status of the server's answer; null when there was none. */
  readonly status: number | null;
  /** The server's `code`, or one of CLIENT_ERROR_CODES. */
  readonly code: string;
  /** A 409's current server cart, to merge with. */
  readonly data?: SyncResult;

  constructor(message: string, options: { status: number | null; code: string; data?: SyncResult; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "CartSyncError";
    this.status = options.status;
    this.code = options.code;
    this.data = options.data;
  }
}
