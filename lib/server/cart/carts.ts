import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { boxTypeForContainer, cartAmounts, isShippingMethodId, lineAmounts } from "@/lib/cart";
import { productsGrossOf } from "@/lib/cart/amounts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type AlertStatus, type ParsedDraftCart, type ParsedDraftItem } from "@/lib/cart/sync-contract";
import type { Cart, CartItem } from "@/lib/cart/types";
import { CURRENCY, DEFAULT_SHIPPING_METHOD_ID } from "@/lib/constants";
import { appliedOf } from "@/lib/discounts/rules";
import { loadOffers, offerKey, type Offer } from "./cart-offers";
import { judgeBasket } from "../discounts/discounts";
import type { Db } from "../platform/db";
import { carts } from "../schema";

// Carts on the server: canonicalisation (the browser's cart is a draft; every name, price and
// amount is rebuilt from the catalogue) and the `carts` table's reads and writes.

export type CartRow = typeof carts.$inferSelect;
/** A database handle or an open transaction. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface CartOwner {
  customer: string | null;
  guestId: string | null;
}

export interface CanonicalCart {
  cart: Cart;
  alertStatus: AlertStatus | null;
}

export { forgetOffers, OFFERS_TTL_MS } from "./cart-offers";

// --- Canonicalisation ------------------------------------------------------------------------

/** Lines of the same product and pack become one, quantities added (capped); the first line's ids stay. */
function combineDuplicates(lines: readonly ParsedDraftItem[]): ParsedDraftItem[] {
  const combined = new Map<string, ParsedDraftItem>();
  for (const line of lines) {
    const key = offerKey(line.metadata.productSKU, line.metadata.multipackSKU);
    const first = combined.get(key);
    combined.set(key, first ? { ...first, quantity: Math.min(MAX_LINE_QUANTITY, first.quantity + line.quantity) } : line);
  }
  return [...combined.values()];
}

const isoOr = (value: string | undefined, fallback: string) => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
};

function canonicalLine(line: ParsedDraftItem, offer: Offer, now: string): CartItem {
  const { productSKU, multipackSKU } = line.metadata;
  const id = line.id || line.metadata.itemUUID || uuidv4();
  const sizes = (count: number) => JSON.stringify({ [String(offer.sizeMl)]: count });
  return {
    id,
    quantity: line.quantity,
    productName: offer.productName,
    itemPrice: { gross: offer.unitGross, isVatable: offer.isVatable },
    linePrice: lineAmounts(offer.unitGross, line.quantity, offer.isVatable),
    lastUpdated: now,
    dateAdded: isoOr(line.dateAdded, now),
    multipackQuantity: offer.multipackQuantity,
    abv: offer.abv,
    metadata: {
      productSKU,
      multipackSKU,
      boxType: boxTypeForContainer(offer.sizeMl),
      containerSizes: sizes(offer.multipackQuantity),
      containerSizesWithQuantity: sizes(offer.multipackQuantity * line.quantity),
      itemUUID: line.metadata.itemUUID || id,
    },
  };
}

/**
 * Canonical lines for draft lines, and what the shopper should be told about lines that changed.
 * `fresh` reads prices from the database now rather than the in-memory list (placing an order).
 */
export async function canonicalItems(
  db: Executor,
  draftLines: readonly ParsedDraftItem[],
  now = new Date().toISOString(),
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ items: CartItem[]; alertStatus: AlertStatus | null }> {
  const lines = combineDuplicates(draftLines);
  const offers = await loadOffers(db, { fresh });
  const items: CartItem[] = [];
  const removed: string[] = [];
  const repriced: string[] = [];
  for (const line of lines) {
    const { productSKU, multipackSKU } = line.metadata;
    const offer = offers.get(offerKey(productSKU, multipackSKU));
    // Unknown or withdrawn, or past the line limit (a merge of two carts can exceed it).
    if (!offer || items.length >= MAX_CART_LINES) {
      removed.push(multipackSKU ? `${productSKU} (${multipackSKU})` : productSKU);
      continue;
    }
    if (line.itemPrice && line.itemPrice.gross !== offer.unitGross) repriced.push(offer.productName);
    items.push(canonicalLine(line, offer, now));
  }
  return { items, alertStatus: lineAlerts(removed, repriced) };
}

/** One alert: the first problem's code, every problem's message. */
function lineAlerts(removed: string[], repriced: string[]): AlertStatus | null {
  const alerts: AlertStatus[] = [];
  if (removed.length) {
    alerts.push({ code: "productRemovedFromCart", message: `No longer available, removed from your cart: ${removed.join(", ")}.` });
  }
  if (repriced.length) {
    alerts.push({ code: "priceChanged", message: `The price has changed for: ${repriced.join(", ")}.` });
  }
  return combineAlerts(...alerts);
}

export function combineAlerts(...alerts: (AlertStatus | null)[]): AlertStatus | null {
  const present = alerts.filter((alert): alert is AlertStatus => alert !== null);
  if (!present.length) return null;
  return { code: present[0].code, message: present.map((alert) => alert.message).join(" ") };
}

export const canonicalShippingMethod = (id: string) => (isShippingMethodId(id) ? id : DEFAULT_SHIPPING_METHOD_ID);

/**
 * The full Cart (lib/cart/types.ts) for a draft and its owner: lines rebuilt from the catalogue, discount codes
 * judged, amounts and shipping recomputed. Nothing the browser says about prices, names, amounts,
 * discounts or owner is used: of a discount, only the code is read. `refused`: codes past the
 * client's guessing limit (lib/server/cart/cart-sync.ts unjudgedCodes), answered without a look-up.
 */
export async function canonicalCart(
  draft: ParsedDraftCart,
  owner: CartOwner,
  db: Executor,
  refused: ReadonlySet<string> = new Set(),
): Promise<CanonicalCart> {
  const now = new Date().toISOString();
  const { items, alertStatus } = await canonicalItems(db, draft.items, now);
  const shippingMethod = canonicalShippingMethod(draft.shippingMethod);
  const codes = draft.discountCodes ?? [];
  const productsGross = productsGrossOf(items);
  const discounts = await judgeBasket(db, {
    codes,
    productsGross,
    shippingMethod,
    customer: owner.customer,
    refused,
  });
  const cart: Cart = {
    id: draft.id,
    items,
    createdAt: now,
    updatedAt: now,
    lastAction: draft.lastAction ?? "itemUpdated",
    customer: owner.customer,
    guest: owner.customer === null,
    guestId: owner.customer === null ? owner.guestId : null,
    shippingMethod,
    currency: CURRENCY,
    status: "new",
    deliveryAddress: null,
    billingAddress: null,
    discounts,
    amounts: cartAmounts(items, shippingMethod, appliedOf(discounts)),
  };
  return { cart, alertStatus };
}

/** Stored lines as draft lines, to re-price them or merge them with another cart's. */
export function asDraftItems(items: readonly CartItem[]): ParsedDraftItem[] {
  return items.map((item) => ({
    id: item.id,
    quantity: item.quantity,
    metadata: { productSKU: item.metadata.productSKU, multipackSKU: item.metadata.multipackSKU, itemUUID: item.metadata.itemUUID },
    dateAdded: item.dateAdded,
    itemPrice: { gross: item.itemPrice.gross },
  }));
}

/** The full Cart of a stored row (its lines were canonical when written). */
export function cartFromRow(row: CartRow): Cart {
  return {
    id: row.id,
    items: row.items,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastAction: row.lastAction,
    customer: row.customer,
    guest: row.customer === null,
    guestId: row.customer === null ? row.guestId : null,
    shippingMethod: row.shippingMethod,
    currency: CURRENCY,
    status: "new",
    deliveryAddress: row.deliveryAddress,
    billingAddress: row.billingAddress,
    discounts: row.discounts,
    amounts: cartAmounts(row.items, row.shippingMethod, appliedOf(row.discounts)),
  };
}

// --- Repository ------------------------------------------------------------------------------

/** What a sync writes: the canonical cart's content. */
export type CartContent = Pick<CartRow, "items" | "shippingMethod" | "lastAction" | "discounts">;

export const contentOf = (cart: Cart): CartContent => ({
  items: cart.items,
  shippingMethod: cart.shippingMethod,
  lastAction: cart.lastAction,
  discounts: cart.discounts,
});

export async function findCart(db: Executor, id: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/** The user's open cart, locked until the transaction ends when `forUpdate`. */
export async function findOpenCartOf(db: Executor, customer: string, forUpdate = false): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(and(eq(carts.customer, customer), eq(carts.status, "new")));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** A new cart at version 1, or undefined if the user already has an open cart (the unique index). */
export async function insertCart(db: Executor, owner: CartOwner, content: CartContent): Promise<CartRow | undefined> {
  const [row] = await db
    .insert(carts)
    .values({ id: uuidv4(), customer: owner.customer, guestId: owner.customer === null ? owner.guestId : null, ...content, version: 1 })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Optimistic write: one UPDATE that succeeds only if the cart is still at `version`, bumping it.
 * Undefined when another write got there first (the caller answers 409 with the current cart).
 */
export async function updateCartIfVersion(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<Pick<CartRow, "items" | "shippingMethod" | "lastAction" | "discounts" | "customer" | "guestId" | "status">>,
): Promise<CartRow | undefined> {
  const [row] = await db
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, id), eq(carts.version, version)))
    .returning();
  return row;
}

/** Serialises one user's cart-ownership changes (create, adopt, merge) until the transaction ends. */
export async function lockCustomer(tx: Executor, customer: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7310, hashtext(${customer}))`);
}
