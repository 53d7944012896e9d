import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit and integration tests (Node by default; DOM tests opt in with `// @vitest-environment jsdom`).
// Two projects share the two workers: the integration project first builds one migrated and seeded
// database that its files copy (tests/integration/db-template.ts).
// The tests run on the demo data (lib/demo-data.ts): the seeded catalogue, TALK and podcasts. Set
// here, before the workers and the integration template's global setup start, so both inherit it.
process.env.DEMO_DATA ??= "true";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "content-collections": fileURLToPath(new URL("./.content-collections/generated", import.meta.url)),
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; one worker per core keeps memory and init time in check.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/**/*.test.{ts,tsx}"], exclude: [...configDefaults.exclude, "tests/integration/**"] },
      },
      {
        extends: true,
        // The global setup imports server modules outside the test files, where setupFiles'
        // mock of `server-only` does not reach.
        resolve: { alias: { "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)) } },
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], globalSetup: ["tests/integration/db-template.ts"] },
      },
    ],
  },
});
