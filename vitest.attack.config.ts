import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The attack and fault suite (npm run test:attack): attack/*.test.ts against the production build,
// one file at a time (they start servers and measure latency, so they must not share the CPU).
export default defineConfig({
  resolve: base.resolve,
  test: {
    include: ["attack/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
