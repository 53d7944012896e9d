import "server-only";
import { assertSafeAuthConfig } from "./startup-guard";
import { getDb } from "./db";

/** Node.js start-up work, called from instrumentation.ts before the server takes requests. */
export async function startServer(): Promise<void> {
  try {
    assertSafeAuthConfig(process.env);
  } catch (error) {
    // Next 16 only logs an error thrown from register() and goes on serving (checked with
    // `next start`), so an unsafe configuration has to end the process itself.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  // Apply migrations before the first request. A database that is down must not keep the site
  // from starting: /api/health reports 503 and getDb() retries on the next request.
  try {
    await getDb();
  } catch (error) {
    console.error("[db] not ready at start-up:", error);
  }
}
