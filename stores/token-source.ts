// How the cart store gets a current sign-in token before a user sync (under five
// minutes left → refresh, 3 attempts 1 s apart). The auth session (stores/browser-session.ts),
// which owns the identity provider, registers the source; until it has, the stored token is used.
import { useUserStore } from "./user";

/** A token for the signed-in user; `force` refreshes it whatever its expiry says. */
export type TokenSource = (force: boolean) => Promise<string>;

let source: TokenSource | null = null;

export function setTokenSource(next: TokenSource | null): void {
  source = next;
}

/**
 * The signed-in user's token, refreshed when due (or forced); the stored one if the provider
 * cannot be reached. Without a source it answers at once (no promise), so a sync starts in the
 * same turn as before there was one.
 */
export function currentUserToken(force = false): string | Promise<string> {
  const stored = useUserStore.getState().token;
  if (!source) return stored;
  return source(force).then(
    (token) => token || stored,
    () => stored,
  );
}
