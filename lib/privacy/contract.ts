// The customer's own data (issue 28.4, UK GDPR arts. 15 and 17): the contract between the browser,
// /api/account/privacy/* and the back office's customer pages. Plain TypeScript (the browser imports
// it; zod stays on the server, lib/server/privacy/schemas.ts).

/** The export document's format: bump when a field is renamed or removed (adding one is compatible). */
export const EXPORT_FORMAT_VERSION = 1;

/** The name TALK shows for the posts of an erased account. */
export const FORMER_MEMBER_LABEL = "Former member";

/** Deleting the account needs a sign-in (or re-authentication) at most this long ago. */
export const REAUTH_MAX_AGE_SECONDS = 5 * 60;

/** What the customer types (and the body carries) to confirm the deletion. */
export const DELETE_CONFIRMATION = "DELETE";

export const PRIVACY_EXPORT_PATH = "/api/account/privacy/export";
export const PRIVACY_DELETE_PATH = "/api/account/privacy/delete";

/** POST /api/account/privacy/delete body. */
export interface DeleteAccountRequest {
  confirm: typeof DELETE_CONFIRMATION;
}

/**
 * POST /api/account/privacy/delete answers:
 * 200 { erased: true }
 * 401 { code: "unauthorised" }           no valid, current token
 * 403 { code: "reauthenticationRequired" } the sign-in is older than REAUTH_MAX_AGE_SECONDS
 * 409 { code: "ordersInProgress" }       an order is still on its way (its address is needed)
 * 400 { code: "invalidBody" }            no explicit confirmation
 */
export interface DeleteAccountSuccess {
  erased: true;
  /** Whether the confirmation went to the account's address (only a verified one is written to). */
  emailed: boolean;
}

/** The statuses in which an order still needs its delivery address: the account waits for them. */
export const ORDER_STATUSES_IN_PROGRESS = ["placed", "awaitingPayment", "paid", "packed", "dispatched"] as const;

export const PRIVACY_ERROR_TEXT = {
  reauthenticationRequired: "For your safety, please confirm it's you again: enter your password (or sign in with your provider) and try once more within five minutes.",
  ordersInProgress:
    "You have an order that hasn't been delivered yet, and we need its address to deliver it. You can delete your account once it has arrived (or been cancelled).",
} as const;

/** The download's file name: alcohol-free-co-data-<YYYY-MM-DD>.json (UTC date). */
export function exportFileName(at: Date): string {
  return `alcohol-free-co-data-${at.toISOString().slice(0, 10)}.json`;
}

/** True when `authTime` (seconds since the epoch, the token's auth_time) is within the window before `nowMs`. */
export function isRecentSignIn(authTime: unknown, nowMs: number, maxAgeSeconds = REAUTH_MAX_AGE_SECONDS): boolean {
  if (typeof authTime !== "number" || !Number.isFinite(authTime)) return false;
  const age = nowMs / 1000 - authTime;
  // A clock a few seconds ahead of ours is not a reason to refuse; a time far in the future is.
  return age <= maxAgeSeconds && age >= -60;
}
