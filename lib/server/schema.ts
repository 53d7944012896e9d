// Drizzle schema for the site's PostgreSQL database (PGlite locally, Postgres when DATABASE_URL
// is set). After changing it, run `drizzle-kit generate` and commit the new file under drizzle/.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ProductFacts } from "../catalogue/product-facts";
import type { BoxType, CartAmounts, CartItem, CartLastAction, PostalAddress } from "../cart/types";
import type { OrderStatus, PaymentMethod } from "../checkout/contract";
import type { CartDiscount } from "../discounts/contract";

// --- Analytics ---------------------------------------------------------------------------------

/** First-party page views, recorded only with the visitor's cookie consent. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_created_at_idx").on(table.createdAt)],
);

// --- Catalogue ---------------------------------------------------------------------------------

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

/** Small key/value facts about the database itself, such as the seed version applied. */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// --- Carts -------------------------------------------------------------------------------------

/**
 * Shopping carts, guest and signed-in. `items` holds the canonical lines the server computed on
 * the last sync (never the browser's prices). Every write bumps `version` (optimistic concurrency:
 * a sync must name the version it was based on).
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey(),
    /** Firebase uid of the signed-in owner, or null for a guest cart. */
    customer: text("customer"),
    /** The browser's guest id for a guest cart; null once a user owns it. */
    guestId: uuid("guest_id"),
    items: jsonb("items").$type<CartItem[]>().notNull().default([]),
    shippingMethod: text("shipping_method").notNull().default("standard"),
    /** The codes in the basket as judged at the last sync (lib/discounts/rules.ts). */
    discounts: jsonb("discounts").$type<CartDiscount[]>().notNull().default([]),
    /** new (open), merged (joined into the owner's saved cart), later ordered. */
    status: text("status", { enum: ["new", "merged", "ordered"] }).notNull().default("new"),
    lastAction: text("last_action").$type<CartLastAction>().notNull().default("cartCreated"),
    version: integer("version").notNull(),
    deliveryAddress: jsonb("delivery_address").$type<PostalAddress>(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("carts_customer_idx").on(table.customer),
    index("carts_guest_id_idx").on(table.guestId),
    // One open cart per user: the same cart on every device, even when two devices sync at once.
    uniqueIndex("carts_one_open_per_customer_idx").on(table.customer).where(sql`status = 'new' AND customer IS NOT NULL`),
  ],
);

// --- Addresses ---------------------------------------------------------------------------------

/**
 * Signed-in customers' address books (UK addresses). At most one default delivery and one default
 * billing address per customer: lib/server/addresses.ts keeps that in one transaction per write,
 * and the partial unique indexes refuse anything that slips past it.
 */
export const addresses = pgTable(
  "addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Firebase uid of the owner. */
    customer: text("customer").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    city: text("city").notNull(),
    county: text("county"),
    /** Normalised: upper case, one space before the inward code ("SW1A 1AA"). */
    postcode: text("postcode").notNull(),
    country: text("country").notNull().default("GB"),
    phone: text("phone"),
    isDefaultDelivery: boolean("is_default_delivery").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_customer_idx").on(table.customer),
    uniqueIndex("addresses_one_default_delivery_idx").on(table.customer).where(sql`is_default_delivery`),
    uniqueIndex("addresses_one_default_billing_idx").on(table.customer).where(sql`is_default_billing`),
  ],
);

// --- Orders ------------------------------------------------------------------------------------

/**
 * Placed orders. Everything the customer agreed to is a snapshot (lines, boxes, amounts,
 * addresses, email): later catalogue or address-book changes never rewrite an order. One live
 * order per cart and one order per idempotency key, so a retried or double-clicked request can
 * never place two.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    /** The human order number (shown as AFC-100001), from its own sequence. */
    number: integer("number").notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Firebase uid of the signed-in customer, or null for a guest order. */
    customer: text("customer"),
    guestId: uuid("guest_id"),
    email: text("email").notNull(),
    cartId: uuid("cart_id").notNull(),
    idempotencyKey: uuid("idempotency_key").notNull(),
    /**
     * The secret in a guest's confirmation link (random, 256 bits). Kept as is, not hashed: a
     * retried request must get the same link back, and whoever reads this table sees the orders anyway.
     */
    accessKey: text("access_key").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    stripeSessionId: text("stripe_session_id"),
    shippingMethod: text("shipping_method").notNull(),
    items: jsonb("items").$type<CartItem[]>().notNull(),
    boxes: jsonb("boxes").$type<Record<BoxType, number>>().notNull(),
    amounts: jsonb("amounts").$type<CartAmounts>().notNull(),
    /** The codes applied to the order, each with the discount it gave. */
    discounts: jsonb("discounts").$type<CartDiscount[]>().notNull().default([]),
    deliveryAddress: jsonb("delivery_address").$type<PostalAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<PostalAddress>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The Stripe PaymentIntent that paid a card order: what a refund is made against. */
    stripePaymentIntent: text("stripe_payment_intent"),
    // The back office's work (lib/orders/lifecycle.ts): when each step happened and how it left.
    packedAt: timestamp("packed_at", { withTimezone: true }),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** Paid back so far, in pence: refunds that succeeded or are on their way (order_refunds). */
    refundedPence: integer("refunded_pence").notNull().default(0),
    /** The delivery postcode without spaces, upper case: what staff search by ("SW1A1AA", "SW1A"). */
    postcodeKey: text("postcode_key").generatedAlwaysAs(sql`upper(replace(delivery_address->>'postcode', ' ', ''))`),
  },
  (table) => [
    uniqueIndex("orders_number_idx").on(table.number),
    // A cancelled order (payment never started) frees its cart to be ordered again.
    uniqueIndex("orders_cart_idx").on(table.cartId).where(sql`status <> 'cancelled'`),
    uniqueIndex("orders_idempotency_key_idx").on(table.idempotencyKey),
    index("orders_customer_created_idx").on(table.customer, table.createdAt.desc()),
    index("orders_stripe_session_idx").on(table.stripeSessionId),
    index("orders_stripe_payment_intent_idx").on(table.stripePaymentIntent),
    // The back office's queue: one tab is one status range read in date order.
    index("orders_status_created_idx").on(table.status, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    index("orders_postcode_key_idx").using("btree", table.postcodeKey.op("text_pattern_ops")),
    index("orders_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
  ],
);
export * from "./podcast-schema";
export * from "./learn-schema";
export * from "./talk-schema";
export * from "./rate-limit-schema";
export * from "./admin-schema";
export * from "./discount-schema";
export * from "./favourites-schema";
export * from "./reviews-schema";
export * from "./customer-schema";
