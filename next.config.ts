import { withContentCollections } from "@content-collections/next";
import type { NextConfig } from "next";
import { FILTER_PARAM_KEYS } from "./lib/catalogue/filters";
import { ABOUT_PAGES, CATEGORY_TREE } from "./lib/catalogue/taxonomy";

// Category pages are prerendered; the same URL with a filter, sort or page parameter is served by
// the per-request twin at /shop/<category>/filtered, keeping the plain page static and fast.
const categorySlugs = [...CATEGORY_TREE.map((c) => c.slug), ...Object.keys(ABOUT_PAGES)].join("|");
const filteredListingRewrites = FILTER_PARAM_KEYS.map((key) => ({
  source: `/shop/:category(${categorySlugs})`,
  has: [{ type: "query" as const, key }],
  destination: "/shop/:category/filtered",
}));

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "firebase-admin"],
  poweredByHeader: false,
  // Podcast and music files carry a hash of their bytes in their names: cache them for a year.
  async headers() {
    return [
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
  },
};

// content-collections builds content/ (READ, WATCH) before Next compiles, and watches it in dev.
export default withContentCollections(nextConfig);
