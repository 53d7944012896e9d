import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy, newNonce, wantsNonce } from "@/lib/security/csp";
import { API_CONTENT_SECURITY_POLICY } from "@/lib/security/headers";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from "@/lib/security/csrf";

// Runs before every page and API request (not static files): refuses cross-site writes with 403,
// and gives each response its Content-Security-Policy (lib/security/csp.ts). The headers every
// response carries (nosniff, Referrer-Policy, Permissions-Policy, HSTS) are set in next.config.ts.

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

  if (pathname.startsWith("/api/")) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    return response;
  }

  const development = process.env.NODE_ENV === "development";
  if (!wantsNonce(pathname)) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", contentSecurityPolicy({ https, development }));
    return response;
  }
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
  // Static files need neither check; prefetches of pages still get their policy.
  matcher: ["/((?!_next/static|_next/image|media/|fonts/|favicon\\.ico|icon\\.svg).*)"],
};
