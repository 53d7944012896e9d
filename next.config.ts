import { withContentCollections } from "@content-collections/next";
import path from "node:path";
import type { NextConfig } from "next";
import { FILTER_PARAM_KEYS } from "./lib/catalogue/filters";
import { productFactsProblems } from "./lib/catalogue/product-facts-check";
import { ABOUT_PAGES, CATEGORY_TREE } from "./lib/catalogue/taxonomy";
import { MAX_DAMAGE_UPLOAD_BODY_BYTES, MAX_PHOTO_UPLOAD_BODY_BYTES, MAX_VIDEO_UPLOAD_BODY_BYTES } from "./lib/media/limits";
import { STATIC_PAGES_SOURCE, contentSecurityPolicy } from "./lib/security/csp";
import { API_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from "./lib/security/headers";

// A product without valid structured facts (stands in for, good with, sweetness, body, diet,
// serving) stops the build, not the first shopper who opens its page.
const factProblems = productFactsProblems();
if (factProblems.length > 0) throw new Error(`Product facts (lib/catalogue/product-facts-data.ts):\n${factProblems.map((line) => `  ${line}`).join("\n")}`);

// Category pages are prerendered; the same URL with a filter, sort or page parameter is served by
// the per-request twin at /shop/<category>/filtered, keeping the plain page static and fast.
const categorySlugs = [...CATEGORY_TREE.map((c) => c.slug), ...Object.keys(ABOUT_PAGES)].join("|");
const filteredListingRewrites = FILTER_PARAM_KEYS.map((key) => ({
  source: `/shop/:category(${categorySlugs})`,
  has: [{ type: "query" as const, key }],
  destination: "/shop/:category/filtered",
}));

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled;
  // rate-limiter-flexible imports drizzle-orm by a computed name, which only Node itself resolves.
  serverExternalPackages: ["@electric-sql/pglite", "firebase-admin", "rate-limiter-flexible"],
  poweredByHeader: false,
  // Several instances (npm run cluster) share one cache in Redis: without REDIS_URL, Next's own
  // cache on local disk and in memory; with it, lib/server/platform/cache-handler.mjs and no per-process copy.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), "lib/server/platform/cache-handler.mjs"), cacheMaxMemorySize: 0 }
    : {}),
  // One id for every instance of a build (set at build time), so a browser that loaded assets from
  // one instance and navigates through another is never served a mismatched build.
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // Podcast and music files carry a hash of their bytes in their names: cache them for a year.
  // Every response: the security headers that do not depend on the request. The nonce pages' CSP
  // comes from proxy.ts.
  async headers() {
    return [
      {
        source: STATIC_PAGES_SOURCE,
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ https: false, development: process.env.NODE_ENV === "development" }) }],
      },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      {
        // HSTS only means something over HTTPS; behind a TLS-terminating proxy the scheme is in X-Forwarded-Proto.
        source: "/:path*",
        has: [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: STRICT_TRANSPORT_SECURITY }],
      },
      {
        source: "/media/:file((?:podcasts|music)/.+\\.[0-9a-f]{8}\\.[a-z0-9.]+)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
  async rewrites() {
    return { beforeFiles: filteredListingRewrites, afterFiles: [], fallback: [] };
  },
  reactStrictMode: true,
  experimental: {
    // Tree-shake barrel imports so only the used parts of these packages reach the browser.
    optimizePackageImports: ["framer-motion"],
    // forbidden() and app/forbidden.tsx: the back office's "Staff only" 403 (lib/server/admin/staff.ts).
    authInterrupts: true,
    // proxy.ts runs on /api, so Next buffers request bodies for it and silently cuts them at this
    // size (10 MB by default): a product photo at its 10 MB limit plus its form would arrive cut.
    // One byte over the upload limit, so a body cut here is still refused whole with 413 by the
    // upload's own count (api-routes/admin/product-photos.ts); the largest is the newsroom's "Add a
    // video" (api-routes/admin/video-create.ts), then a damage report's three photos.
    proxyClientMaxBodySize: Math.max(MAX_PHOTO_UPLOAD_BODY_BYTES, MAX_DAMAGE_UPLOAD_BODY_BYTES, MAX_VIDEO_UPLOAD_BODY_BYTES) + 1,
  },
};

// content-collections builds content/ (READ, WATCH) before Next compiles, and watches it in dev.
export default withContentCollections(nextConfig);
