import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { cartAmounts, cartValidity, penceText } from "@/lib/cart";
import { productsGrossOf } from "@/lib/cart/amounts";
import type { CartItem } from "@/lib/cart/types";
import type { OrderView, PaymentMethod } from "@/lib/checkout/contract";
import { cartFingerprint } from "@/lib/checkout/fingerprint";
import type { ParsedPlaceOrderBody } from "@/lib/checkout/schemas";
import type { CartDiscount } from "@/lib/discounts/contract";
import { appliedOf } from "@/lib/discounts/rules";
import { unitsBySku } from "@/lib/orders/units";
import { addOrderEvent } from "../admin/events";
import { asDraftItems, canonicalItems, type Executor } from "../cart/carts";
import { getDb, type Tx } from "../platform/db";
import { judgeBasketWithRules, redeemCodes } from "../discounts/discounts";
import { resolveAddress } from "./order-addresses";
import { orderView, type OrderRow } from "./order-queries";
import { Refused, refuse, type PlaceOrderRefusal } from "./order-refusals";
import { isUniqueViolation } from "../platform/pg-errors";
import { carts, orders, products } from "../schema";

export type { PlaceOrderRefusal } from "./order-refusals";

// Placing an order (docs/decisions/placing-an-order.md), in ONE transaction: lock the cart, re-price it from
// the database, re-check validity, stock and the total the shopper was shown, take the stock,
// write the order with a snapshot of every line, amount and address, and close the cart. Any
// refusal after the first write throws, so the transaction rolls back and nothing is half-written.
//
// Idempotency: the browser sends one key per checkout attempt. The same key again (a double
// click, a retried request) returns the order that key placed; the cart lock serialises the two
// requests, and a unique index backs it up.
//
// Stock: `UPDATE products SET stock = stock - n WHERE sku = … AND stock >= n`. Under concurrency
// the row lock makes the second shopper's UPDATE re-check the new stock, so of two shoppers racing
// for the last bottles one succeeds and the other is told which product ran out.
//
// Discount codes: the basket's codes are judged again with their rows locked (FOR UPDATE), and an
// applied code's use is counted before the transaction commits, so of shoppers racing for a
// code's last use one gets it and the others are told, with the total they would now pay.


export type PlaceOrderOutcome =
  | { ok: true; created: boolean; order: OrderView; accessKey: string }
  | PlaceOrderRefusal;

export interface PlaceOrderRequest {
  body: ParsedPlaceOrderBody;
  /** The verified uid of a signed-in shopper (never from the body), or null for a guest. */
  uid: string | null;
  /** The verified token's email (signed-in shoppers). */
  tokenEmail: string | null;
  paymentMethod: PaymentMethod;
}

// --- Placing an order ------------------------------------------------------------------------------

/** Places the order, or answers with why not. Database failures throw (the route answers 503). */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const { body } = request;
  const db = await getDb();
  const earlier = await findByIdempotencyKey(db, body.idempotencyKey);
  if (earlier) return replay(earlier, request);
  try {
    return await db.transaction((tx) => placeInTransaction(tx, request));
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    // Two requests with one key for different carts: the unique index refused the second.
    if (isUniqueViolation(error, "orders_idempotency_key_idx")) {
      const winner = await findByIdempotencyKey(db, body.idempotencyKey);
      if (winner) return replay(winner, request);
    }
    throw error;
  }
}

async function placeInTransaction(tx: Tx, request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const { body, uid } = request;
  const [cart] = await tx.select().from(carts).where(eq(carts.id, body.cartId)).for("update");
  if (!cart) return refuse("cartNotFound", "We couldn't find your basket. Please go back to the shop and try again.");

  // A request with this key may have finished while this one waited for the cart's lock.
  const earlier = await findByIdempotencyKey(tx, body.idempotencyKey);
  if (earlier) return replay(earlier, request);

  const owns = uid ? cart.customer === uid : cart.customer === null && cart.guestId !== null && cart.guestId === body.guestId;
  if (!owns) return refuse("forbidden", "This basket belongs to someone else. Please sign in with the account it was saved to.");
  if (cart.status !== "new") {
    return refuse("cartChanged", "This basket has already been checked out. Your order is in your account or confirmation email.");
  }

  const email = uid ? request.tokenEmail : (body.email ?? null);
  if (!email) {
    return uid
      ? refuse("invalidBody", "Your account has no email address. Add one to your profile to order.", { fields: { email: "Your account has no email address" } })
      : refuse("invalidBody", "Enter your email address so we can send your confirmation.", { fields: { email: "Enter your email address, like name@example.com" } });
  }

  if (cartFingerprint(cart.items) !== body.cartFingerprint) {
    return refuse("cartChanged", "Your basket changed since you opened checkout (perhaps in another tab). Please check it and place your order again.");
  }

  // Re-price from the database now, not from the browser or the in-memory price list.
  const { items, alertStatus } = await canonicalItems(tx, asDraftItems(cart.items), undefined, { fresh: true });
  if (alertStatus) return refuse("priceChanged", `${alertStatus.message} Please check your basket and place your order again.`);
  if (!items.length) return refuse("emptyCart", "Your basket is empty.");
  const validity = cartValidity(items);
  if (!validity.valid) {
    return refuse("cartInvalid", "Every box must be full before you can check out.", { cartValidity: validity });
  }
  const productsGross = productsGrossOf(items);
  const { discounts, rules } = await judgeBasketWithRules(tx, {
    codes: cart.discounts.filter((discount) => discount.kind !== null).map((discount) => discount.code),
    productsGross,
    shippingMethod: body.shippingMethod,
    customer: uid,
    email,
    forUpdate: true,
  });
  const amounts = cartAmounts(items, body.shippingMethod, appliedOf(discounts));
  if (amounts.totalPrice.gross !== body.expectedTotal) {
    return refuse(
      "priceChanged",
      `${lostCodesText(cart.discounts, discounts)}The total is now £${amounts.totalPrice.grossText}, not the £${penceText(body.expectedTotal)} you were shown. Please check it and place your order again.`,
    );
  }

  // Writes from here on: any refusal throws and rolls them all back.
  const deliveryAddress = await resolveAddress(tx, uid, body.delivery, "delivery");
  const billingAddress = "sameAsDelivery" in body.billing ? deliveryAddress : await resolveAddress(tx, uid, body.billing, "billing");
  await takeStock(tx, items);

  const accessKey = randomBytes(32).toString("base64url");
  const [row] = await tx
    .insert(orders)
    .values({
      id: uuidv4(),
      customer: uid,
      guestId: uid ? null : cart.guestId,
      email,
      cartId: cart.id,
      idempotencyKey: body.idempotencyKey,
      accessKey,
      status: request.paymentMethod === "stripe" ? "awaitingPayment" : "placed",
      paymentMethod: request.paymentMethod,
      shippingMethod: body.shippingMethod,
      items,
      boxes: validity.boxes,
      amounts,
      discounts: discounts.filter((discount) => discount.state === "applied"),
      deliveryAddress,
      billingAddress,
    })
    .returning();
  await redeemCodes(tx, row.id, discounts, rules, { customer: uid, email });
  await addOrderEvent(
    tx,
    row.id,
    "placed",
    request.paymentMethod === "stripe" ? "Order placed, waiting for card payment" : "Order placed, pay on delivery",
  );
  await tx
    .update(carts)
    .set({
      status: "ordered",
      items,
      shippingMethod: body.shippingMethod,
      discounts,
      deliveryAddress,
      billingAddress,
      version: sql`${carts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(carts.id, cart.id));
  return { ok: true, created: true, order: orderView(row), accessKey };
}

/** The sentences of codes that applied when the basket was last seen and no longer do ("SPRING15 has been used…"), each followed by a space. */
function lostCodesText(before: readonly CartDiscount[], now: readonly CartDiscount[]): string {
  const lost = now.filter((discount) => discount.state !== "applied" && before.some((was) => was.code === discount.code && was.state === "applied"));
  return lost.map((discount) => (discount.message.endsWith(".") ? `${discount.message} ` : `${discount.message}. `)).join("");
}

/** Takes every line's units from stock, in SKU order (no deadlocks); refuses naming every short product. */
async function takeStock(tx: Executor, items: readonly CartItem[]): Promise<void> {
  const short = await takeUnits(tx, items);
  if (short.length) {
    throw new Refused(
      refuse("outOfStock", `Sorry, we don't have enough left of: ${short.join(", ")}. Please lower the quantity or choose something else.`, {
        products: short,
      }),
    );
  }
}

/**
 * Takes the units of every line whose product has enough in stock, in SKU order (no deadlocks),
 * and names the products that had too few: the caller refuses, rolling the whole transaction back.
 */
export async function takeUnits(tx: Executor, items: readonly CartItem[]): Promise<string[]> {
  const units = unitsBySku(items);
  const short: string[] = [];
  for (const sku of [...units.keys()].sort()) {
    const needed = units.get(sku)!;
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${needed}` })
      .where(and(eq(products.sku, sku), eq(products.active, true), sql`${products.stock} >= ${needed}`))
      .returning({ id: products.id });
    if (!taken.length) short.push(items.find((item) => item.metadata.productSKU === sku)!.productName);
  }
  return short;
}

/** The same idempotency key again: the order it placed, to its owner, for the same cart only. */
function replay(row: OrderRow, request: PlaceOrderRequest): PlaceOrderOutcome {
  const { body, uid } = request;
  if (row.cartId !== body.cartId) {
    return refuse("idempotencyConflict", "This checkout request was already used for another basket. Please reload the page.");
  }
  const owns = uid ? row.customer === uid : row.customer === null && row.guestId === body.guestId;
  if (!owns) return refuse("forbidden", "This order belongs to someone else.");
  return { ok: true, created: false, order: orderView(row), accessKey: row.accessKey };
}

async function findByIdempotencyKey(db: Executor, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}
