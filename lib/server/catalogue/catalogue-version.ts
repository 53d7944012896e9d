import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../cart/carts";
import { meta } from "../schema";

// A counter bumped in the same transaction as any catalogue change the site makes (a price, stock
// or publishing change in the back office). Each instance's in-memory price list (lib/server/
// carts.ts) remembers the counter it was read at; on a PostgreSQL server, where other instances
// may have made the change, a sync compares it with the stored one (one primary-key read), so a
// new price reaches the next sync on every instance, not after the list's minute is up.

const KEY = "catalogue_version";

export async function markCatalogueChanged(tx: Executor): Promise<void> {
  await tx
    .insert(meta)
    .values({ key: KEY, value: "1" })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`(${meta.value}::bigint + 1)::text` } });
}

export async function catalogueVersion(db: Executor): Promise<string> {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY));
  return row?.value ?? "0";
}
