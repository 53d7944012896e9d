import "server-only";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { ProductDetail, ProductSummary } from "@/lib/catalogue/types";
import { readProductFacts } from "@/lib/catalogue/product-facts";
import { getCategories, summaryColumns, toSummary } from "./catalogue";
import { productPhotos } from "../media/product-photos";
import { getDb } from "../platform/db";
import { categories, productCategories, productPacks, productSlugRedirects, products } from "../schema";

// Reads of single products, by slug: the product page and its related products, a story's
// "Shop the story" products, and the slugs of every product page (the sitemap). Listings, search
// and the filters' facets are catalogue.ts.

export async function getProduct(slug: string): Promise<ProductDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...summaryColumns,
      id: products.id,
      description: products.description,
      tastingNotes: products.tastingNotes,
      ingredients: products.ingredients,
      colours: products.colours,
      facts: products.facts,
      allergens: products.allergens,
      energyKcal: products.energyKcalPer100ml,
      sugarsG: products.sugarsGPer100ml,
      origin: products.origin,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(eq(products.slug, slug), eq(products.active, true)));
  if (!row) return null;
  const [packs, productCats, all, photos] = await Promise.all([
    db.select().from(productPacks).where(eq(productPacks.productId, row.id)).orderBy(asc(productPacks.quantity)),
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, row.id)),
    getCategories(),
    productPhotos(row.id),
  ]);
  const { id: _id, ...rest } = row;
  const summary = toSummary(rest);
  const own = all.filter((c) => productCats.some((pc) => pc.categoryId === c.id));
  return {
    ...summary,
    description: row.description,
    tastingNotes: row.tastingNotes,
    ingredients: row.ingredients,
    colours: row.colours,
    facts: readProductFacts(row.facts),
    allergens: row.allergens,
    nutrition: { energyKcal: row.energyKcal, sugarsG: row.sugarsG },
    origin: row.origin,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    packs: [
      { kind: "single", multipackSku: null, quantity: 1, pricePence: row.pricePence },
      ...packs.map((pack) => ({ kind: pack.kind, multipackSku: pack.multipackSku, quantity: pack.quantity, pricePence: pack.pricePence })),
    ],
    categories: own.map(({ slug, name, parentSlug }) => ({ slug, name, parentSlug })),
    photos,
  };
}

/** Other products from the same sub-category, then the same brand. */
export async function relatedProducts(product: ProductDetail, limit = 4): Promise<ProductSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(eq(products.active, true), sql`${products.slug} <> ${product.slug}`, or(eq(categories.slug, product.categorySlug), eq(products.brand, product.brand))))
    .orderBy(desc(sql`${categories.slug} = ${product.categorySlug}`), sql`${products.stock} = 0`, desc(products.featured), asc(products.name))
    .limit(limit);
  return rows.map(toSummary);
}

/** The active products among these slugs, in the order given (stories' "Shop the story"). */
export async function productsBySlugs(slugs: string[]): Promise<ProductSummary[]> {
  if (slugs.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(eq(products.active, true), inArray(products.slug, slugs)));
  const bySlug = new Map(rows.map((row) => [row.slug, toSummary(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

export async function activeProductSlugs(): Promise<{ slug: string; addedOn: string }[]> {
  const db = await getDb();
  return db.select({ slug: products.slug, addedOn: products.addedOn }).from(products).where(eq(products.active, true)).orderBy(asc(products.slug));
}

/**
 * The current slug of the published product that once had `oldSlug` (product_slug_redirects), or
 * null. Read only when a slug names no product, so a product page's normal render costs nothing more.
 */
export async function renamedProductSlug(oldSlug: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.oldSlug, oldSlug), eq(products.active, true)));
  return row?.slug ?? null;
}
