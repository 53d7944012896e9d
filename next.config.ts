import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "firebase-admin"],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Tree-shake barrel imports so only the used parts of these packages reach the browser.
    optimizePackageImports: ["framer-motion"],
  },
};

export default nextConfig;
