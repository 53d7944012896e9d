import "server-only";
import { sql } from "drizzle-orm";
import { dbDialect, getDb } from "@/lib/server/platform/db";
import { logServerError } from "@/lib/server/platform/log";
import { startUpExpiryPending } from "@/lib/server/platform/start-up-expiry";
import { json } from "./http";

/** GET /api/health: 200 when a real query succeeds, 503 (without details) when it does not, or while the start-up expiry is pending. */
export async function handleHealth(): Promise<Response> {
  if (startUpExpiryPending()) return json({ ok: false, code: "starting" }, 503);
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return json({ ok: true, db: dbDialect() });
  } catch (error) {
    logServerError("health check", error);
    return json({ ok: false, code: "databaseUnavailable" }, 503);
  }
}
