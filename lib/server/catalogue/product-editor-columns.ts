import "server-only";
import type { ProductInput } from "@/lib/admin/product-input";
import { factsText } from "@/lib/catalogue/product-facts";
import { categoryTextFor, newProductColours } from "./product-editor-rows";

// The products row as a staff save writes it, shared by the editor's one-product save
// (./product-editor.ts) and the CSV import's bulk writes (./csv-bulk-create.ts, ./csv-bulk-change.ts),
// so a product created or changed either way holds exactly the same columns.

/** The products row's columns that come from what staff wrote. */
export function writtenColumns(input: ProductInput, slug: string, primaryCategoryId: number, now = new Date()) {
  return {
    sku: input.sku,
    slug,
    name: input.name,
    brand: input.brand,
    description: input.description,
    tastingNotes: input.tastingNotes,
    ingredients: input.ingredients,
    allergens: input.allergens,
    abv: input.abv,
    container: input.container,
    sizeMl: input.sizeMl,
    isVatable: input.isVatable,
    pricePence: input.unitPrice,
    facts: input.facts,
    factsText: factsText(input.facts),
    energyKcalPer100ml: input.nutrition.energyKcal,
    sugarsGPer100ml: input.nutrition.sugarsG,
    origin: input.origin,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    primaryCategoryId,
    categoryText: categoryTextFor(input.categorySlugs),
    staffEditedAt: now,
  };
}

/**
 * A new product's whole row. It starts unpublished and with no stock: staff publish it and book
 * stock in with a reason (lib/server/admin/product-actions.ts).
 */
export function newProductColumns(input: ProductInput, slug: string, primaryCategoryId: number, now = new Date()) {
  return {
    ...writtenColumns(input, slug, primaryCategoryId, now),
    active: false,
    stock: 0,
    featured: false,
    colours: newProductColours(input.categorySlugs[0]),
    addedOn: now.toISOString().slice(0, 10),
  };
}
