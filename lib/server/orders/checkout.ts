import "server-only";
import { inArray } from "drizzle-orm";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cartAmounts, cartValidity } from "@/lib/cart";
import { productsGrossOf } from "@/lib/cart/amounts";
import type { CartAmounts, CartItem } from "@/lib/cart/types";
import { CHECKOUT_PATH, type CheckoutCustomer, type CheckoutData, type PaymentMethod, type StockShortfall } from "@/lib/checkout/contract";
import { COOKIE_NAMES, SHIPPING_METHODS } from "@/lib/constants";
import type { CartDiscount } from "@/lib/discounts/contract";
import { appliedOf } from "@/lib/discounts/rules";
import { listAddresses } from "../address/addresses";
import { judgeBasket } from "../discounts/discounts";
import { syncDataOf } from "../cart/cart-sync";
import { asDraftItems, canonicalItems, canonicalShippingMethod, findCart, findOpenCartOf, updateCartIfVersion, type CartRow } from "../cart/carts";
import { getDb, type Db } from "../platform/db";
import { verifiedToken } from "../auth/id-token";
import { cartFingerprint } from "@/lib/checkout/fingerprint";
import { unitsBySku } from "@/lib/orders/units";
import { products } from "../schema";
import { isStripeConfigured } from "../payments/stripe";
import { signInPath } from "../auth/session";

// What /shop/checkout shows, computed on the server: the shopper's stored cart (found through the
// verified token cookie, or the cart id cookie for guests), re-priced now. The page never shows
// the browser's own totals.

/** Orders are paid through Stripe Checkout when a key is configured, else on delivery. */
export function activePaymentMethod(): PaymentMethod {
  return isStripeConfigured() ? "stripe" : "payOnDelivery";
}

export async function loadCheckout(): Promise<CheckoutData> {
  const jar = await cookies();
  const token = await verifiedToken(jar.get(COOKIE_NAMES.token)?.value);
  const db = await getDb();
  let row: CartRow | undefined;
  let customer: CheckoutCustomer | null = null;
  if (token) {
    customer = { uid: token.uid, email: typeof token.email === "string" ? token.email : "", displayName: typeof token.name === "string" ? token.name : null };
    row = await findOpenCartOf(db, token.uid);
  } else {
    const cartId = jar.get(COOKIE_NAMES.cartId)?.value;
    row = cartId && /^[0-9a-f-]{36}$/i.test(cartId) ? await findCart(db, cartId) : undefined;
    // A signed-in customer's cart whose sign-in has lapsed: sign in again, then come back.
    if (row && row.customer !== null && row.status === "new") redirect(signInPath(CHECKOUT_PATH));
    if (row && (row.customer !== null || row.status !== "new")) row = undefined;
  }
  if (!row || !row.items.length) return { state: "empty" };

  const { row: current, items, notice } = await repriced(db, row);
  const validity = cartValidity(items);
  if (!items.length) return { state: "empty" };
  const cart = syncDataOf(current, null);
  if (!validity.valid) return { state: "invalid", cartId: current.id, cart, items, cartValidity: validity };

  const quotes: Record<string, CartAmounts> = {};
  const discountsByMethod: Record<string, CartDiscount[]> = {};
  const productsGross = productsGrossOf(items);
  for (const id of Object.keys(SHIPPING_METHODS)) {
    const codes = current.discounts.map((discount) => discount.code);
    discountsByMethod[id] = await judgeBasket(db, { codes, productsGross, shippingMethod: id, customer: current.customer, email: customer?.email });
    quotes[id] = cartAmounts(items, id, appliedOf(discountsByMethod[id]));
  }
  return {
    state: "ready",
    cartId: current.id,
    cart,
    cartFingerprint: cartFingerprint(current.items),
    guestId: current.customer === null ? current.guestId : null,
    items,
    cartValidity: validity,
    quotes,
    discountsByMethod,
    shippingMethod: canonicalShippingMethod(current.shippingMethod),
    stockShortfalls: await stockShortfalls(db, items),
    notice,
    customer,
    addresses: customer ? await listAddresses(customer.uid) : [],
    paymentMethod: activePaymentMethod(),
  };
}

/**
 * The cart's lines at today's prices. When something changed (a price, a withdrawn product) the
 * stored cart is brought up to date at once, so the order the shopper places is the one shown.
 */
async function repriced(db: Db, row: CartRow): Promise<{ row: CartRow; items: CartItem[]; notice: string | null }> {
  const { items, alertStatus } = await canonicalItems(db, asDraftItems(row.items));
  if (!alertStatus) return { row, items, notice: null };
  const updated = await updateCartIfVersion(db, row.id, row.version, { items });
  // Lost a race with a sync from the browser: show what is stored now.
  if (!updated) return { row, items, notice: alertStatus.message };
  return { row: updated, items: updated.items, notice: alertStatus.message };
}

/** Lines the shop cannot supply in full right now (checked again when the order is placed). */
async function stockShortfalls(db: Db, items: readonly CartItem[]): Promise<StockShortfall[]> {
  const units = unitsBySku(items);
  const rows = await db.select({ sku: products.sku, name: products.name, stock: products.stock }).from(products).where(inArray(products.sku, [...units.keys()]));
  return rows
    .filter((product) => product.stock < units.get(product.sku)!)
    .map((product) => ({ productName: product.name, needed: units.get(product.sku)!, available: Math.max(0, product.stock) }));
}
