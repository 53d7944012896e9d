// The catalogue's tables: categories, products (with their search vector and facts) and packs.
// Re-exported by lib/server/schema.ts.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ProductFacts } from "../../catalogue/product-facts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  parentId: integer("parent_id").references((): AnyPgColumn => categories.id),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    description: text("description").notNull(),
    tastingNotes: text("tasting_notes").notNull(),
    ingredients: text("ingredients").notNull(),
    abv: numeric("abv", { precision: 3, scale: 2, mode: "number" }).notNull(),
    container: text("container", { enum: ["bottle", "can"] }).notNull(),
    sizeMl: integer("size_ml").notNull(),
    /** Gross (VAT-inclusive) price of one unit, in pence. */
    pricePence: integer("price_pence").notNull(),
    isVatable: boolean("is_vatable").notNull().default(true),
    stock: integer("stock").notNull().default(0),
    colours: jsonb("colours").$type<{ body: string; label: string; accent: string }>().notNull(),
    /**
     * Structured facts (lib/catalogue/product-facts.ts): stands in for, good with, sweetness, body,
     * dietary facts, serving suggestions. Written by the seed; `{}` until it has run. Listings
     * filter on it with jsonb containment (@>), which the GIN index below serves.
     */
    facts: jsonb("facts").$type<ProductFacts | Record<string, never>>().notNull().default({}),
    featured: boolean("featured").notNull().default(false),
    /** Published: withdrawn (unpublished) products stay for order history but leave listings and carts. */
    active: boolean("active").notNull().default(true),
    /** Archived: withdrawn for good (kept for orders, reviews and history), listed apart in the back office. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Set by every staff save: the demo seed never overwrites a product staff have edited. */
    staffEditedAt: timestamp("staff_edited_at", { withTimezone: true }),
    /** Allergens in words as the label declares them ("Contains barley (gluten)"); empty when none. */
    allergens: text("allergens").notNull().default(""),
    /** Nutrition per 100 ml; null when not known (then no nutrition claim may be made). */
    energyKcalPer100ml: numeric("energy_kcal_per_100ml", { precision: 6, scale: 1, mode: "number" }),
    sugarsGPer100ml: numeric("sugars_g_per_100ml", { precision: 5, scale: 1, mode: "number" }),
    /** Where it is made ("Kent, England"); empty when not stated. */
    origin: text("origin").notNull().default(""),
    /** Search-engine title and description; empty means the page's own name and description. */
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** The back office lists the product as low on stock at or under this many units. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(12),
    addedOn: date("added_on", { mode: "string" }).notNull(),
    primaryCategoryId: integer("primary_category_id").notNull().references(() => categories.id),
    /** Names of the product's categories, denormalised for full-text search. */
    categoryText: text("category_text").notNull().default(""),
    /** The structured facts in words ("stands in for gin in a G&T; good with curry; dry"), for full-text search. */
    factsText: text("facts_text").notNull().default(""),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', coalesce(category_text, '') || ' ' || coalesce(facts_text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(tasting_notes, '')), 'C')`,
    ),
    /** Lower-cased name and brand, for trigram (misspelling-tolerant) matching. */
    searchName: text("search_name").generatedAlwaysAs(sql`lower(name || ' ' || brand)`),
  },
  (table) => [
    index("products_search_document_idx").using("gin", table.searchDocument),
    index("products_search_name_trgm_idx").using("gin", table.searchName.op("gin_trgm_ops")),
    index("products_primary_category_idx").on(table.primaryCategoryId),
    index("products_price_idx").on(table.pricePence),
    index("products_added_on_idx").on(table.addedOn),
    index("products_facts_idx").using("gin", table.facts.op("jsonb_path_ops")),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] }), index("product_categories_category_idx").on(table.categoryId)],
);

/** Multipacks and cases; the single unit is the product itself. */
export const productPacks = pgTable(
  "product_packs",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["multipack", "case"] }).notNull(),
    multipackSku: text("multipack_sku").notNull().unique(),
    quantity: integer("quantity").notNull(),
    pricePence: integer("price_pence").notNull(),
  },
  (table) => [index("product_packs_product_idx").on(table.productId)],
);

/** A product's earlier slugs: /shop/products/<old> answers 301 to the product's current page. */
export const productSlugRedirects = pgTable(
  "product_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_slug_redirects_product_idx").on(table.productId)],
);
