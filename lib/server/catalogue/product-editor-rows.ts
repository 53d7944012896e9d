import "server-only";
import { eq, inArray } from "drizzle-orm";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import type { Executor } from "../cart/carts";
import { categories, productCategories, productPacks } from "../schema";

// A product's derived rows, written the same way by the demo seed (./seed.ts) and by staff saves
// (./product-editor.ts): the category names denormalised for full-text search, the
// product_categories links and the packs. One definition, so a staff-made product is searched,
// listed and priced exactly like a seeded one.

const CATEGORY_BY_SLUG = new Map(CATEGORY_TREE.map((category) => [category.slug, category]));

/** The product's category names and its primary category's parent name, for search ("Red Wines Wines"). */
export function categoryTextFor(categorySlugs: string[]): string {
  const primary = CATEGORY_BY_SLUG.get(categorySlugs[0]);
  const parent = primary?.parentSlug ? CATEGORY_BY_SLUG.get(primary.parentSlug) : undefined;
  return [...categorySlugs.map((slug) => CATEGORY_BY_SLUG.get(slug)?.name ?? ""), parent?.name ?? ""].join(" ");
}

/** Category ids by slug, for the slugs given (unknown slugs are left out). */
export async function categoryIdsBySlug(tx: Executor, slugs: string[]): Promise<Map<string, number>> {
  const rows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Replaces the product's category links with `categoryIds`. */
export async function writeProductCategories(tx: Executor, productId: number, categoryIds: number[]): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  await tx.insert(productCategories).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

export interface PackRow {
  kind: "multipack" | "case";
  multipackSku: string;
  quantity: number;
  pricePence: number;
}

/**
 * Makes the product's packs exactly `packs` (by SKU): others are deleted, new ones inserted, known
 * ones updated. With `keepPrices` (the seed) an existing pack keeps the price staff gave it.
 */
export async function writeProductPacks(tx: Executor, productId: number, packs: PackRow[], { keepPrices }: { keepPrices: boolean }): Promise<void> {
  const keep = packs.map((pack) => pack.multipackSku);
  const existing = await tx.select({ sku: productPacks.multipackSku }).from(productPacks).where(eq(productPacks.productId, productId));
  const stale = existing.map((pack) => pack.sku).filter((sku) => !keep.includes(sku));
  if (stale.length) await tx.delete(productPacks).where(inArray(productPacks.multipackSku, stale));
  for (const pack of packs) {
    const row = { productId, ...pack };
    const { pricePence: _price, ...described } = row;
    await tx
      .insert(productPacks)
      .values(row)
      .onConflictDoUpdate({ target: productPacks.multipackSku, set: keepPrices ? described : row });
  }
}

/** Illustration colours (lib/catalogue/product-image.ts) for a new product: body, label, accent by what it is. */
const PALETTE: { match: RegExp; colours: { body: string; label: string; accent: string } }[] = [
  { match: /red-wine/, colours: { body: "#5a1426", label: "#f3ead8", accent: "#a8843f" } },
  { match: /white-wine|organic-wine/, colours: { body: "#e6df9a", label: "#f7f2ea", accent: "#2e6b3f" } },
  { match: /rose-wine/, colours: { body: "#f2b8b0", label: "#f3ead8", accent: "#7b1e33" } },
  { match: /sparkling/, colours: { body: "#2f4a3a", label: "#f1e4c8", accent: "#c9a24a" } },
  { match: /stout/, colours: { body: "#1f1a17", label: "#efe6d6", accent: "#b5462f" } },
  { match: /beer|lager/, colours: { body: "#c98a2b", label: "#f7f2ea", accent: "#1f4d3a" } },
  { match: /cider/, colours: { body: "#8fb04a", label: "#f5f3ee", accent: "#7a1f2b" } },
  { match: /cocktail|spritz/, colours: { body: "#e4572e", label: "#fff4e6", accent: "#2f3b4c" } },
  { match: /alternatives/, colours: { body: "#d9e4e8", label: "#ffffff", accent: "#2f3b4c" } },
];
const OTHER_COLOURS = { body: "#3c8dad", label: "#f7f2ea", accent: "#e4007c" };

export function newProductColours(primaryCategorySlug: string): { body: string; label: string; accent: string } {
  return PALETTE.find((entry) => entry.match.test(primaryCategorySlug))?.colours ?? OTHER_COLOURS;
}
