// Which pages are rendered per request with their own nonce policy. Kept apart from ./csp.ts
// (which builds the policies) so the browser's bundle can ask too: lib/navigation.ts does not
// prefetch links to these pages.

/**
 * Pages that get a per-request nonce policy: each is force-dynamic, so every response is rendered
 * with its own nonce, never served from a cache (docs/decisions/csp-nonce-for-per-request-pages.md).
 * proxy.ts's matcher and ./csp.ts's STATIC_PAGES_SOURCE list the same routes (tests/csp-routes.test.ts).
 */
const NONCE_ROUTES = [
  /^\/admin(?:\/.*)?$/,
  /^\/account(?:\/privacy|\/reviews|\/shop(?:\/.*)?)?$/,
  /^\/shop\/checkout(?:\/.*)?$/,
  /^\/talk(?:\/.*)?$/,
  /^\/stock-alerts\/(?:confirm|unsubscribe)$/,
  /^\/shop\/search$/,
  /^\/listen\/podcasts\/search$/,
];

export function wantsNonce(pathname: string): boolean {
  return NONCE_ROUTES.some((route) => route.test(pathname));
}
