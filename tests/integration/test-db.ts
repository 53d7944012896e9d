// A fresh, isolated database for each integration test FILE, on either engine:
//
//   beforeAll(openFreshDatabase);   // or useFreshDatabase, which leaves opening to getDb()
//   afterAll(dropFreshDatabase);
//
// The file gets a copy of the run's migrated and seeded template (db-template.ts): with
// DATABASE_URL set (scripts/with-postgres.sh sets it), a new database afc_t_<random> created from
// the template on that server, so files can run in parallel on one server; without it, a copy of
// the template's PGlite folder. Outside the integration project (no template), an empty database
// that getDb() migrates and seeds on first use.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { forgetOffers } from "@/lib/server/cart/carts";
import { closeDb, getDb } from "@/lib/server/platform/db";
import { createDatabase, dropDatabase } from "./template-db";

/** The server URL given to the run, kept aside while DATABASE_URL points at a fresh database. */
const BASE_URL_KEY = "AFC_TEST_BASE_DATABASE_URL";

let freshDatabase: { kind: "postgres"; name: string; baseUrl: string } | { kind: "pglite"; dir: string } | undefined;

function baseUrl(): string | undefined {
  return process.env[BASE_URL_KEY] || process.env.DATABASE_URL || undefined;
}

/** The engine this run's integration tests use, for test titles. */
export function engineName(): "pglite" | "postgres" {
  return baseUrl() ? "postgres" : "pglite";
}

/**
 * Points getDb() at a new database: a copy of the run's migrated and seeded template when the
 * integration project's global setup made one (db-template.ts), else an empty one that getDb()
 * migrates and seeds on first use. Call it in beforeAll.
 */
async function createFreshDatabase({ empty = false }: { empty?: boolean } = {}): Promise<void> {
  await dropFreshDatabase(); // a second call in one file starts over; also closes a cached connection
  forgetOffers(); // the in-memory price list belonged to the previous database
  const template = empty ? undefined : inject("databaseTemplate");
  const url = baseUrl();
  if (!url) {
    delete process.env.DATABASE_URL;
    if (template?.engine === "pglite") {
      const dir = mkdtempSync(join(tmpdir(), "afc-t-"));
      cpSync(template.dir, dir, { recursive: true });
      freshDatabase = { kind: "pglite", dir };
      process.env.PGLITE_DATA_DIR = dir;
    } else {
      process.env.PGLITE_DATA_DIR = "memory://";
    }
    return;
  }
  process.env[BASE_URL_KEY] = url;
  const name = `afc_t_${process.pid}_${randomBytes(6).toString("hex")}`;
  const copyOf = template?.engine === "postgres" ? template.name : undefined;
  process.env.DATABASE_URL = await createDatabase(url, name, copyOf);
  freshDatabase = { kind: "postgres", name, baseUrl: url };
}

/**
 * A fresh database (useFreshDatabase), migrated and seeded now, as a server does at start-up: in the hook (60 s),
 * not inside a file's first test, whose 30 s a loaded CI machine's seeding alone could use up.
 */
export async function openFreshDatabase(): Promise<void> {
  await createFreshDatabase();
  await getDb();
}

/** A fresh database for this test file (a copy of the template, or an empty one that getDb() migrates and seeds). Call it in beforeAll. */
export const useFreshDatabase = () => createFreshDatabase();

/** A fresh database that is not the template's copy: getDb() migrates it and seeds what the environment asks for (DEMO_DATA). */
export const useEmptyDatabase = () => createFreshDatabase({ empty: true });

/** Closes the connection and drops the database useFreshDatabase() made. Call it in afterAll. */
export async function dropFreshDatabase(): Promise<void> {
  await closeDb();
  const current = freshDatabase;
  if (!current) return;
  freshDatabase = undefined;
  if (current.kind === "pglite") {
    rmSync(current.dir, { recursive: true, force: true });
    return;
  }
  process.env.DATABASE_URL = current.baseUrl;
  await dropDatabase(current.baseUrl, current.name);
}
