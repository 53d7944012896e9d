import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { demoDataEnabled } from "../../demo-data";
import * as schema from "../schema";

// One database per process: embedded PGlite under .data/ by default, or the PostgreSQL server
// named by DATABASE_URL. Migrations from drizzle/ are applied in-process on first use.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbDialect = "pglite" | "postgres";

interface Connection {
  db: Db;
  close(): Promise<void>;
}

/** Fail fast when a PostgreSQL server is unreachable instead of hanging a request. */
const CONNECT_TIMEOUT_MS = 2_000;
const MIGRATIONS = { migrationsFolder: path.join(process.cwd(), "drizzle") };

// Cached on globalThis so dev-mode module reloads and route bundles share one instance
// (PGlite has no folder lock: two instances on one folder would corrupt it).
const CACHE_KEY = Symbol.for("afc.server.db");
const cache = globalThis as typeof globalThis & { [CACHE_KEY]?: Promise<Connection> };

export function dbDialect(): DbDialect {
  return process.env.DATABASE_URL ? "postgres" : "pglite";
}

/** The ready (connected and migrated) database. Rejects if it cannot be reached; a later call retries. */
export async function getDb(): Promise<Db> {
  let pending = cache[CACHE_KEY];
  if (!pending) {
    const opening = open();
    cache[CACHE_KEY] = pending = opening;
    // Forget a failed attempt so that a database which comes back later is picked up.
    opening.catch(() => {
      if (cache[CACHE_KEY] === opening) delete cache[CACHE_KEY];
    });
  }
  return (await pending).db;
}

/** Closes the cached database (tests, shutdown); the next getDb() opens a fresh one. */
export async function closeDb(): Promise<void> {
  const pending = cache[CACHE_KEY];
  delete cache[CACHE_KEY];
  const connection = await pending?.catch(() => undefined);
  await connection?.close();
}

function open(): Promise<Connection> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(pgliteDataDir());
}

function pgliteDataDir(): string {
  // `next build` prerenders shop pages from its own seeded in-memory database, so a build never
  // opens the folder of a server that may be running (PGlite has no lock).
  if (process.env.NEXT_PHASE === "phase-production-build") return "memory://";
  const dir = process.env.PGLITE_DATA_DIR || ".data/pglite";
  // The data folder is runtime state, not code: keep it out of Next's output file tracing.
  return dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
}

async function openPglite(dataDir: string): Promise<Connection> {
  // Loaded on demand so a Postgres deployment never loads the WASM build, and vice versa.
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await client.query(SESSION_SETTINGS);
  const db = drizzle({ client, schema });
  return migrated({ db, close: () => client.close() }, () => migrate(db, MIGRATIONS));
}

async function openPostgres(connectionString: string): Promise<Connection> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  // Session settings travel in the connection's start-up packet: no extra query per connection.
  const pool = new Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, options: `-c ${TRIGRAM_THRESHOLD_SETTING}=${TRIGRAM_THRESHOLD}` });
  // An idle client losing its connection emits on the pool; unhandled, that would crash the process.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  const db = drizzle({ client: pool, schema });
  // Instances starting together (npm run cluster) take turns: one migrates and seeds, the others
  // wait on a session-level advisory lock and then find everything in place.
  return migrated({ db, close: () => pool.end() }, () => migrate(db, MIGRATIONS), async (work) => {
    const session = await pool.connect();
    try {
      await session.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
      return await work();
    } finally {
      await session.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => undefined);
      session.release();
    }
  });
}

/** Advisory lock key held while an instance migrates and seeds a PostgreSQL server. */
const STARTUP_LOCK_ID = 740_517;

/**
 * Per-session settings. Search matches a misspelt word when its trigram word similarity reaches
 * 0.3 (pg_trgm's default of 0.6 misses "nogroni" for "negroni").
 */
const TRIGRAM_THRESHOLD_SETTING = "pg_trgm.word_similarity_threshold";
const TRIGRAM_THRESHOLD = "0.3";
const SESSION_SETTINGS = `SELECT set_config('${TRIGRAM_THRESHOLD_SETTING}', '${TRIGRAM_THRESHOLD}', false)`;

/**
 * Runs the migrations and, with DEMO_DATA set (lib/demo-data.ts), the idempotent demo seeds
 * (catalogue, TALK) and the shipped podcast feeds; on failure closes the connection so a retry
 * starts clean. Without it the database starts empty: a real shop's catalogue is its staff's.
 */
async function migrated(
  connection: Connection,
  runMigrations: () => Promise<void>,
  oneAtATime: (work: () => Promise<void>) => Promise<void> = (work) => work(),
): Promise<Connection> {
  try {
    await oneAtATime(async () => {
      await runMigrations();
      // The shop's aisles and TALK's categories are the site's structure: always there.
      const [{ seedCategories }, { seedTalkCategories }] = await Promise.all([import("../catalogue/seed"), import("../talk/seed")]);
      await seedCategories(connection.db);
      await seedTalkCategories(connection.db);
      if (demoDataEnabled()) await seedDemoData(connection.db);
    });
    return connection;
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/** The invented catalogue, TALK's conversations, READ's stories, LEARN's lessons and courses, WATCH's videos and LISTEN's playlists (imported once) and the shipped podcasts (LISTEN works offline from the first start). */
async function seedDemoData(db: Db): Promise<void> {
  const [{ seedCatalogue }, { ingestShippedFeeds }, { seedTalk }, { importDemoStories }, { importDemoLessons }, { importDemoCourses }, { importDemoVideos }, { importDemoPlaylists }] = await Promise.all([
    import("../catalogue/seed"),
    import("../podcasts/ingest"),
    import("../talk/seed"),
    import("../content/story-import"),
    import("../learn/lesson-import"),
    import("../learn/course-import"),
    import("../watch/video-import"),
    import("../music/playlist-import"),
  ]);
  await seedCatalogue(db);
  await seedTalk(db);
  await importDemoStories(db);
  await importDemoLessons(db);
  // After the lessons: each course's first revision names its lessons in their order.
  await importDemoCourses(db);
  await importDemoVideos(db);
  await importDemoPlaylists(db);
  await ingestShippedFeeds(db);
}
