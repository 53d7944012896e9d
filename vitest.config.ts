import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit and integration tests (Node by default; DOM tests opt in with `// @vitest-environment jsdom`).
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "content-collections": fileURLToPath(new URL("./.content-collections/generated", import.meta.url)),
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; one worker per core keeps memory and init time in check.
    maxWorkers: 2,
  },
});
