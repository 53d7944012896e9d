import { defineConfig } from "drizzle-kit";

// `drizzle-kit generate` diffs lib/server/schema.ts against drizzle/ and writes a new migration;
// the site applies them itself at start-up (lib/server/platform/db.ts), so no credentials are needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/schema.ts",
  out: "./drizzle",
});
