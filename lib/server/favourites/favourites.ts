import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { MAX_FAVOURITES, type FavouriteItem } from "@/lib/favourites/contract";
import { summaryColumns, toSummary } from "../catalogue/catalogue";
import { getDb, type Db, type Tx } from "../platform/db";
import { categories, favourites, products } from "../schema";

// Favourites (issue 28.2): the products one signed-in customer has hearted. Every query is scoped
// to the customer (the verified uid), so another customer's favourites are never read or changed.
// Only active products are listed or added; a withdrawn product's row stays and reappears if it is
// published again. Writes run in one transaction holding a per-customer advisory lock, so a merge
// and a heart pressed at the same moment cannot together pass MAX_FAVOURITES.

/** The customer's favourites among active products, newest first, with price and stock as now. */
export async function listFavourites(customer: string): Promise<FavouriteItem[]> {
  return listIn(await getDb(), customer);
}

async function listIn(db: Db | Tx, customer: string): Promise<FavouriteItem[]> {
  const rows = await db
    .select({ ...summaryColumns, addedAt: favourites.addedAt })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(eq(favourites.customer, customer), eq(products.active, true)))
    .orderBy(desc(favourites.addedAt), desc(favourites.productId))
    .limit(MAX_FAVOURITES);
  return rows.map(({ addedAt, ...summary }) => ({ product: toSummary(summary), addedAt: addedAt.toISOString() }));
}

/** One write of one customer's favourites, serialised with the customer's other writes; answers the list after it. */
async function write<T>(customer: string, body: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`favourites:${customer}`}, 0))`);
    return body(tx);
  });
}

/** How many of the customer's favourites are listed (active products). */
async function countIn(tx: Tx, customer: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.customer, customer), eq(products.active, true)));
  return n;
}

export type AddFavouriteOutcome = { ok: true; favourites: FavouriteItem[] } | { ok: false; code: "unknownProduct" | "tooManyFavourites" };

/**
 * Hearts the active product with this slug (again: no change, the first date is kept). Refused
 * with "unknownProduct" when no active product has the slug, "tooManyFavourites" at the limit.
 */
export function addFavourite(customer: string, slug: string): Promise<AddFavouriteOutcome> {
  return write(customer, async (tx): Promise<AddFavouriteOutcome> => {
    const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.slug, slug), eq(products.active, true)));
    if (!product) return { ok: false, code: "unknownProduct" };
    const [existing] = await tx
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.customer, customer), eq(favourites.productId, product.id)));
    if (!existing) {
      if ((await countIn(tx, customer)) >= MAX_FAVOURITES) return { ok: false, code: "tooManyFavourites" };
      await tx.insert(favourites).values({ customer, productId: product.id }).onConflictDoNothing();
    }
    return { ok: true, favourites: await listIn(tx, customer) };
  });
}

/** Un-hearts the product with this slug (withdrawn or not); no change when it was not a favourite. */
export function removeFavourite(customer: string, slug: string): Promise<FavouriteItem[]> {
  return write(customer, async (tx) => {
    await tx
      .delete(favourites)
      .where(and(eq(favourites.customer, customer), inArray(favourites.productId, tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)))));
    return listIn(tx, customer);
  });
}

/**
 * Adds a guest's favourites (oldest first) to the account: unknown and withdrawn slugs are skipped,
 * ones already there keep their date, and only as many as fit under MAX_FAVOURITES are added (the
 * earliest). Running it again with the same slugs changes nothing. The added keep the guest's
 * order: each is a microsecond newer than the one before it, the last one dated now.
 */
export function mergeFavourites(customer: string, slugs: string[]): Promise<FavouriteItem[]> {
  return write(customer, async (tx) => {
    const wanted = [...new Set(slugs)];
    if (wanted.length === 0) return listIn(tx, customer);
    const found = await tx.select({ id: products.id, slug: products.slug }).from(products).where(and(inArray(products.slug, wanted), eq(products.active, true)));
    const idBySlug = new Map(found.map((row) => [row.slug, row.id]));
    const held = new Set(
      (await tx.select({ productId: favourites.productId }).from(favourites).where(and(eq(favourites.customer, customer), inArray(favourites.productId, [...idBySlug.values(), -1])))).map(
        (row) => row.productId,
      ),
    );
    const room = Math.max(0, MAX_FAVOURITES - (await countIn(tx, customer)));
    const adding = wanted.flatMap((slug) => {
      const id = idBySlug.get(slug);
      return id === undefined || held.has(id) ? [] : [id];
    }).slice(0, room);
    if (adding.length > 0) {
      await tx
        .insert(favourites)
        .values(adding.map((productId, index) => ({ customer, productId, addedAt: sql`now() - ${adding.length - 1 - index}::int * interval '1 microsecond'` })))
        .onConflictDoNothing();
    }
    return listIn(tx, customer);
  });
}
