// Placing an order (api-routes/place-order.ts → lib/server/orders/orders.ts) against a real database:
// in-memory PGlite by default, a PostgreSQL server under scripts/with-postgres.sh, where the
// races below run on separate connections. Signed-in cases need the Firebase Auth emulator.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { handleSyncGuest, handleSyncUser } from "@/api-routes/cart-sync";
import { handlePlaceOrder } from "@/api-routes/place-order";
import { SYNC_GUEST_PATH, SYNC_USER_PATH, type SyncSuccess } from "@/lib/cart/sync-contract";
import { PLACE_ORDER_PATH } from "@/lib/checkout/contract";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { getDb } from "@/lib/server/platform/db";
import { forgetOffers } from "@/lib/server/cart/carts";
import { cartFingerprint } from "@/lib/checkout/fingerprint";
import { findCustomerOrder, findOrderForConfirmation, listOrdersOf } from "@/lib/server/orders/order-queries";
import { respond } from "@/lib/server/assistant/responder";
import { addresses, carts, orders, products } from "@/lib/server/schema";
import { postJson, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

beforeAll(async () => {
  await useFreshDatabase();
  // The limits have their own test below; the rest of the file places many orders from one address.
  process.env.PLACE_ORDER_RATE_LIMIT_IP = "0";
  process.env.PLACE_ORDER_RATE_LIMIT_SHOPPER = "0";
  process.env.CART_SYNC_RATE_LIMIT = "0";
  delete process.env.STRIPE_SECRET_KEY;
});
afterAll(dropFreshDatabase);

type Data = SyncSuccess["data"];

// Two real 330 ml seed products: 24 single units of one fill a Small Drinks Box.
const beer = SEED_PRODUCTS.find((p) => p.sizeMl === 330)!;
const otherBeer = SEED_PRODUCTS.find((p) => p.sizeMl === 330 && p.sku !== beer.sku)!;

const call = postJson;

const line = (productSKU: string, quantity: number) => ({ quantity, metadata: { productSKU, multipackSKU: null } });

async function guestCart(items: unknown[], guestId = uuidv4()): Promise<Data & { guestId: string }> {
  const { status, body } = await call(handleSyncGuest, SYNC_GUEST_PATH, { cart: { id: null, guestId, items, version: 0 }, shouldReturnCart: true });
  expect(status, JSON.stringify(body)).toBe(200);
  return { ...(body.data as Data), guestId };
}

const address = (extra: Json = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "12 Analytical Row",
  city: "London",
  postcode: "sw1a 1aa",
  ...extra,
});

/** The body checkout sends for this cart: what the page showed, and the shopper's choices. */
function orderBody(data: Data & { guestId?: string | null }, extra: Json = {}) {
  return {
    cartId: data.cart.id,
    cartFingerprint: cartFingerprint(data.cart.items),
    guestId: data.guestId ?? null,
    idempotencyKey: uuidv4(),
    email: "ada@example.com",
    shippingMethod: "standard",
    expectedTotal: data.cart.amounts.totalPrice.gross,
    delivery: { address: address() },
    billing: { sameAsDelivery: true },
    ...extra,
  };
}

const place = (body: unknown, headers: Record<string, string> = {}) => call(handlePlaceOrder, PLACE_ORDER_PATH, body, headers);

async function setStock(sku: string, stock: number) {
  const db = await getDb();
  await db.update(products).set({ stock }).where(eq(products.sku, sku));
}

async function stockOf(sku: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku));
  return row.stock;
}

async function ordersForCart(cartId: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.cartId, cartId));
}

async function cartStatus(cartId: string) {
  const db = await getDb();
  const [row] = await db.select({ status: carts.status }).from(carts).where(eq(carts.id, cartId));
  return row.status;
}

/** A refusal: the status and code, a plain message, and nothing written for the cart. */
async function expectRefused(result: { status: number; body: Json }, status: number, code: string, cartId?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.code).toBe(code);
  expect(result.body.message).toEqual(expect.any(String));
  expect(JSON.stringify(result.body)).not.toMatch(/\bat .+:\d+:\d+/);
  if (cartId) {
    expect(await ordersForCart(cartId)).toHaveLength(0);
    expect(await cartStatus(cartId)).toBe("new");
  }
}

describe(`placing an order (${engineName()})`, () => {
  beforeEach(async () => {
    await setStock(beer.sku, 500);
    await setStock(otherBeer.sku, 500);
  });

  it("places a guest order: snapshot, stock taken, cart closed, confirmation link", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const before = await stockOf(beer.sku);
    const result = await place(orderBody(data));
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const { order, redirectUrl } = result.body.data;
    expect(order.reference).toBe(`AFC-${order.number}`);
    expect(order.number).toBeGreaterThanOrEqual(100001);
    expect(order.status).toBe("placed");
    expect(order.paymentMethod).toBe("payOnDelivery");
    expect(order.customer).toBeNull();
    expect(order.email).toBe("ada@example.com");
    expect(order.items).toHaveLength(1);
    expect(order.items[0].quantity).toBe(24);
    expect(order.boxes.boxType_330).toBe(1);
    expect(order.amounts.totalPrice.gross).toBe(data.cart.amounts.totalPrice.gross);
    expect(order.deliveryAddress.postcode).toBe("SW1A 1AA");
    expect(order.billingAddress).toEqual(order.deliveryAddress);
    expect(await stockOf(beer.sku)).toBe(before - 24);
    expect(await cartStatus(data.cart.id!)).toBe("ordered");

    const url = new URL(redirectUrl, "http://localhost");
    expect(url.pathname).toBe("/shop/checkout/confirmation");
    expect(url.searchParams.get("order")).toBe(order.id);
    const key = url.searchParams.get("key")!;
    expect(key.length).toBeGreaterThanOrEqual(40);
    // The link's key shows the order; a wrong or missing key shows nothing.
    expect((await findOrderForConfirmation(order.id, key, null))?.id).toBe(order.id);
    expect(await findOrderForConfirmation(order.id, `${key.slice(0, -1)}x`, null)).toBeNull();
    expect(await findOrderForConfirmation(order.id, null, null)).toBeNull();
    expect(await findOrderForConfirmation(order.id, null, "someone-else")).toBeNull();

    // The closed cart takes no more syncs, so nothing can be added to a placed order.
    const again = await call(handleSyncGuest, SYNC_GUEST_PATH, {
      cart: { id: data.cart.id, guestId: data.guestId, items: [line(beer.sku, 48)], version: data.version + 1 },
    });
    expect(again.status).toBe(403);
  });

  it("a retried request (same idempotency key) returns the same order and takes stock once", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const before = await stockOf(beer.sku);
    const body = orderBody(data);
    const first = await place(body);
    const second = await place(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.order.id).toBe(first.body.data.order.id);
    expect(second.body.data.redirectUrl).toBe(first.body.data.redirectUrl);
    expect(await ordersForCart(data.cart.id!)).toHaveLength(1);
    expect(await stockOf(beer.sku)).toBe(before - 24);
  });

  it("a double click (two identical requests at once) places one order", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const before = await stockOf(beer.sku);
    const body = orderBody(data);
    const results = await Promise.all([place(body), place(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(results[0].body.data.order.id).toBe(results[1].body.data.order.id);
    expect(await ordersForCart(data.cart.id!)).toHaveLength(1);
    expect(await stockOf(beer.sku)).toBe(before - 24);
  });

  it("one cart, two checkout attempts with different keys: the second is refused, not a second order", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const [a, b] = await Promise.all([place(orderBody(data)), place(orderBody(data))]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.code).toBe("cartChanged");
    expect(await ordersForCart(data.cart.id!)).toHaveLength(1);
  });

  it("a key reused for another cart is refused", async () => {
    const first = await guestCart([line(beer.sku, 24)]);
    const second = await guestCart([line(beer.sku, 24)]);
    const key = uuidv4();
    expect((await place(orderBody(first, { idempotencyKey: key }))).status).toBe(201);
    await expectRefused(await place(orderBody(second, { idempotencyKey: key })), 409, "idempotencyConflict", second.cart.id!);
  });

  it("two shoppers racing for the last bottles: one order, the other told which product ran out", async () => {
    await setStock(beer.sku, 30);
    const alice = await guestCart([line(beer.sku, 24)]);
    const bob = await guestCart([line(otherBeer.sku, 12), line(beer.sku, 12)]);
    const results = await Promise.all([place(orderBody(alice)), place(orderBody(bob))]);
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].status).toBe(409);
    expect(lost[0].body.code).toBe("outOfStock");
    expect(lost[0].body.products).toEqual([beer.name]);
    expect(lost[0].body.message).toContain(beer.name);
    // Nothing half-written: the loser's other product kept its stock, its cart is still open.
    const loserCart = results[0].status === 201 ? bob : alice;
    const winnerUnits = won[0].body.data.order.items.find((item: Json) => item.metadata.productSKU === beer.sku).quantity;
    expect(await stockOf(beer.sku)).toBe(30 - winnerUnits);
    expect(await stockOf(otherBeer.sku)).toBe(loserCart === bob ? 500 : 500 - 12);
    expect(await ordersForCart(loserCart.cart.id!)).toHaveLength(0);
    expect(await cartStatus(loserCart.cart.id!)).toBe("new");
  });

  it("refuses when stock is short, naming the product, and writes nothing", async () => {
    await setStock(beer.sku, 23);
    const data = await guestCart([line(beer.sku, 24)]);
    const result = await place(orderBody(data));
    await expectRefused(result, 409, "outOfStock", data.cart.id!);
    expect(result.body.products).toEqual([beer.name]);
    expect(await stockOf(beer.sku)).toBe(23);
  });

  it("refuses an invalid cart with what each box still needs", async () => {
    const data = await guestCart([line(beer.sku, 23)]);
    const result = await place(orderBody(data));
    await expectRefused(result, 422, "cartInvalid", data.cart.id!);
    expect(result.body.cartValidity.remainders.boxType_330).toBe(1);
  });

  it("refuses a total the shopper was not shown, and a price changed since", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    await expectRefused(await place(orderBody(data, { expectedTotal: 1 })), 409, "priceChanged", data.cart.id!);
    // Next-day costs more than the total shown for standard delivery.
    await expectRefused(await place(orderBody(data, { shippingMethod: "next-day" })), 409, "priceChanged", data.cart.id!);

    const db = await getDb();
    const [product] = await db.select().from(products).where(eq(products.sku, beer.sku));
    await db.update(products).set({ pricePence: product.pricePence + 10 }).where(eq(products.sku, beer.sku));
    forgetOffers();
    try {
      const result = await place(orderBody(data));
      await expectRefused(result, 409, "priceChanged", data.cart.id!);
      expect(result.body.message).toContain(beer.name);
    } finally {
      await db.update(products).set({ pricePence: product.pricePence }).where(eq(products.sku, beer.sku));
      forgetOffers();
    }
  });

  it("refuses a cart whose lines changed since checkout loaded", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const shown = orderBody(data);
    const resaved = await call(handleSyncGuest, SYNC_GUEST_PATH, {
      cart: { id: data.cart.id, guestId: data.guestId, items: [line(beer.sku, 48)], version: data.version },
    });
    expect(resaved.status).toBe(200);
    await expectRefused(await place(shown), 409, "cartChanged", data.cart.id!);
  });

  it("a save that changed nothing (a refresh on return from idle) does not refuse the order", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const shown = orderBody(data);
    const resaved = await call(handleSyncGuest, SYNC_GUEST_PATH, {
      cart: { id: data.cart.id, guestId: data.guestId, items: data.cart.items, version: data.version },
    });
    expect(resaved.status).toBe(200);
    expect((await place(shown)).status).toBe(201);
  });

  it("refuses someone else's cart and a missing one", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    await expectRefused(await place(orderBody(data, { guestId: uuidv4() })), 403, "forbidden", data.cart.id!);
    await expectRefused(await place(orderBody(data, { guestId: null })), 403, "forbidden", data.cart.id!);
    await expectRefused(await place(orderBody(data, { cartId: uuidv4() })), 404, "cartNotFound");
    // A guest cannot point at an address book.
    await expectRefused(await place(orderBody(data, { delivery: { addressId: uuidv4() } })), 404, "addressNotFound", data.cart.id!);
  });

  it("validates every field in plain words, per field", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    const result = await place(
      orderBody(data, {
        email: "not-an-email",
        shippingMethod: "free-drone",
        delivery: { address: address({ postcode: "NOT A CODE", firstName: "  " }) },
        billing: { address: address({ phone: "12" }) },
      }),
    );
    await expectRefused(result, 400, "invalidBody", data.cart.id!);
    expect(result.body.fields).toMatchObject({
      email: "Enter your email address, like name@example.com",
      shippingMethod: "Choose a delivery option",
      "delivery.address.postcode": "Enter a valid UK postcode, like SW1A 1AA",
      "delivery.address.firstName": "Enter your first name",
    });
    await expectRefused(await place(orderBody(data, { email: undefined })), 400, "invalidBody", data.cart.id!);
    await expectRefused(await place("{not json"), 400, "invalidBody");
    await expectRefused(await place(orderBody(data, { cartId: "x" })), 400, "invalidBody");
    await expectRefused(await place(JSON.stringify({ ...orderBody(data), padding: "x".repeat(20_000) })), 413, "bodyTooLarge");
  });

  it("refuses a garbage sign-in token rather than treating the shopper as a guest", async () => {
    const data = await guestCart([line(beer.sku, 24)]);
    await expectRefused(await place(orderBody(data), { authorization: "Bearer garbage" }), 401, "unauthorised", data.cart.id!);
  });

  it("limits attempts per client and per shopper (429)", async () => {
    process.env.PLACE_ORDER_RATE_LIMIT_SHOPPER = "2";
    try {
      const body = { ...orderBody(await guestCart([line(beer.sku, 23)])), email: `limit-${uuidv4()}@example.com` };
      expect((await place(body)).status).toBe(422);
      expect((await place(body)).status).toBe(422);
      await expectRefused(await place(body), 429, "tooManyRequests");
    } finally {
      process.env.PLACE_ORDER_RATE_LIMIT_SHOPPER = "0";
    }
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("signed in (Firebase Auth emulator)", () => {
    const signUp = () => signUpEmulatorUser("buyer");

    const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

    async function userCart(user: { uid: string; token: string }, items: unknown[]): Promise<Data> {
      const { status, body } = await call(
        handleSyncUser,
        SYNC_USER_PATH,
        { userId: user.uid, cart: { id: null, guestId: null, items, version: 0 } },
        bearer(user),
      );
      expect(status, JSON.stringify(body)).toBe(200);
      return body.data as Data;
    }

    it("places an order with the token's email, saves a new address, then orders to the saved one", async () => {
      const user = await signUp();
      const first = await userCart(user, [line(beer.sku, 24)]);
      const placed = await place(
        orderBody(first, { email: "ignored@example.com", delivery: { address: address({ line1: "1 New Street" }), save: true } }),
        bearer(user),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = placed.body.data.order;
      expect(order.customer).toBe(user.uid);
      expect(order.email).toBe(user.email);

      const db = await getDb();
      const saved = await db.select().from(addresses).where(eq(addresses.customer, user.uid));
      expect(saved).toHaveLength(1);
      expect(saved[0].line1).toBe("1 New Street");
      expect(saved[0].isDefaultDelivery).toBe(true);
      expect(order.deliveryAddress.id).toBe(saved[0].id);

      const second = await userCart(user, [line(otherBeer.sku, 24)]);
      expect(second.cart.id).not.toBe(first.cart.id);
      const again = await place(orderBody(second, { delivery: { addressId: saved[0].id }, billing: { addressId: saved[0].id } }), bearer(user));
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.data.order.deliveryAddress.line1).toBe("1 New Street");

      // Newest first; owner only.
      const listed = await listOrdersOf(user.uid);
      expect(listed.map((o) => o.id)).toEqual([again.body.data.order.id, order.id]);
      expect((await findCustomerOrder(user.uid, order.number))?.id).toBe(order.id);
      const stranger = await signUp();
      expect(await findCustomerOrder(stranger.uid, order.number)).toBeNull();
      expect(await listOrdersOf(stranger.uid)).toEqual([]);
      // The assistant answers about the owner's order, and never tells the stranger about it.
      const asked = `where is AFC-${order.number}?`;
      expect((await respond(asked, { uid: user.uid, cart: null }))[0].content).toContain(`AFC-${order.number} (placed`);
      const strangerAnswer = await respond(asked, { uid: stranger.uid, cart: null });
      expect(strangerAnswer[0].content).toBe(`I can't find AFC-${order.number} among your orders.`);
      expect((await respond("track my orders", { uid: stranger.uid, cart: null }))[0].content).toBe("You haven't placed any orders yet.");
      // The owner sees the confirmation page without the key; a stranger doesn't.
      expect((await findOrderForConfirmation(order.id, null, user.uid))?.id).toBe(order.id);
      expect(await findOrderForConfirmation(order.id, null, stranger.uid)).toBeNull();
    });

    it("refuses another customer's address, another customer's cart, and a guest's cart without its guest id", async () => {
      const owner = await signUp();
      const stranger = await signUp();
      const ownerCart = await userCart(owner, [line(beer.sku, 24)]);
      expect((await place(orderBody(ownerCart, { delivery: { address: address(), save: true } }), bearer(owner))).status).toBe(201);
      const db = await getDb();
      const [ownersAddress] = await db.select().from(addresses).where(eq(addresses.customer, owner.uid));

      const strangerCart = await userCart(stranger, [line(beer.sku, 24)]);
      await expectRefused(
        await place(orderBody(strangerCart, { delivery: { addressId: ownersAddress.id } }), bearer(stranger)),
        404,
        "addressNotFound",
        strangerCart.cart.id!,
      );
      await expectRefused(await place(orderBody(strangerCart), bearer(owner)), 403, "forbidden", strangerCart.cart.id!);
      const guest = await guestCart([line(beer.sku, 24)]);
      await expectRefused(await place(orderBody(guest), bearer(stranger)), 403, "forbidden", guest.cart.id!);
      // Nothing was saved to the stranger's address book by the refused attempts.
      const strangersAddresses = await db.select().from(addresses).where(and(eq(addresses.customer, stranger.uid)));
      expect(strangersAddresses).toHaveLength(0);
    });

    it("a refusal after the address was saved rolls the address back too", async () => {
      const user = await signUp();
      await setStock(beer.sku, 10);
      const data = await userCart(user, [line(beer.sku, 24)]);
      await expectRefused(await place(orderBody(data, { delivery: { address: address(), save: true } }), bearer(user)), 409, "outOfStock", data.cart.id!);
      const db = await getDb();
      expect(await db.select().from(addresses).where(eq(addresses.customer, user.uid))).toHaveLength(0);
    });
  });
});
