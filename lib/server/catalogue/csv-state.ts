import "server-only";
import { asc, eq } from "drizzle-orm";
import type { CatalogueState, StoredProduct } from "@/lib/catalogue/csv/plan";
import type { Executor } from "../cart/carts";
import { categories, productCategories, productPacks, products } from "../schema";
import { rowInput } from "./product-editor-values";

// The whole catalogue as the CSV sees it, read in three queries (not one per product: an import
// compares thousands of rows with it). Products in SKU order; each product's categories primary
// first, then in the shop's order; packs by size, as the product editor lists them
// (./product-editor-values.ts), so an export and the editor agree.

/** The catalogue as the plan compares it, and each product's row id for the writes. */
export type ServerCatalogueState = CatalogueState & { ids: ReadonlyMap<string, number> };

export async function catalogueState(db: Executor): Promise<ServerCatalogueState> {
  const [productRows, links, packs] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sku)),
    db
      .select({ productId: productCategories.productId, categoryId: categories.id, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .orderBy(asc(categories.sortOrder)),
    db.select().from(productPacks).orderBy(asc(productPacks.quantity), asc(productPacks.kind), asc(productPacks.id)),
  ]);
  const linksOf = groupBy(links, (link) => link.productId);
  const packsOf = groupBy(packs, (pack) => pack.productId);
  const byProductSku = new Map<string, StoredProduct>();
  const skuOwners = new Map<string, string>();
  const ids = new Map<string, number>();
  for (const row of productRows) {
    ids.set(row.sku, row.id);
    const productLinks = linksOf.get(row.id) ?? [];
    const categorySlugs = [
      ...productLinks.filter((link) => link.categoryId === row.primaryCategoryId),
      ...productLinks.filter((link) => link.categoryId !== row.primaryCategoryId),
    ].map((link) => link.slug);
    const productPackRows = packsOf.get(row.id) ?? [];
    byProductSku.set(row.sku, {
      slug: row.slug,
      archived: row.archivedAt !== null,
      published: row.active,
      input: rowInput(row, categorySlugs, productPackRows),
    });
    skuOwners.set(row.sku, row.sku);
    for (const pack of productPackRows) skuOwners.set(pack.multipackSku, row.sku);
  }
  return { products: byProductSku, skuOwners, ids };
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
