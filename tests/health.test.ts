import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleHealth } from "@/api-routes/health";
import { closeDb } from "@/lib/server/platform/db";

describe("GET /api/health", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Health needs the schema, not the demo catalogue: seeding it made the first embedded start
    // take ~20 s of a busy CI machine's time, close to the test's limit.
    vi.stubEnv("DEMO_DATA", "false");
  });
  afterEach(async () => {
    await closeDb();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("reports the embedded database as healthy", async () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("PGLITE_DATA_DIR", "memory://");
    const response = await handleHealth();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, db: "pglite" });
  });

  it("answers 503 without details when PostgreSQL is unreachable, and recovers later", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://127.0.0.1:1/none");
    const response = await handleHealth();
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toStrictEqual({ ok: false, code: "databaseUnavailable" });

    // The failed attempt is not cached: once a database is reachable, the next call succeeds.
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("PGLITE_DATA_DIR", "memory://");
    expect((await handleHealth()).status).toBe(200);
  });
});
