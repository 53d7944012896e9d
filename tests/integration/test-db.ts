// A fresh, isolated database for each integration test FILE, on either engine:
//
//   beforeAll(useFreshDatabase);
//   afterAll(dropFreshDatabase);
//
// With DATABASE_URL set (scripts/with-postgres.sh sets it), a new database afc_t_<random> is
// created on that server and DATABASE_URL points at it until dropFreshDatabase() drops it, so test
// files can run in parallel on one server. Without it, the file gets an in-memory PGlite database.
// Either way getDb() then opens (and migrates) the new database on first use.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { forgetOffers } from "@/lib/server/cart/carts";
import { closeDb, getDb } from "@/lib/server/platform/db";

/** The server URL given to the run, kept aside while DATABASE_URL points at a fresh database. */
const BASE_URL_KEY = "AFC_TEST_BASE_DATABASE_URL";

let freshDatabase: { name: string; baseUrl: string } | undefined;

function baseUrl(): string | undefined {
  return process.env[BASE_URL_KEY] || process.env.DATABASE_URL || undefined;
}

/** The engine this run's integration tests use, for test titles. */
export function engineName(): "pglite" | "postgres" {
  return baseUrl() ? "postgres" : "pglite";
}

/** Points getDb() at a new, empty database (migrated on first use). Call it in beforeAll. */
async function createFreshDatabase(): Promise<void> {
  await dropFreshDatabase(); // a second call in one file starts over; also closes a cached connection
  forgetOffers(); // the in-memory price list belonged to the previous database
  const url = baseUrl();
  if (!url) {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = "memory://";
    return;
  }
  process.env[BASE_URL_KEY] = url;
  const name = `afc_t_${process.pid}_${randomBytes(6).toString("hex")}`;
  await withClient(url, (client) => client.query(`CREATE DATABASE "${name}"`));
  freshDatabase = { name, baseUrl: url };
  process.env.DATABASE_URL = databaseUrl(url, name);
}

/**
 * A fresh database (useFreshDatabase), migrated and seeded now, as a server does at start-up: in the hook (60 s),
 * not inside a file's first test, whose 30 s a loaded CI machine's seeding alone could use up.
 */
export async function openFreshDatabase(): Promise<void> {
  await createFreshDatabase();
  await getDb();
}

/** A fresh, empty database for this test file (PGlite in memory, or a new database on the server). Call it in beforeAll. */
export const useFreshDatabase = createFreshDatabase;

/** Closes the connection and drops the database useFreshDatabase() made. Call it in afterAll. */
export async function dropFreshDatabase(): Promise<void> {
  await closeDb();
  const current = freshDatabase;
  if (!current) return;
  freshDatabase = undefined;
  process.env.DATABASE_URL = current.baseUrl;
  await withClient(current.baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${current.name}" WITH (FORCE)`));
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
