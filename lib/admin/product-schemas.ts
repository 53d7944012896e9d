// zod schemas of the products API's requests (lib/admin/products.ts). Strict objects, like the
// orders' (./schemas.ts): a body that also sends a stock, a price in pence, an actor or a published
// flag it was not asked for is refused with 400, never half-read.
import { z } from "zod";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import {
  MAX_STOCK,
  PRODUCT_SORTS,
  PUBLISHED_FILTERS,
  STOCK_CHANGE_REASONS,
  STOCK_STATES,
} from "./products";
import { poundsSchema } from "./pounds-schema";

const reason = z.enum(STOCK_CHANGE_REASONS, "Choose why the stock changed.");
const note = z.string().trim().max(300, "Keep the note under 300 characters.").optional();
const units = z.number("Enter a whole number of units.").int("Enter a whole number of units.");

/** "Other" says what happened in the note; the named reasons speak for themselves. */
const noteForOther = (body: { reason: string; note?: string }) => body.reason !== "other" || Boolean(body.note);
const NOTE_FOR_OTHER = { message: "Say what happened in the note when the reason is Other.", path: ["note"] };

export const adminProductActionSchema = z.discriminatedUnion("action", [
  z.strictObject({
    action: z.literal("price"),
    unitPrice: poundsSchema,
    packs: z
      .array(z.strictObject({ sku: z.string().trim().min(1).max(80), price: poundsSchema }))
      .max(20)
      .refine((packs) => new Set(packs.map((pack) => pack.sku)).size === packs.length, "Each pack's price once.")
      .default([]),
  }),
  z
    .strictObject({
      action: z.literal("setStock"),
      count: units.min(0, "Stock cannot be below zero.").max(MAX_STOCK, `Stock is at most ${MAX_STOCK.toLocaleString("en-GB")} units.`),
      reason,
      note,
    })
    .refine(noteForOther, NOTE_FOR_OTHER),
  z
    .strictObject({
      action: z.literal("adjustStock"),
      change: units
        .min(-MAX_STOCK, `A change is at most ${MAX_STOCK.toLocaleString("en-GB")} units.`)
        .max(MAX_STOCK, `A change is at most ${MAX_STOCK.toLocaleString("en-GB")} units.`)
        .refine((value) => value !== 0, "Enter how many units to add or remove."),
      reason,
      note,
    })
    .refine(noteForOther, NOTE_FOR_OTHER),
  z.strictObject({ action: z.literal("publish") }),
  z.strictObject({ action: z.literal("unpublish") }),
  z.strictObject({ action: z.literal("archive") }),
  z.strictObject({ action: z.literal("restore") }),
  z.strictObject({
    action: z.literal("threshold"),
    lowStockThreshold: units.min(0, "A threshold cannot be below zero.").max(MAX_STOCK, `A threshold is at most ${MAX_STOCK.toLocaleString("en-GB")} units.`),
  }),
]);
export type ParsedAdminProductAction = z.output<typeof adminProductActionSchema>;

const CATEGORY_SLUGS = CATEGORY_TREE.map((category) => category.slug) as [string, ...string[]];

/** The products table's query string; anything unreadable falls back to the default rather than failing. */
export const productQuerySchema = z.object({
  q: z.string().trim().max(120).optional().catch(undefined),
  category: z.enum(CATEGORY_SLUGS).optional().catch(undefined),
  stock: z.enum(STOCK_STATES).optional().catch(undefined),
  published: z.enum(PUBLISHED_FILTERS).optional().catch(undefined),
  archived: z
    .enum(["true"])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  sort: z.enum(PRODUCT_SORTS).catch("name"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** A product slug as it may appear in a URL (anything else is simply not found). */
export const isProductSlug = (slug: string) => /^[a-z0-9-]{1,120}$/.test(slug);
