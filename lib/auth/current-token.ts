// The sign-in token for a call to our API, for lib's HTTP clients. The auth session
// (stores/browser-session.ts) owns the identity provider and the user store, so it provides the
// token here when it loads (the shell loads it on every page); lib cannot import stores.
/** Answers the current token, refreshed when under 5 minutes remain; "" with no user. */
export type CurrentTokenSource = () => Promise<string>;

let source: CurrentTokenSource | null = null;

export function provideCurrentToken(next: CurrentTokenSource | null): void {
  source = next;
}

/** The current token for a call that needs one; "" while no session has provided one. */
export function currentToken(): Promise<string> {
  return source ? source() : Promise.resolve("");
}
