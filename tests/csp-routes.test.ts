// Which pages get the nonce Content-Security-Policy: proxy.ts's matcher (the proxy runs), NONCE_ROUTES
// (it sets the nonce policy) and next.config.ts's static header (the policy with 'unsafe-inline') must
// agree on every path, or a page gets no policy, two policies, or a nonce it was not rendered with.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { STATIC_PAGES_SOURCE, contentSecurityPolicy, wantsNonce } from "@/lib/security/csp";

// Next's own compilation of the two kinds of source, so the test reads them as the server does
// (getMiddlewareMatchers is exported at run time but missing from Next's type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers(matchers: string[], config: object): { regexp: string }[] };
const proxyMatchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
const proxyRuns = (pathname: string) => proxyMatchers.some((matcher) => matcher.test(pathname));
const staticHeader = getPathMatch(STATIC_PAGES_SOURCE);
const getsStaticPolicy = (pathname: string) => staticHeader(pathname) !== false;

/** Pages rendered per request that show staff or signed-in data, take a token, or echo free text. */
const NONCE_PAGES = [
  "/admin",
  "/admin/orders",
  "/admin/orders/x",
  "/admin/orders/AFC-1234/slip",
  "/admin/products/some-gin",
  "/admin/content",
  "/account",
  "/account/privacy",
  "/account/reviews",
  "/account/shop/orders",
  "/shop/checkout",
  "/talk/notifications",
  "/stock-alerts/unsubscribe",
  "/stock-alerts/confirm",
  "/shop/search",
  "/listen/podcasts/search",
];

/** Prerendered pages (and look-alike paths): the static policy, and the proxy never runs. */
const STATIC_PAGES = [
  "/",
  "/shop",
  "/shop/products/some-gin",
  "/shop/all-alcohol-free-beers",
  "/account/signin",
  "/account/signup",
  "/account/privacy-notes",
  "/administrator",
  "/read",
  "/listen/podcasts/browse",
  "/help",
  "/terms",
  "/returns-policy",
];

describe("the nonce policy's routes", () => {
  it.each(NONCE_PAGES)("%s runs the proxy, gets the nonce policy and not the static header", (pathname) => {
    expect(proxyRuns(pathname)).toBe(true);
    expect(wantsNonce(pathname)).toBe(true);
    expect(getsStaticPolicy(pathname)).toBe(false);
  });

  it.each(STATIC_PAGES)("%s keeps the static header and never runs the proxy", (pathname) => {
    expect(proxyRuns(pathname)).toBe(false);
    expect(wantsNonce(pathname)).toBe(false);
    expect(getsStaticPolicy(pathname)).toBe(true);
  });

  it("the API runs the proxy (cross-site write guard) but gets neither page policy", () => {
    expect(proxyRuns("/api/admin/orders")).toBe(true);
    expect(wantsNonce("/api/admin/orders")).toBe(false);
    expect(getsStaticPolicy("/api/admin/orders")).toBe(false);
  });
});

/** Every app/ page as [route with sample segments, its file and the layouts above it]. */
function appPages(dir = "app", route = ""): { route: string; files: string[] }[] {
  const pages: { route: string; files: string[] }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "api") continue;
    const segment = entry.name.startsWith("(") ? "" : `/${entry.name.replace(/^\[+\.*|\]+$/g, "")}`;
    pages.push(...appPages(path.join(dir, entry.name), route + segment));
  }
  if (existsSync(path.join(dir, "page.tsx"))) {
    const layouts: string[] = [];
    for (let at = dir; at.startsWith("app"); at = path.dirname(at)) if (existsSync(path.join(at, "layout.tsx"))) layouts.push(path.join(at, "layout.tsx"));
    pages.push({ route: route || "/", files: [path.join(dir, "page.tsx"), ...layouts] });
  }
  return pages;
}

describe("a nonce page is rendered per request", () => {
  // A nonce page built once would be served with the nonce of the build (or none) while the header
  // carries a fresh one: every script refused. force-dynamic makes each render a request's own.
  const noncePages = appPages().filter(({ route }) => wantsNonce(route));

  it("finds the back office, the account, checkout and TALK pages", () => {
    const routes = noncePages.map(({ route }) => route);
    expect(routes).toEqual(expect.arrayContaining(["/admin", "/admin/orders/reference", "/account/privacy", "/account/reviews", "/shop/checkout", "/talk"]));
  });

  it.each(noncePages.map(({ route, files }) => [route, files] as const))(
    "%s is force-dynamic (in its page or a layout above it)",
    (_route, files) => {
      expect(files.some((file) => /export const dynamic = "force-dynamic"/.test(readFileSync(file, "utf8")))).toBe(true);
    },
  );
});

describe("the two policies' script-src", () => {
  const scriptSrc = (policy: string) => policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src ")) ?? "";

  it("the nonce policy allows scripts by the nonce with 'strict-dynamic' and never 'unsafe-inline'", () => {
    for (const https of [false, true]) {
      const directive = scriptSrc(contentSecurityPolicy({ nonce: "bm9uY2UtZm9yLXRlc3Q=", https, development: false }));
      expect(directive).toContain("'nonce-bm9uY2UtZm9yLXRlc3Q='");
      expect(directive).toContain("'strict-dynamic'");
      expect(directive).not.toContain("'unsafe-inline'");
      expect(directive).not.toContain("'unsafe-eval'");
    }
  });

  it("the prerendered pages' policy has no nonce (they are built once for everyone)", () => {
    const directive = scriptSrc(contentSecurityPolicy({ https: false, development: false }));
    expect(directive).not.toContain("'nonce-");
    expect(directive).toContain("'unsafe-inline'");
  });
});
