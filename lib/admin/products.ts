// The back office's products (issue 24): the contract of GET /api/admin/products, GET and POST
// /api/admin/products/<slug>, and the pure rules behind them: a product's stock state, pounds typed
// by staff read as pence, and what a stock change may do. Pure: the pages, the server and the unit
// tests all use it. The request schemas are in ./product-schemas.ts.
import { penceText, poundsText } from "@/lib/cart/money";
import { STOCK_STATES, stockState, type StockState } from "@/lib/catalogue/stock";
import type { ActivityEntry, AdminDashboard, StaffMember } from "./contract";
import type { ProductInputBody } from "./product-input";

// --- Stock --------------------------------------------------------------------------------------

// The rule itself (in, low, out against the product's threshold) is the catalogue's: the shop's
// "Only n left" and the back office's "low" are the same line.
export { STOCK_STATES, stockState, type StockState };

export const STOCK_STATE_LABELS: Record<StockState, string> = { in: "In stock", low: "Low stock", out: "Out of stock" };

/** The ?stock= filter's choices: `low` is everything at or under its threshold, out of stock included. */
export const STOCK_FILTER_LABELS: Record<StockState, string> = {
  in: "In stock (above its threshold)",
  low: "Low or out (at or under its threshold)",
  out: "Out of stock",
};

export const DEFAULT_LOW_STOCK_THRESHOLD = 12;
/** The most units a product's stock or threshold may be set to: a typo guard, far above any shelf. */
export const MAX_STOCK = 1_000_000;

/** Why staff changed a product's stock by hand (stock_changes.reason). */
export const STOCK_CHANGE_REASONS = ["delivery", "breakage", "count", "other"] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockChangeReason, string> = {
  delivery: "Delivery received",
  breakage: "Breakage",
  count: "Stock count",
  other: "Other",
};

/** The sentence for a change that would leave fewer than no units. */
export function belowZeroMessage(stock: number): string {
  if (stock <= 0) return "That would take the stock below zero: there are none in stock.";
  return `That would take the stock below zero: there ${stock === 1 ? "is" : "are"} only ${stock.toLocaleString("en-GB")} in stock.`;
}

/** A stock change as staff ask for it: a new count, or units added (positive) or removed (negative). */
export type StockChange = { kind: "set"; count: number } | { kind: "adjust"; change: number };

/** The stock after `change`, or the sentence why it cannot be made. The server applies the same rule in SQL. */
export function plannedStock(stock: number, change: StockChange): { ok: true; after: number } | { ok: false; message: string } {
  const amount = change.kind === "set" ? change.count : change.change;
  if (!Number.isSafeInteger(amount)) return { ok: false, message: "Enter a whole number of units." };
  if (change.kind === "adjust" && amount === 0) return { ok: false, message: "Enter how many units to add or remove." };
  const after = change.kind === "set" ? amount : stock + amount;
  if (after < 0) return { ok: false, message: change.kind === "set" ? "Stock cannot be below zero." : belowZeroMessage(stock) };
  if (after > MAX_STOCK) return { ok: false, message: `Stock is at most ${MAX_STOCK.toLocaleString("en-GB")} units.` };
  return { ok: true, after };
}

// --- Prices -------------------------------------------------------------------------------------

/** The highest price staff may enter (£1,000.00): far above any bottle or case, low enough to catch "1199" for "11.99". */
export const MAX_PRICE_PENCE = 100_000;

const POUNDS = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Pence from what staff typed as pounds: "11.99", "11.9", "12", "£1,000.00". At most two decimal
 * places, above nothing and at most MAX_PRICE_PENCE. Read digit by digit, never through a float.
 */
export function parsePounds(typed: string): { ok: true; pence: number } | { ok: false; message: string } {
  const text = typed.trim().replace(/^£\s*/, "");
  if (!text) return { ok: false, message: "Enter a price in pounds, such as 11.99." };
  const match = POUNDS.exec(text);
  if (!match) {
    return /^\d[\d,]*\.\d{3,}$/.test(text)
      ? { ok: false, message: "Use at most two decimal places (pounds and pence, such as 11.99)." }
      : { ok: false, message: "Enter a price in pounds, such as 11.99." };
  }
  const whole = match[1].replace(/,/g, "");
  if (whole.length > 7) return { ok: false, message: `A price is at most ${poundsText(MAX_PRICE_PENCE)}.` };
  const pence = Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (pence <= 0) return { ok: false, message: "Enter a price above £0.00." };
  if (pence > MAX_PRICE_PENCE) return { ok: false, message: `A price is at most ${poundsText(MAX_PRICE_PENCE)}.` };
  return { ok: true, pence };
}

/** "11.99": a price as it goes into a price field. */
export const poundsInput = (pence: number) => penceText(pence);

/** "£11.99": a price in the activity log's before and after. */

export type PackKind = "multipack" | "case";

/** "Pack of 4", "Case of 24": how the back office names a product's packs. */
export const packLabel = (kind: PackKind, quantity: number) => `${kind === "case" ? "Case" : "Pack"} of ${quantity}`;

/** What a pack saves against buying its units singly, in whole per cent (0 when it saves nothing). */
export function packSavingPercent(unitPence: number, packPence: number, quantity: number): number {
  const singles = unitPence * quantity;
  return singles > 0 && packPence < singles ? Math.round(((singles - packPence) / singles) * 100) : 0;
}

// --- The list -----------------------------------------------------------------------------------

export const PUBLISHED_FILTERS = ["published", "unpublished"] as const;
export type PublishedFilter = (typeof PUBLISHED_FILTERS)[number];
export const PUBLISHED_FILTER_LABELS: Record<PublishedFilter, string> = { published: "Published", unpublished: "Unpublished" };

export const PRODUCT_SORTS = ["name", "price-asc", "price-desc", "stock-asc", "stock-desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  name: "Name, A to Z",
  "price-asc": "Price, lowest first",
  "price-desc": "Price, highest first",
  "stock-asc": "Stock, lowest first",
  "stock-desc": "Stock, highest first",
};

/** What the products table asks for (query string of GET /api/admin/products and of /admin/products). */
export interface ProductQuery {
  /** Part of a name, a brand or a SKU (the product's or one of its packs'). */
  q?: string;
  /** A category's slug; a top-level category includes its sub-categories. */
  category?: string;
  stock?: StockState;
  published?: PublishedFilter;
  /** ?archived=true lists the archived products (and only them); without it they are left out. */
  archived?: boolean;
  sort: ProductSort;
  page: number;
}

/** One row of the products table. */
export interface AdminProductSummary {
  slug: string;
  sku: string;
  name: string;
  brand: string;
  category: { slug: string; name: string };
  container: "bottle" | "can";
  sizeMl: number;
  /** VAT-inclusive price of one unit. */
  pricePence: number;
  packCount: number;
  stock: number;
  lowStockThreshold: number;
  stockState: StockState;
  published: boolean;
  /** Withdrawn for good: unpublished, listed apart (?published=archived), kept for orders and reviews. */
  archived: boolean;
}

export interface AdminProductList {
  query: ProductQuery;
  products: AdminProductSummary[];
  /** Products matching the query, across every page. */
  total: number;
  pageCount: number;
}

// --- One product --------------------------------------------------------------------------------

export interface AdminProductPack {
  sku: string;
  kind: PackKind;
  quantity: number;
  pricePence: number;
}

/** One row of stock_changes: who changed the stock by hand, when, why, before and after. */
export interface StockChangeView {
  id: number;
  at: string;
  actor: StaffMember;
  reason: StockChangeReason;
  note: string | null;
  before: number;
  after: number;
}

/** How many of a product's newest stock changes and other changes its page shows. */
export const PRODUCT_HISTORY_LIMIT = 50;

export interface AdminProductDetail extends AdminProductSummary {
  abv: number;
  addedOn: string;
  packs: AdminProductPack[];
  /** Newest first, at most PRODUCT_HISTORY_LIMIT; `stockChangeCount` is how many there are in all. */
  stockHistory: StockChangeView[];
  stockChangeCount: number;
  /** The activity log's other changes of this product (edits, prices, publishing, archiving, threshold), newest first. */
  changes: ActivityEntry[];
  /** Every editable field as the product form starts from it (prices as pounds, "11.99"; nutrition null when unknown). */
  input: ProductInputBody;
}

/** POST /api/admin/products/<slug>: one action. Prices are typed pounds ("11.99"); counts are units. */
export type AdminProductAction =
  | { action: "price"; unitPrice: string; packs?: { sku: string; price: string }[] }
  | { action: "setStock"; count: number; reason: StockChangeReason; note?: string }
  | { action: "adjustStock"; change: number; reason: StockChangeReason; note?: string }
  | { action: "publish" }
  | { action: "unpublish" }
  | { action: "archive" }
  | { action: "restore" }
  | { action: "threshold"; lowStockThreshold: number };

/** 200 { data: { product } } after an action; errors are { code, message } (409 stockBelowZero, 404 productNotFound, …). */
export interface AdminProductActionSuccess {
  data: { product: AdminProductDetail };
}

/** The dashboard's stock figure: products at or under their threshold, and how many of them have none. */
export interface LowStockFigures {
  atOrUnder: number;
  out: number;
}

/** /admin's figures: today's orders (lib/admin/contract.ts) and the low-stock count. */
export type AdminDashboardFigures = AdminDashboard & { lowStock: LowStockFigures };
