import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { dbDialect, getDb, type Db } from "@/lib/server/platform/db";
import { pageViews } from "@/lib/server/schema";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

/** Raw SQL rows: both drivers (PGlite, node-postgres) answer with `{ rows }`. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe(`database harness (${engineName()})`, () => {
  beforeAll(useFreshDatabase);
  afterAll(dropFreshDatabase);

  it("talks to the engine the run asked for", async () => {
    expect(dbDialect()).toBe(engineName());
    const db = await getDb();
    const [{ version }] = await rows<{ version: string }>(db, sql`select version() as version`);
    expect(version).toMatch(/^PostgreSQL \d+/);
    if (engineName() === "postgres") {
      // A database of this file's own, not the shared one the run was given.
      const [{ name }] = await rows<{ name: string }>(db, sql`select current_database() as name`);
      expect(name).toMatch(/^afc_t_/);
    }
  });

  it("applies the migrations on first use", async () => {
    const db = await getDb();
    const [{ table }] = await rows<{ table: string | null }>(db, sql`select to_regclass('public.page_views')::text as table`);
    expect(table).toBe("page_views");
    // Fresh for this file: nothing left over from another file or an earlier run.
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(pageViews);
    expect(count).toBe(0);
  });

  it("round-trips rows through Drizzle", async () => {
    const db = await getDb();
    const [inserted] = await db.insert(pageViews).values({ path: "/smoke", referrer: "https://example.test/" }).returning();
    expect(inserted.id).toBeGreaterThan(0);
    expect(inserted.createdAt).toBeInstanceOf(Date);

    const found = await db.select().from(pageViews).where(eq(pageViews.path, "/smoke")).orderBy(desc(pageViews.id));
    expect(found).toEqual([inserted]);
  });
});
