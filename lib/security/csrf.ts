// Cross-site request forgery: a state-changing request that a browser sends from another site
// carries the visitor's cookies (afcfbtoken, afcctid) with it. Such requests are refused before any
// handler runs (proxy.ts). Browsers label every request with Sec-Fetch-Site, which pages cannot
// forge; older ones send Origin. A request with neither is not from a browser page (curl, Stripe's
// webhook) and carries no visitor's cookies unless its sender already holds them.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Sec-Fetch-Site values that mean "this site's own page" or "typed by the user". */
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

export interface RequestFacts {
  method: string;
  secFetchSite: string | null;
  origin: string | null;
  /** The origins this site answers on (its own request origin and NEXT_PUBLIC_SITE_URL's). */
  ownOrigins: string[];
}

/** True when the request changes state and comes from another site's page. */
export function isCrossSiteWrite({ method, secFetchSite, origin, ownOrigins }: RequestFacts): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (secFetchSite) return !SAME_SITE_FETCH.has(secFetchSite.toLowerCase());
  if (origin) return !ownOrigins.includes(origin);
  return false;
}

export const CROSS_SITE_REFUSAL = {
  code: "crossSiteRequest",
  message: "This request came from another site and was refused.",
} as const;
