// A product as staff write it (issue 36): the one contract shared by the back office's product
// form (create and edit), the CSV import (one row per pack, grouped by product SKU) and the server
// that saves them (lib/server/catalogue/). Strict: a body that also sends a stock count, an id, a
// slug, a published flag or an editor is refused with 400, never half-read. Stock changes keep
// their own action with a reason (./product-schemas.ts); a new product starts unpublished, with
// no stock. Every sentence here is what staff read beside the field.
import { z } from "zod";
import { allowedPackQuantities } from "@/lib/catalogue/packs";
import { productFactsSchema } from "@/lib/catalogue/product-facts";
import { SUBCATEGORY_SLUGS } from "@/lib/catalogue/taxonomy";
import { poundsSchema } from "./pounds-schema";

export const PRODUCT_INPUT_LIMITS = {
  name: 120,
  brand: 80,
  description: 4000,
  tastingNotes: 2000,
  ingredients: 1000,
  allergens: 300,
  origin: 120,
  seoTitle: 70,
  seoDescription: 160,
  packs: 6,
  categories: 4,
  /** The strongest drink the shop sells: the UK's "low alcohol" ceiling is 1.2 %, this shop's 0.5 %. */
  maxAbv: 0.5,
  minSizeMl: 50,
  maxSizeMl: 3000,
} as const;

/** SKUs as the warehouse writes them: capitals, digits and hyphens ("AF-WIN-RED-001-CS6"). */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
const SKU_MESSAGE = "Use 3 to 40 capital letters, digits and hyphens, such as AF-WIN-RED-001.";

const text = (max: number, label: string, min = 0) =>
  z
    .string(`Enter the ${label}.`)
    .trim()
    .min(min, min > 0 ? `Enter the ${label}.` : undefined)
    .max(max, `Keep the ${label} under ${max.toLocaleString("en-GB")} characters.`);

const sku = z.string("Enter a SKU.").trim().toUpperCase().regex(SKU_PATTERN, SKU_MESSAGE);

/** A figure per 100 ml, or null when the label does not give one. */
const per100ml = (max: number, unit: string) =>
  z
    .number(`Enter the ${unit} per 100 ml as a number, or leave it empty.`)
    .min(0, `The ${unit} cannot be below zero.`)
    .max(max, `The ${unit} per 100 ml is at most ${max}.`)
    .nullable();

export const packInputSchema = z.strictObject({
  kind: z.enum(["multipack", "case"], "Choose multipack or case."),
  sku,
  quantity: z.number("Enter how many units the pack holds.").int("Enter a whole number of units."),
  price: poundsSchema,
});

export const productInputSchema = z
  .strictObject({
    name: text(PRODUCT_INPUT_LIMITS.name, "product's name", 2),
    brand: text(PRODUCT_INPUT_LIMITS.brand, "brand", 2),
    /** Sub-category slugs; the first is where the product lives, the others where it also shows. */
    categorySlugs: z
      .array(z.enum(SUBCATEGORY_SLUGS as [string, ...string[]], "Choose a sub-category from the list."))
      .min(1, "Choose the product's sub-category.")
      .max(PRODUCT_INPUT_LIMITS.categories, `Choose at most ${PRODUCT_INPUT_LIMITS.categories} sub-categories.`)
      .refine((slugs) => new Set(slugs).size === slugs.length, "Choose each sub-category once."),
    container: z.enum(["bottle", "can"], "Choose bottle or can."),
    sizeMl: z
      .number("Enter the size in ml.")
      .int("Enter the size as a whole number of ml.")
      .min(PRODUCT_INPUT_LIMITS.minSizeMl, `A bottle or can holds at least ${PRODUCT_INPUT_LIMITS.minSizeMl} ml.`)
      .max(PRODUCT_INPUT_LIMITS.maxSizeMl, `A bottle or can holds at most ${PRODUCT_INPUT_LIMITS.maxSizeMl.toLocaleString("en-GB")} ml.`),
    /** Exactly as the label states it, in percent. */
    abv: z
      .number("Enter the ABV as the label states it, such as 0.5.")
      .min(0, "ABV cannot be below zero.")
      .max(PRODUCT_INPUT_LIMITS.maxAbv, `This shop sells drinks of ${PRODUCT_INPUT_LIMITS.maxAbv}% ABV or less.`)
      .refine((abv) => Math.abs(abv * 100 - Math.round(abv * 100)) < 1e-9, "Give the ABV to at most two decimal places."),
    sku,
    unitPrice: poundsSchema,
    isVatable: z.boolean("Say whether VAT is charged."),
    packs: z.array(packInputSchema).max(PRODUCT_INPUT_LIMITS.packs, `A product has at most ${PRODUCT_INPUT_LIMITS.packs} packs.`),
    /** Markdown, shown on the product page as the shop renders it. */
    description: text(PRODUCT_INPUT_LIMITS.description, "description", 20),
    tastingNotes: text(PRODUCT_INPUT_LIMITS.tastingNotes, "tasting notes"),
    ingredients: text(PRODUCT_INPUT_LIMITS.ingredients, "ingredients", 2),
    allergens: text(PRODUCT_INPUT_LIMITS.allergens, "allergens"),
    facts: productFactsSchema,
    nutrition: z.strictObject({ energyKcal: per100ml(900, "energy (kcal)"), sugarsG: per100ml(100, "sugars (g)") }),
    origin: text(PRODUCT_INPUT_LIMITS.origin, "origin"),
    seoTitle: text(PRODUCT_INPUT_LIMITS.seoTitle, "search title"),
    seoDescription: text(PRODUCT_INPUT_LIMITS.seoDescription, "search description"),
  })
  .superRefine((product, context) => {
    const allowed = allowedPackQuantities(product.sizeMl);
    const skus = [product.sku];
    product.packs.forEach((pack, index) => {
      if (!allowed.includes(pack.quantity)) {
        context.addIssue({
          code: "custom",
          path: ["packs", index, "quantity"],
          message: `A ${product.sizeMl} ml ${product.container} comes in packs of ${allowed.join(", ")} (so boxes can be filled).`,
        });
      }
      if (skus.includes(pack.sku)) context.addIssue({ code: "custom", path: ["packs", index, "sku"], message: "Each pack needs a SKU of its own." });
      skus.push(pack.sku);
    });
  });

/** What the form and the CSV send (prices as typed pounds). */
export type ProductInputBody = z.input<typeof productInputSchema>;
/** What the server saves (prices in pence, SKUs in capitals). */
export type ProductInput = z.output<typeof productInputSchema>;

/** Fields the form has no place for: a sentence on why each is refused (mass assignment). */
const NOT_WRITABLE: Record<string, string> = {
  stock: "Stock is changed with its own action and a reason, not with the product.",
  active: "Publish or unpublish the product with its own action.",
  published: "Publish or unpublish the product with its own action.",
  slug: "The page address follows the brand and name; it cannot be sent.",
};

/**
 * A refused body's sentences by dotted field path ("packs.0.sku", "facts.goodWith"), the first
 * per field, for the form to show beside each field. A key the contract does not have is named
 * on its own path ("stock", "id").
 */
export function productInputFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join(".") || "body";
    fields[key] ??= message;
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], NOT_WRITABLE[key] ?? `"${key}" is not a field of a product and cannot be sent.`);
    } else add(issue.path, issue.message);
  }
  return fields;
}
