import "server-only";
import { asc, eq } from "drizzle-orm";
import type { ProductInput, ProductInputBody } from "@/lib/admin/product-input";
import { packLabel, poundsInput } from "@/lib/admin/products";
import { poundsText } from "@/lib/cart/money";
import type { StoredProductInput } from "@/lib/catalogue/csv/write";
import { BODY, SWEETNESS, readProductFacts, type ProductFacts } from "@/lib/catalogue/product-facts";
import type { Executor } from "../cart/carts";
import { categories, productCategories, productPacks, products } from "../schema";

// A product's editable values as they are stored, in the product input's shape
// (lib/admin/product-input.ts): what a save is compared with (only changed fields are written and
// logged, so saving the same values again changes nothing) and what the form is prefilled with.

type ProductRow = typeof products.$inferSelect;
type PackRow = typeof productPacks.$inferSelect;

/** Facts the form can start from when the stored ones are missing (a product from before the facts). */
const BLANK_FACTS: ProductFacts = { standsInFor: [], goodWith: [], sweetness: SWEETNESS[0].key, body: BODY[0].key, dietary: [], serve: [] };

/** The stored values of `row`, prices in pence; categories primary first, then in the shop's order. */
export async function storedInput(tx: Executor, row: ProductRow): Promise<ProductInput> {
  const [links, packs] = await Promise.all([
    tx
      .select({ id: categories.id, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, row.id))
      .orderBy(asc(categories.sortOrder)),
    tx.select().from(productPacks).where(eq(productPacks.productId, row.id)).orderBy(asc(productPacks.quantity), asc(productPacks.kind)),
  ]);
  const primary = links.filter((link) => link.id === row.primaryCategoryId);
  const categorySlugs = [...primary, ...links.filter((link) => link.id !== row.primaryCategoryId)].map((link) => link.slug);
  const stored = rowInput(row, categorySlugs, packs);
  return { ...stored, facts: stored.facts ?? BLANK_FACTS };
}

/**
 * A products row, its category slugs and its packs in the input's shape, facts as stored (null when
 * missing): what the editor (above) and the CSV (./csv-state.ts) compare a save with.
 */
export function rowInput(row: ProductRow, categorySlugs: string[], packs: readonly PackRow[]): StoredProductInput {
  return {
    name: row.name,
    brand: row.brand,
    categorySlugs,
    container: row.container,
    sizeMl: row.sizeMl,
    abv: row.abv,
    sku: row.sku,
    unitPrice: row.pricePence,
    isVatable: row.isVatable,
    packs: packs.map((pack) => ({ kind: pack.kind, sku: pack.multipackSku, quantity: pack.quantity, price: pack.pricePence })),
    description: row.description,
    tastingNotes: row.tastingNotes,
    ingredients: row.ingredients,
    allergens: row.allergens,
    facts: readProductFacts(row.facts),
    nutrition: { energyKcal: row.energyKcalPer100ml, sugarsG: row.sugarsGPer100ml },
    origin: row.origin,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** The same values as the form holds them: prices as pounds ("11.99"). */
export function inputBody(input: ProductInput): ProductInputBody {
  return {
    ...input,
    unitPrice: poundsInput(input.unitPrice),
    packs: input.packs.map((pack) => ({ ...pack, price: poundsInput(pack.price) })),
  };
}

/** JSON with object keys sorted, so values read back from jsonb compare equal to those sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Packs compare as a set (the form and the CSV may list them in any order). */
const packKey = (packs: ProductInput["packs"]) => canonical([...packs].sort((a, b) => a.sku.localeCompare(b.sku)));
/** Categories: the primary one, then the others as a set. */
const categoryKey = (slugs: string[]) => canonical([slugs[0], ...[...slugs.slice(1)].sort()]);

export type InputField = keyof ProductInput;

/** The fields whose values differ. */
export function changedFields(before: ProductInput, after: ProductInput): InputField[] {
  return (Object.keys(after) as InputField[]).filter((field) => {
    if (field === "packs") return packKey(before.packs) !== packKey(after.packs);
    if (field === "categorySlugs") return categoryKey(before.categorySlugs) !== categoryKey(after.categorySlugs);
    return canonical(before[field]) !== canonical(after[field]);
  });
}

/** The values of `fields` as the activity log shows them (prices as "£11.99"). */
export function logValues(input: ProductInput, fields: InputField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === "unitPrice") values.unitPrice = poundsText(input.unitPrice);
    else if (field === "packs") values.packs = input.packs.map((pack) => `${packLabel(pack.kind, pack.quantity)} ${pack.sku} ${poundsText(pack.price)}`);
    else values[field] = input[field];
  }
  return values;
}
