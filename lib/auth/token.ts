// Getting the identity provider's ID token (refreshed when under five minutes remain; 3 attempts 1 s apart). Pure logic with its
// dependencies injected (the current user, the clock, the wait between attempts), so it runs and
// is tested without Firebase: the SDK's `User` satisfies `TokenUser` as it is.
import {
  IDENTITY_PROVIDER_NAME,
  TOKEN_FETCH_ATTEMPTS,
  TOKEN_FETCH_RETRY_DELAY_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
} from "@/lib/constants";

/** §8: no signed-in user on token retrieval. */
export const NO_USER_MESSAGE = "No user is currently logged in";
/** §8: token retrieval failed after retries. */
export const TOKEN_RETRIES_FAILED_MESSAGE = `Failed to get token from ${IDENTITY_PROVIDER_NAME} after several attempts.`;
/** §8: token retrieval failed (outside the retries). */
export const TOKEN_FAILED_MESSAGE = `Failed to get token from ${IDENTITY_PROVIDER_NAME}`;

/** The part of the identity provider's user that token retrieval needs. */
export interface TokenUser {
  getIdToken(forceRefresh?: boolean): Promise<string>;
  getIdTokenResult(): Promise<{ expirationTime: string }>;
}

export interface TokenDeps {
  currentUser: TokenUser | null;
  /** The clock, in epoch milliseconds (default Date.now). */
  now?: () => number;
  /** The wait between attempts (default a setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** Refresh whatever the expiry says (the server refused the token: it may have been revoked or the clock is off). */
  force?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * True when less than 5 minutes remain before the token expires (exactly 5 minutes left: no
 * refresh yet). An expiry that cannot be read counts as needing a refresh.
 */
export function tokenNeedsRefresh(expirationTimeMs: number, nowMs: number): boolean {
  if (!Number.isFinite(expirationTimeMs)) return true;
  return expirationTimeMs - nowMs < TOKEN_REFRESH_THRESHOLD_MS;
}

/** Is this the "no user" error (which callers treat as an empty token)? */
export function isNoUserError(error: unknown): boolean {
  return error instanceof Error && error.message === NO_USER_MESSAGE;
}

/**
 * The current user's token, refreshed from the provider when under 5 minutes remain. Up to 3
 * attempts, 1 second apart. Throws NO_USER_MESSAGE without a user, TOKEN_RETRIES_FAILED_MESSAGE
 * when every attempt failed, TOKEN_FAILED_MESSAGE when reading the token's expiry failed.
 */
export async function getFreshToken({ currentUser, now = Date.now, sleep = defaultSleep, force = false }: TokenDeps): Promise<string> {
  if (!currentUser) throw new Error(NO_USER_MESSAGE);

  const forceRefresh = force || (await expiresSoon(currentUser, now));

  let lastError: unknown;
  for (let attempt = 1; attempt <= TOKEN_FETCH_ATTEMPTS; attempt += 1) {
    try {
      return await currentUser.getIdToken(forceRefresh);
    } catch (error) {
      lastError = error;
      if (attempt < TOKEN_FETCH_ATTEMPTS) await sleep(TOKEN_FETCH_RETRY_DELAY_MS);
    }
  }
  throw new Error(TOKEN_RETRIES_FAILED_MESSAGE, { cause: lastError });
}

/** Whether the user's token has under 5 minutes left (TOKEN_FAILED_MESSAGE when its expiry cannot be read). */
async function expiresSoon(currentUser: TokenUser, now: () => number): Promise<boolean> {
  try {
    const { expirationTime } = await currentUser.getIdTokenResult();
    return tokenNeedsRefresh(Date.parse(expirationTime), now());
  } catch (cause) {
    throw new Error(TOKEN_FAILED_MESSAGE, { cause });
  }
}

/** As getFreshToken, but with no user the token is empty ("") rather than an error. */
export async function tokenOrEmpty(deps: TokenDeps): Promise<string> {
  if (!deps.currentUser) return "";
  return getFreshToken(deps);
}
