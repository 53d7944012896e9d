import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy, newNonce, wantsNonce } from "@/lib/security/csp";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from "@/lib/security/csrf";

// Runs before every API request and the nonce pages (lib/security/nonce-routes.ts: the back
// office, checkout, account, TALK, back-in-stock confirm and unsubscribe, the searches):
// refuses cross-site writes with 403, and gives those pages a fresh nonce and their nonce
// Content-Security-Policy (lib/security/csp.ts). Prerendered pages never run it: their policy and
// the headers every response carries (nosniff, Referrer-Policy, Permissions-Policy, HSTS) are
// static headers from next.config.ts.

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const https = (request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(/:$/, "")) === "https";

  if (
    isCrossSiteWrite({
      method: request.method,
      secFetchSite: request.headers.get("sec-fetch-site"),
      origin: request.headers.get("origin"),
      ownOrigins: ownOrigins(request, https),
    })
  ) {
    return NextResponse.json(CROSS_SITE_REFUSAL, { status: 403, headers: { "Cache-Control": "no-store" } });
  }

  if (!wantsNonce(pathname)) return NextResponse.next(); // the API: its headers come from next.config.ts
  const development = process.env.NODE_ENV === "development";
  // Next reads the nonce from the request's policy while rendering and stamps it on its scripts.
  const policy = contentSecurityPolicy({ nonce: newNonce(), https, development });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** The origins a same-site page of ours may send: the one this request was addressed to, and the configured public one. */
function ownOrigins(request: NextRequest, https: boolean): string[] {
  const origins: string[] = [];
  const host = request.headers.get("host");
  if (host) origins.push(`${https ? "https" : "http"}://${host}`);
  const configured = process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, "");
  if (configured) origins.push(configured);
  return origins;
}

export const config = {
  // The API and lib/security/nonce-routes.ts (a matcher must be written out literally;
  // tests/csp-routes.test.ts checks the three lists agree).
  matcher: [
    "/api/:path*",
    "/admin/:path*",
    "/account",
    "/account/privacy",
    "/account/reviews",
    "/account/shop/:path*",
    "/shop/checkout/:path*",
    "/talk/:path*",
    "/stock-alerts/confirm",
    "/stock-alerts/unsubscribe",
    "/shop/search",
    "/listen/podcasts/search",
  ],
};
