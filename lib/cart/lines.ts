// Pure cart line editing: build, add, change and remove lines, the cart's
// totals, the discount codes a draft carries, and the merge after a stale-version sync. No React,
// no I/O; the cart store orchestrates.
import { v4 as uuidv4 } from "uuid";
import { MAX_CART_CODES, type CartDiscount, type CodeState } from "../discounts/contract";
import { appliedOf } from "../discounts/rules";
import { cartAmounts, lineAmounts } from "./amounts";
import { boxTypeForContainer } from "./boxes";
import { MAX_LINE_QUANTITY } from "./sync-contract";
import type { Cart, CartItem } from "./types";

/** What the shop's "Add to basket" knows about the line it adds. */
export interface LineInput {
  productSKU: string;
  productName: string;
  /** Container size in ml (decides the box type). */
  sizeMl: number;
  /** Price of the chosen unit in pence: a single bottle or can, or the whole multipack. */
  unitGrossPence: number;
  isVatable: boolean;
  /** The multipack chosen, or null for single bottles or cans. */
  multipackSKU: string | null;
  /** Bottles or cans in the chosen unit (1 for a single). */
  multipackQuantity: number;
  quantity: number;
  /** The product's ABV in percent, shown on the basket line until the server's copy replaces it. */
  abv?: number;
}

/** A line quantity within 0…999 (whole numbers only). */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(quantity)));
}

/** `{"330":6}` with each count multiplied by the line quantity: `{"330":12}` for 2 six-packs. */
export function containerSizesWithQuantity(containerSizes: string, quantity: number): string {
  let sizes: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(containerSizes);
    if (parsed && typeof parsed === "object") sizes = parsed as Record<string, number>;
  } catch {
    // A malformed string from an old saved cart: the server recomputes it on the next sync.
  }
  return JSON.stringify(Object.fromEntries(Object.entries(sizes).map(([size, count]) => [size, Number(count) * quantity])));
}

/** Two lines are the same when both the product and the multipack (or both single) match. */
function sameLine(a: Pick<CartItem, "metadata">, productSKU: string, multipackSKU: string | null): boolean {
  return a.metadata.productSKU === productSKU && (a.metadata.multipackSKU ?? null) === (multipackSKU ?? null);
}

/** The line with a new quantity: its line price and container counts follow. */
function withQuantity(item: CartItem, quantity: number, timestamp: string, unitGrossPence = item.itemPrice.gross): CartItem {
  return {
    ...item,
    quantity,
    itemPrice: { ...item.itemPrice, gross: unitGrossPence },
    linePrice: lineAmounts(unitGrossPence, quantity, item.itemPrice.isVatable),
    lastUpdated: timestamp,
    metadata: { ...item.metadata, containerSizesWithQuantity: containerSizesWithQuantity(item.metadata.containerSizes, quantity) },
  };
}

export function buildCartItem(input: LineInput, now: Date, id: string = uuidv4()): CartItem {
  const quantity = clampQuantity(input.quantity);
  const timestamp = now.toISOString();
  const containerSizes = JSON.stringify({ [input.sizeMl]: input.multipackQuantity });
  return {
    id,
    quantity,
    productName: input.productName,
    itemPrice: { gross: input.unitGrossPence, isVatable: input.isVatable },
    linePrice: lineAmounts(input.unitGrossPence, quantity, input.isVatable),
    lastUpdated: timestamp,
    dateAdded: timestamp,
    multipackQuantity: input.multipackQuantity,
    ...(input.abv !== undefined ? { abv: input.abv } : {}),
    metadata: {
      productSKU: input.productSKU,
      multipackSKU: input.multipackSKU,
      boxType: boxTypeForContainer(input.sizeMl),
      containerSizes,
      containerSizesWithQuantity: containerSizesWithQuantity(containerSizes, quantity),
      itemUUID: uuidv4(),
    },
  };
}

/**
 * Add a line: a line of the same product and multipack gains the quantity (capped at 999) and takes
 * the price just shown; anything else is a new line with a generated id. A quantity under 1 adds
 * nothing.
 */
export function addLine(items: readonly CartItem[], input: LineInput, now: Date): CartItem[] {
  if (clampQuantity(input.quantity) < 1) return [...items];
  const index = items.findIndex((item) => sameLine(item, input.productSKU, input.multipackSKU));
  if (index === -1) return [...items, buildCartItem(input, now)];
  const match = items[index];
  const quantity = clampQuantity(match.quantity + input.quantity);
  return items.map((item, i) => (i === index ? withQuantity(match, quantity, now.toISOString(), input.unitGrossPence) : item));
}

/** Set a line's quantity (capped at 999); 0 or less removes it. An unknown id changes nothing. */
export function setLineQuantity(items: readonly CartItem[], itemId: string, quantity: number, now: Date): CartItem[] {
  const next = clampQuantity(quantity);
  if (next < 1) return removeLine(items, itemId);
  return items.map((item) => (item.id === itemId ? withQuantity(item, next, now.toISOString()) : item));
}

export function removeLine(items: readonly CartItem[], itemId: string): CartItem[] {
  return items.filter((item) => item.id !== itemId);
}

/**
 * States of a code that is shown once where it was typed and then dropped, so a basket never keeps
 * a code that does not exist (or one it was not allowed to look up).
 */
export const DROPPED_CODE_STATES: ReadonlySet<CodeState> = new Set<CodeState>(["unknown", "tooManyAttempts"]);

/** The codes a basket keeps: applied, or known but not usable yet (under the minimum, paused…). */
export function keptDiscounts(discounts: readonly CartDiscount[] | undefined): CartDiscount[] {
  return (discounts ?? []).filter((discount) => !DROPPED_CODE_STATES.has(discount.state));
}

/** The codes a sync sends: only codes, never an amount; the server judges them again every time. */
export const draftDiscountCodes = (discounts: readonly CartDiscount[] | undefined): string[] => keptDiscounts(discounts).map((discount) => discount.code);

/**
 * The cart's amounts from its lines, shipping method and the codes the server last applied (a
 * local edit shows plausible figures until the server answers; its answer always wins).
 */
const amountsOf = (cart: Cart) => cartAmounts(cart.items, cart.shippingMethod, appliedOf(cart.discounts ?? []));

/** The cart with its amounts recomputed from its lines, shipping method and codes, stamped `now`. */
export function withTotals(cart: Cart, now: Date): Cart {
  return { ...cart, amounts: amountsOf(cart), updatedAt: now.toISOString() };
}

/**
 * The local cart with the server's judgement of each of its codes (from an answer that is not
 * adopted because the lines changed meanwhile); codes the answer does not know keep theirs.
 */
export function withJudgedCodes(cart: Cart, judged: readonly CartDiscount[]): Cart {
  const discounts = (cart.discounts ?? []).map((discount) => judged.find((other) => other.code === discount.code) ?? discount);
  return { ...cart, discounts, amounts: amountsOf({ ...cart, discounts }) };
}

/**
 * After a 409 (stale version): the server's cart with the shopper's latest intent laid over it.
 * Lines both carts have (same product and multipack) keep the server's line at the local quantity;
 * local lines the server lacks are appended. The server's id is kept; the owner (customer, guest,
 * guest id) and shipping method are the local ones, because they describe this shopper now.
 */
export function mergeCarts(local: Cart, server: Cart): Cart {
  const matched = new Set<CartItem>();
  const items = server.items.map((serverItem) => {
    const localItem = local.items.find((item) => sameLine(item, serverItem.metadata.productSKU, serverItem.metadata.multipackSKU));
    if (!localItem) return serverItem;
    matched.add(localItem);
    if (localItem.quantity === serverItem.quantity) return serverItem;
    return withQuantity(serverItem, clampQuantity(localItem.quantity), localItem.lastUpdated);
  });
  const merged: CartItem[] = [...items, ...local.items.filter((item) => !matched.has(item))];
  const updatedAt = local.updatedAt > server.updatedAt ? local.updatedAt : server.updatedAt;
  // Codes like lines: the server's, then the local ones it lacks (a code just typed), as many as a basket holds.
  const serverCodes = keptDiscounts(server.discounts);
  const discounts = [...serverCodes, ...keptDiscounts(local.discounts).filter((discount) => !serverCodes.some((other) => other.code === discount.code))].slice(
    0,
    MAX_CART_CODES,
  );
  const cart: Cart = {
    ...server,
    items: merged,
    customer: local.customer,
    guest: local.guest,
    guestId: local.guestId,
    shippingMethod: local.shippingMethod,
    discounts,
    updatedAt,
  };
  return { ...cart, amounts: amountsOf(cart) };
}
