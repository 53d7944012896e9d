import "server-only";
import { and, asc, desc, eq, exists, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { boxTypeForContainer } from "@/lib/cart/boxes";
import { PAGE_SIZE, parseShopFilters, type ShopFilters } from "@/lib/catalogue/filters";
import { productImageUrl } from "@/lib/catalogue/product-image";
import { DIETARY, GOOD_WITH, STAND_INS, readProductFacts, type DietaryKey, type GoodWithKey, type StandInKey } from "@/lib/catalogue/product-facts";
import type { PackKind, ProductSummary } from "@/lib/catalogue/types";
import { photoMainUrl } from "@/lib/media/photo-urls";
import { firstPhotoColumn } from "../media/first-photo";
import { getDb } from "../platform/db";
import { categories, productCategories, productPacks, products } from "../schema";

// Catalogue reads: categories, listings with filters, sort and pagination, full-text search with
// misspelling tolerance, the filters' facets, and the product summary every list shows. Single
// products by slug (the product page) are product-pages.ts. Every value from a URL reaches SQL as
// a bound parameter.

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  parentSlug: string | null;
}

export interface ProductListing {
  items: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export const summaryColumns = {
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  container: products.container,
  sizeMl: products.sizeMl,
  pricePence: products.pricePence,
  isVatable: products.isVatable,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  abv: products.abv,
  categorySlug: categories.slug,
  categoryName: categories.name,
  packKinds: sql<string[]>`coalesce((select array_agg(distinct ${productPacks.kind}) from ${productPacks} where ${productPacks.productId} = ${products.id}), '{}')`,
  /** The first staff photo, if any (lib/server/media/first-photo.ts: part of this one query). */
  photo: firstPhotoColumn,
};

type SummaryRow = Omit<ProductSummary, "imageUrl" | "boxType" | "packKinds"> & { packKinds: string[] };

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    ...row,
    // A staff photo when there is one, else the generated illustration.
    imageUrl: row.photo ? photoMainUrl(row.photo) : productImageUrl(row.slug),
    boxType: boxTypeForContainer(row.sizeMl),
    packKinds: ["single", ...(row.packKinds as PackKind[]).sort()],
  };
}

export async function getCategories(): Promise<CategoryRow[]> {
  const db = await getDb();
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  const slugById = new Map(rows.map((row) => [row.id, row.slug]));
  return rows.map(({ id, slug, name, description, parentId }) => ({
    id,
    slug,
    name,
    description,
    parentSlug: parentId === null ? null : (slugById.get(parentId) ?? null),
  }));
}

/** Search terms as a prefix-matching tsquery ("lag:* & ale:*"): only letters and digits survive. */
export function prefixTsQuery(q: string): string | null {
  const tokens = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return tokens.length ? tokens.map((token) => `${token}:*`).join(" & ") : null;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const tsquery = prefixTsQuery(q);
  const trigram = sql`${q.toLowerCase()} <% ${products.searchName}`;
  return tsquery ? or(sql`${products.searchDocument} @@ to_tsquery('english', ${tsquery})`, trigram) : trigram;
}

function relevance(q: string): SQL {
  const tsquery = prefixTsQuery(q);
  const textRank = tsquery ? sql`ts_rank(${products.searchDocument}, to_tsquery('english', ${tsquery}))` : sql`0`;
  return sql`(${textRank} + word_similarity(${q.toLowerCase()}, ${products.searchName}))`;
}

function orderFor(filters: ShopFilters): SQL[] {
  switch (filters.sort) {
    case "price-asc":
      return [asc(products.pricePence), asc(products.name)];
    case "price-desc":
      return [desc(products.pricePence), asc(products.name)];
    case "name":
      return [asc(products.name), asc(products.brand)];
    case "newest":
      return [desc(products.addedOn), asc(products.name)];
    case "relevance":
      return filters.q ? [desc(relevance(filters.q)), asc(products.name)] : [desc(products.featured), asc(products.name)];
    default:
      return [desc(products.featured), desc(products.addedOn), asc(products.name)];
  }
}

/** Category ids a listing covers: the category and its sub-categories, narrowed by `sub`. */
async function scopeCategoryIds(categorySlug: string, sub: string[]): Promise<number[] | null> {
  const all = await getCategories();
  const category = all.find((c) => c.slug === categorySlug);
  if (!category) return null;
  const children = all.filter((c) => c.parentSlug === category.slug);
  const chosen = children.filter((c) => sub.includes(c.slug));
  if (chosen.length) return chosen.map((c) => c.id);
  return [category.id, ...children.map((c) => c.id)];
}

/**
 * One page of products: in a category (with its sub-categories) and/or matching a search, with
 * the filters applied. A page number past the end gives the last page.
 */
export async function listProducts(filters: ShopFilters, categorySlug?: string): Promise<ProductListing> {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [eq(products.active, true)];

  const inCategories = (ids: number[]) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(productCategories)
        .where(and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, ids))),
    );
  if (categorySlug) {
    const ids = await scopeCategoryIds(categorySlug, filters.sub);
    if (!ids) return { items: [], total: 0, page: 1, pageCount: 0, pageSize: PAGE_SIZE };
    conditions.push(inCategories(ids));
  } else if (filters.sub.length) {
    // Without a category (search), `sub` may name top-level categories: include their children.
    const ids = (await getCategories())
      .filter((c) => filters.sub.includes(c.slug) || (c.parentSlug !== null && filters.sub.includes(c.parentSlug)))
      .map((c) => c.id);
    if (ids.length) conditions.push(inCategories(ids));
  }
  if (filters.minPricePence !== null) conditions.push(gte(products.pricePence, filters.minPricePence));
  if (filters.maxPricePence !== null) conditions.push(lte(products.pricePence, filters.maxPricePence));
  if (filters.sizes.length) conditions.push(inArray(products.sizeMl, filters.sizes));
  if (filters.inStock) conditions.push(sql`${products.stock} > 0`);
  // abv is numeric(3,2), so 0.05 compares exactly.
  if (filters.maxAbv != null) conditions.push(lte(products.abv, filters.maxAbv));
  // Structured facts, by jsonb containment (served by the GIN index on facts): any of the chosen
  // stand-ins, any of the chosen foods and occasions, every chosen dietary fact.
  const contains = (value: object) => sql`${products.facts} @> ${JSON.stringify(value)}::jsonb`;
  if (filters.swap?.length) conditions.push(or(...filters.swap.map((drink) => contains({ standsInFor: [{ drink }] }))));
  if (filters.goodWith?.length) conditions.push(or(...filters.goodWith.map((key) => contains({ goodWith: [key] }))));
  if (filters.diet?.length) conditions.push(contains({ dietary: filters.diet }));
  // Every product sells singly; choosing only multipacks or cases narrows to products offering them.
  const packKinds = filters.packs.filter((kind) => kind !== "single");
  if (packKinds.length && !filters.packs.includes("single")) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productPacks)
          .where(and(eq(productPacks.productId, products.id), inArray(productPacks.kind, packKinds as ("multipack" | "case")[]))),
      ),
    );
  }
  conditions.push(searchCondition(filters.q));
  const where = and(...conditions);

  const [{ total }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const page = Math.max(1, Math.min(filters.page, pageCount));
  const rows = total
    ? await db
        .select(summaryColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
        .where(where)
        .orderBy(...orderFor(filters))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    : [];
  return { items: rows.map(toSummary), total, page, pageCount, pageSize: PAGE_SIZE };
}

/** The container sizes on sale in a category, or in the whole shop (for the size filter). */
export async function sizesInCategory(categorySlug?: string): Promise<number[]> {
  const db = await getDb();
  const ids = categorySlug ? await scopeCategoryIds(categorySlug, []) : (await getCategories()).map((c) => c.id);
  if (!ids) return [];
  const rows = await db
    .selectDistinct({ sizeMl: products.sizeMl })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .where(and(eq(products.active, true), inArray(productCategories.categoryId, ids)))
    .orderBy(asc(products.sizeMl));
  return rows.map((row) => row.sizeMl);
}

/** The fact values the products of a listing have: the filters offer only these. */
export interface FactFacets {
  swap: StandInKey[];
  diet: DietaryKey[];
  goodWith: GoodWithKey[];
}

/** The stand-ins, dietary facts and foods and occasions among active products in a category, or in the whole shop. */
export async function factsInCategory(categorySlug?: string): Promise<FactFacets> {
  const db = await getDb();
  const ids = categorySlug ? await scopeCategoryIds(categorySlug, []) : null;
  if (categorySlug && !ids) return { swap: [], diet: [], goodWith: [] };
  const rows = await db
    .select({ facts: products.facts })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        ids
          ? exists(db.select({ one: sql`1` }).from(productCategories).where(and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, ids))))
          : undefined,
      ),
    );
  const swap = new Set<string>();
  const diet = new Set<string>();
  const goodWith = new Set<string>();
  for (const row of rows) {
    const facts = readProductFacts(row.facts);
    if (!facts) continue;
    for (const standIn of facts.standsInFor) swap.add(standIn.drink);
    for (const key of facts.dietary) diet.add(key);
    for (const key of facts.goodWith) goodWith.add(key);
  }
  return {
    swap: STAND_INS.map((s) => s.key).filter((key) => swap.has(key)),
    diet: DIETARY.map((d) => d.key).filter((key) => diet.has(key)),
    goodWith: GOOD_WITH.map((g) => g.key).filter((key) => goodWith.has(key)),
  };
}

export async function featuredProducts(limit: number, categorySlug?: string): Promise<ProductSummary[]> {
  const listing = await listProducts(parseShopFilters({}), categorySlug);
  return listing.items.slice(0, limit);
}

export async function newestProducts(limit: number): Promise<ProductSummary[]> {
  const listing = await listProducts(parseShopFilters({ sort: "newest" }));
  return listing.items.slice(0, limit);
}
