// The cart sync API (api-routes/cart-sync.ts) against a real database: in-memory PGlite by
// default, a PostgreSQL server under scripts/with-postgres.sh. The signed-in tests need the
// Firebase Auth emulator (run vitest inside `firebase emulators:exec`, which sets
// FIREBASE_AUTH_EMULATOR_HOST); in CI their absence fails the run instead of skipping silently.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { handleSyncGuest, handleSyncUser } from "@/api-routes/cart-sync";
import { cartAmounts, cartValidity, lineAmounts } from "@/lib/cart";
import { toDraft } from "@/lib/cart/client";
import { MAX_CART_LINES, MAX_SYNC_BODY_BYTES, SYNC_GUEST_PATH, SYNC_USER_PATH, type SyncSuccess } from "@/lib/cart/sync-contract";
import type { Cart } from "@/lib/cart/types";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";
import { closeDb, getDb } from "@/lib/server/platform/db";
import { forgetOffers, updateCartIfVersion } from "@/lib/server/cart/carts";
import { getAdminAuth } from "@/lib/server/auth/firebase-admin";
import { carts, products } from "@/lib/server/schema";
import { expectError as expectApiError } from "../support/api-asserts";
import { postJson, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

beforeAll(useFreshDatabase);
afterAll(dropFreshDatabase);

// --- Catalogue fixtures (real seed products) ----------------------------------------------------

const lager = SEED_PRODUCTS.find((p) => p.sizeMl === 330 && p.packs.some((pack) => pack.quantity === 24))!;
const lagerCase = lager.packs.find((pack) => pack.quantity === 24)!;
const lagerCaseSku = packSku(lager.sku, lagerCase.kind, lagerCase.quantity);
const wine = SEED_PRODUCTS.find((p) => p.sizeMl === 750 && p.packs.length > 0)!;
const winePack = wine.packs[0];
const winePackSku = packSku(wine.sku, winePack.kind, winePack.quantity);
const other = SEED_PRODUCTS.find((p) => p.sku !== lager.sku && p.sku !== wine.sku)!;

// --- Request helpers ------------------------------------------------------------------------------

type Data = SyncSuccess["data"];

const call = postJson;

const syncGuest = (body: unknown, headers?: Record<string, string>) => call(handleSyncGuest, SYNC_GUEST_PATH, body, headers);

const line = (productSKU: string, quantity: number, extra: Json = {}) => ({ quantity, metadata: { productSKU, multipackSKU: null }, ...extra });
const packLine = (productSKU: string, multipackSKU: string, quantity: number) => ({ quantity, metadata: { productSKU, multipackSKU } });

/** A draft as the browser would send it. */
const draft = (guestId: string | null, items: unknown[], extra: Json = {}) => ({ cart: { id: null, guestId, items, version: 0, ...extra }, shouldReturnCart: true });

/** A new guest cart with these lines; its data. */
async function newGuestCart(guestId: string, items: unknown[]): Promise<Data> {
  const { status, body } = await syncGuest(draft(guestId, items));
  expect(status).toBe(200);
  return body.data as Data;
}

/** The browser's next draft for a cart the server returned: its lines, id and version. */
function draftOf(data: Data, items: unknown[] = data.cart.items) {
  return { id: data.cart.id, guestId: data.cart.guestId, items, version: data.version };
}

async function storedRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/** Every error is exactly `{ code, message }` (plus `data` for a 409), never a stack trace. */
const expectError = (result: { status: number; body: Json }, status: number, code: string) => expectApiError(result, status, code, status === 409 ? ["data"] : []);

const quantities = (cart: Cart) => Object.fromEntries(cart.items.map((item) => [`${item.metadata.productSKU}|${item.metadata.multipackSKU ?? ""}`, item.quantity]));

// --- Guest sync -----------------------------------------------------------------------------------

describe(`cart sync API on ${engineName()}`, () => {
  describe("guest sync: the canonical cart", () => {
    it("answers the contract's shape, every line rebuilt from the catalogue", async () => {
      const guestId = uuidv4();
      const { status, headers, body } = await syncGuest(draft(guestId, [line(lager.sku, 2), packLine(lager.sku, lagerCaseSku, 1)]));
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(Object.keys(body)).toEqual(["data"]);
      const { cart, version, cartValidity: validity, alertStatus } = body.data as Data;
      expect(Object.keys(body.data).sort()).toEqual(["alertStatus", "cart", "cartValidity", "version"]);
      expect(version).toBe(1);
      expect(alertStatus).toBeNull();
      expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(cart).toMatchObject({ customer: null, guest: true, guestId, shippingMethod: "standard", currency: "GBP", status: "new", deliveryAddress: null, billingAddress: null });
      // The Cart's own fields (lib/cart/types.ts), plus the discount codes the basket holds (issue 24; docs/decisions/money-in-pence-with-vat.md).
      expect(Object.keys(cart).sort()).toEqual(
        ["amounts", "billingAddress", "createdAt", "currency", "customer", "deliveryAddress", "discounts", "guest", "guestId", "id", "items", "lastAction", "shippingMethod", "status", "updatedAt"].sort(),
      );
      expect(cart.discounts).toEqual([]);

      const [single, pack] = cart.items;
      expect(single).toMatchObject({
        quantity: 2,
        productName: lager.name,
        itemPrice: { gross: lager.pricePence, isVatable: lager.isVatable },
        linePrice: lineAmounts(lager.pricePence, 2),
        multipackQuantity: 1,
        metadata: { productSKU: lager.sku, multipackSKU: null, boxType: "boxType_330", containerSizes: '{"330":1}', containerSizesWithQuantity: '{"330":2}' },
      });
      expect(single.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(single.metadata.itemUUID).toBe(single.id);
      expect(Date.parse(single.dateAdded)).not.toBeNaN();
      expect(Date.parse(single.lastUpdated)).not.toBeNaN();
      expect(pack).toMatchObject({
        quantity: 1,
        itemPrice: { gross: lagerCase.pricePence },
        linePrice: lineAmounts(lagerCase.pricePence, 1),
        multipackQuantity: 24,
        metadata: { multipackSKU: lagerCaseSku, containerSizes: '{"330":24}', containerSizesWithQuantity: '{"330":24}' },
      });
      expect(cart.amounts).toEqual(cartAmounts(cart.items, "standard"));
      expect(validity).toEqual(cartValidity(cart.items));
      expect(validity.counts.boxType_330).toBe(26);

      const row = await storedRow(cart.id!);
      expect(row).toMatchObject({ customer: null, guestId, status: "new", version: 1 });
      expect(row.items).toEqual(cart.items);
    });

    it("keeps the line ids and the date a line was added that the browser sent", async () => {
      const id = uuidv4();
      const { cart } = await newGuestCart(uuidv4(), [line(lager.sku, 1, { id, dateAdded: "2026-01-02T03:04:05.000Z" })]);
      expect(cart.items[0]).toMatchObject({ id, dateAdded: "2026-01-02T03:04:05.000Z", metadata: { itemUUID: id } });
    });

    it("ignores tampered prices, names, amounts and owner, and says the price changed", async () => {
      const guestId = uuidv4();
      const tampered = {
        ...line(lager.sku, 3),
        productName: "Free",
        itemPrice: { gross: 1, isVatable: false },
        linePrice: { gross: 0, net: 0, tax: 0, grossText: "0.00", netText: "0.00", taxText: "0.00" },
        multipackQuantity: 24,
      };
      const zero = { gross: 0, net: 0, tax: 0, grossText: "0.00", netText: "0.00", taxText: "0.00" };
      const { status, body } = await syncGuest(
        draft(guestId, [tampered], { customer: "someone-else", amounts: { productsPrice: zero, shippingPrice: zero, discountPrice: zero, totalPrice: zero } }),
      );
      expect(status).toBe(200);
      const { cart, alertStatus } = body.data as Data;
      expect(cart.customer).toBeNull();
      expect(cart.items[0]).toMatchObject({ productName: lager.name, itemPrice: { gross: lager.pricePence, isVatable: true }, multipackQuantity: 1 });
      expect(cart.items[0].linePrice.gross).toBe(lager.pricePence * 3);
      expect(cart.amounts.productsPrice.gross).toBe(lager.pricePence * 3);
      expect(cart.amounts.totalPrice.gross).toBeGreaterThan(0);
      expect(alertStatus?.code).toBe("priceChanged");
      expect(alertStatus?.message).toContain(lager.name);
      expect((await storedRow(cart.id!)).items[0].itemPrice.gross).toBe(lager.pricePence);
    });

    it("sends no alert when the price the shopper saw is current", async () => {
      const { alertStatus } = await newGuestCart(uuidv4(), [line(lager.sku, 1, { itemPrice: { gross: lager.pricePence } })]);
      expect(alertStatus).toBeNull();
    });

    it("drops an unknown SKU and names it in productRemovedFromCart", async () => {
      const { cart, alertStatus } = await newGuestCart(uuidv4(), [line("AF-NOPE-000", 1), line(lager.sku, 1)]);
      expect(cart.items.map((item) => item.metadata.productSKU)).toEqual([lager.sku]);
      expect(alertStatus?.code).toBe("productRemovedFromCart");
      expect(alertStatus?.message).toContain("AF-NOPE-000");
    });

    it("drops a multipack SKU that belongs to another product", async () => {
      const { cart, alertStatus } = await newGuestCart(uuidv4(), [packLine(lager.sku, winePackSku, 1), line(wine.sku, 1)]);
      expect(cart.items.map((item) => item.metadata.productSKU)).toEqual([wine.sku]);
      expect(alertStatus?.code).toBe("productRemovedFromCart");
      expect(alertStatus?.message).toContain(winePackSku);
    });

    it("drops a withdrawn product", async () => {
      const db = await getDb();
      await db.update(products).set({ active: false }).where(eq(products.sku, other.sku));
      // A catalogue change invalidates the cached price list (as invalidateCatalogue() does).
      forgetOffers();
      try {
        const { cart, alertStatus } = await newGuestCart(uuidv4(), [line(other.sku, 1)]);
        expect(cart.items).toEqual([]);
        expect(alertStatus?.code).toBe("productRemovedFromCart");
      } finally {
        await db.update(products).set({ active: true }).where(eq(products.sku, other.sku));
        forgetOffers();
      }
    });

    it("combines lines of the same product and pack, up to the quantity limit", async () => {
      const { cart } = await newGuestCart(uuidv4(), [line(lager.sku, 2), packLine(lager.sku, lagerCaseSku, 1), line(lager.sku, 3), line(wine.sku, 600), line(wine.sku, 600)]);
      expect(quantities(cart)).toEqual({ [`${lager.sku}|`]: 5, [`${lager.sku}|${lagerCaseSku}`]: 1, [`${wine.sku}|`]: 999 });
    });

    it("recomputes validity: 24 × 330 ml fills a box, 7 wine bottles need 5 more", async () => {
      const full = await newGuestCart(uuidv4(), [line(lager.sku, 24)]);
      expect(full.cartValidity).toMatchObject({ valid: true, counts: { boxType_330: 24 }, boxes: { boxType_330: 1 }, remainders: { boxType_330: 0 } });
      const wines = await newGuestCart(uuidv4(), [line(wine.sku, 7)]);
      expect(wines.cartValidity).toMatchObject({ valid: false, counts: { boxType_750: 7 }, remainders: { boxType_750: 5 } });
      const cases = await newGuestCart(uuidv4(), [packLine(wine.sku, winePackSku, 1)]);
      expect(cases.cartValidity.valid).toBe(true);
    });

    it("keeps a known shipping method and last action, defaults unknown ones", async () => {
      const nextDay = await syncGuest(draft(uuidv4(), [line(lager.sku, 1)], { shippingMethod: "next-day", lastAction: "itemAdded" }));
      expect(nextDay.body.data.cart).toMatchObject({ shippingMethod: "next-day", lastAction: "itemAdded" });
      expect(nextDay.body.data.cart.amounts.shippingPrice.gross).toBe(999);
      const odd = await syncGuest(draft(uuidv4(), [line(lager.sku, 1)], { shippingMethod: "teleport", lastAction: "hacked" }));
      expect(odd.status).toBe(200);
      expect(odd.body.data.cart).toMatchObject({ shippingMethod: "standard", lastAction: "itemUpdated" });
    });

    it("keeps the shopper's last action through a save: the browser's own draft carries it (toDraft)", async () => {
      const first = await newGuestCart(uuidv4(), [line(lager.sku, 2)]);
      const removed = { ...first.cart, items: [], lastAction: "itemRemoved" as const };
      const { body } = await syncGuest({ cart: toDraft(removed, first.version), shouldReturnCart: true });
      expect(body.data.cart.lastAction).toBe("itemRemoved");
      expect((await storedRow(first.cart.id!)).lastAction).toBe("itemRemoved");
    });

    it("updates a stored cart, bumping its version", async () => {
      const guestId = uuidv4();
      const first = await newGuestCart(guestId, [line(lager.sku, 1)]);
      const { status, body } = await syncGuest({ cart: draftOf(first, [line(lager.sku, 4)]) });
      expect(status).toBe(200);
      expect(body.data.cart.id).toBe(first.cart.id);
      expect(body.data.version).toBe(2);
      expect(body.data.cart.items[0].quantity).toBe(4);
      expect((await storedRow(first.cart.id!)).version).toBe(2);
    });
  });

  describe("guest sync: who may sync which cart", () => {
    it("refuses another guest's cart (403) and leaves it unchanged", async () => {
      const mine = await newGuestCart(uuidv4(), [line(lager.sku, 1)]);
      const intruder = uuidv4();
      expectError(await syncGuest({ cart: { ...draftOf(mine, [line(lager.sku, 99)]), guestId: intruder } }), 403, "forbidden");
      const row = await storedRow(mine.cart.id!);
      expect(row.version).toBe(1);
      expect(row.items.map((item) => item.quantity)).toEqual([1]);
    });

    it("needs the guest id (400)", async () => {
      expectError(await syncGuest(draft(null, [line(lager.sku, 1)])), 400, "invalidBody");
      expectError(await syncGuest({ cart: { items: [] } }), 400, "invalidBody");
    });

    it("answers an unknown cart id with 404", async () => {
      expectError(await syncGuest(draft(uuidv4(), [], { id: uuidv4(), version: 1 })), 404, "cartNotFound");
    });
  });

  describe("guest sync: bad input", () => {
    const guestId = uuidv4();
    const bad: [string, unknown][] = [
      ["malformed JSON", '{"cart": {'],
      ["an array", "[]"],
      ["null", "null"],
      ["no cart", { shouldReturnCart: true }],
      ["quantity 0", draft(guestId, [line(lager.sku, 0)])],
      ["quantity 1000", draft(guestId, [line(lager.sku, 1000)])],
      ["quantity 1.5", draft(guestId, [line(lager.sku, 1.5)])],
      ['quantity "3"', draft(guestId, [line(lager.sku, "3" as unknown as number)])],
      ["no SKU", draft(guestId, [{ quantity: 1, metadata: {} }])],
      [`${MAX_CART_LINES + 1} lines`, draft(guestId, Array.from({ length: MAX_CART_LINES + 1 }, () => line(lager.sku, 1)))],
      ["a non-uuid cart id", draft(guestId, [], { id: "cart-1" })],
      ["a non-uuid guest id", draft("guest-1", [])],
      ["a negative version", draft(guestId, [], { version: -1 })],
    ];
    it.each(bad)("%s → 400 invalidBody", async (_name, body) => {
      expectError(await syncGuest(body), 400, "invalidBody");
    });

    it("a body over 64 KB → 413 bodyTooLarge", async () => {
      const body = JSON.stringify({ ...draft(guestId, [line(lager.sku, 1)]), padding: "x".repeat(65 * 1024) });
      expect(body.length).toBeGreaterThan(MAX_SYNC_BODY_BYTES);
      expectError(await syncGuest(body), 413, "bodyTooLarge");
    });

    it("ignores unknown fields", async () => {
      const { status } = await syncGuest({ ...draft(guestId, [line(lager.sku, 1, { colour: "red" })], { favourite: true }), extra: 1 });
      expect(status).toBe(200);
    });
  });

  describe("guest sync: versions and concurrency", () => {
    it("answers a stale version with 409 and the current cart", async () => {
      const guestId = uuidv4();
      const v1 = await newGuestCart(guestId, [line(lager.sku, 1)]);
      const v2 = (await syncGuest({ cart: draftOf(v1, [line(lager.sku, 2)]) })).body.data as Data;
      const result = await syncGuest({ cart: draftOf(v1, [line(lager.sku, 7)]) });
      expectError(result, 409, "staleCart");
      expect(result.body.data.version).toBe(2);
      expect(result.body.data.cart).toEqual(v2.cart);
      expect(result.body.data.cartValidity).toEqual(v2.cartValidity);
      expect((await storedRow(v1.cart.id!)).items[0].quantity).toBe(2);
    });

    it("the write itself is conditional: a second write from the same version changes nothing", async () => {
      const base = await newGuestCart(uuidv4(), [line(lager.sku, 1)]);
      const db = await getDb();
      const first = await updateCartIfVersion(db, base.cart.id!, 1, { lastAction: "itemAdded" });
      const second = await updateCartIfVersion(db, base.cart.id!, 1, { lastAction: "itemRemoved" });
      expect(first?.version).toBe(2);
      expect(second).toBeUndefined();
      expect(await storedRow(base.cart.id!)).toMatchObject({ version: 2, lastAction: "itemAdded" });
    });

    it("two syncs from one version: one wins, the other gets 409; merging and syncing again loses nothing", async () => {
      const guestId = uuidv4();
      const base = await newGuestCart(guestId, [line(lager.sku, 1)]);
      const [a, b] = await Promise.all([
        syncGuest({ cart: draftOf(base, [...base.cart.items, line(wine.sku, 6)]) }),
        syncGuest({ cart: draftOf(base, [...base.cart.items, packLine(lager.sku, lagerCaseSku, 1)]) }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
      const loserLine = loser === a ? line(wine.sku, 6) : packLine(lager.sku, lagerCaseSku, 1);
      expect(loser.body.data.version).toBe(2);
      expect(loser.body.data.cart).toEqual(winner.body.data.cart);

      // The client merges its unsaved line into the current cart and syncs again.
      const current = loser.body.data as Data;
      const retried = await syncGuest({ cart: draftOf(current, [...current.cart.items, loserLine]) });
      expect(retried.status).toBe(200);
      expect(retried.body.data.version).toBe(3);
      expect(quantities(retried.body.data.cart)).toEqual({ [`${lager.sku}|`]: 1, [`${wine.sku}|`]: 6, [`${lager.sku}|${lagerCaseSku}`]: 1 });
      expect((await storedRow(base.cart.id!)).items).toHaveLength(3);
    });
  });

  describe("rate limit", () => {
    it("answers 429 with Retry-After once a client passes CART_SYNC_RATE_LIMIT per minute, whatever it writes into X-Forwarded-For; 0 turns it off", async () => {
      const saved = { limit: process.env.CART_SYNC_RATE_LIMIT, hops: process.env.TRUSTED_PROXY_HOPS };
      process.env.CART_SYNC_RATE_LIMIT = "3";
      process.env.TRUSTED_PROXY_HOPS = "1"; // one proxy in front, which appends the address it saw
      try {
        const from = (forged: string, seenByProxy = "203.0.113.7") => ({ "x-forwarded-for": `${forged}, ${seenByProxy}` });
        for (let i = 0; i < 3; i++) expect((await syncGuest(draft(uuidv4(), []), from(`10.0.0.${i}`))).status).toBe(200);
        const refused = await syncGuest(draft(uuidv4(), []), from("192.0.2.99"));
        expectError(refused, 429, "tooManyRequests");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        // Another client (another address seen by the proxy) is not affected.
        expect((await syncGuest(draft(uuidv4(), []), from("10.0.0.1", "198.51.100.4"))).status).toBe(200);
        process.env.CART_SYNC_RATE_LIMIT = "0";
        expect((await syncGuest(draft(uuidv4(), []), from("10.0.0.1"))).status).toBe(200);
      } finally {
        for (const [name, value] of [["CART_SYNC_RATE_LIMIT", saved.limit], ["TRUSTED_PROXY_HOPS", saved.hops]] as const) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
    });
  });

  // --- Signed-in sync -----------------------------------------------------------------------------

  // npm test always runs vitest beside the Auth emulator: without it the signed-in tests below would
  // skip silently, so its absence is a failure here, on every machine.
  it("runs the signed-in tests (the Firebase Auth emulator must be running)", () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST, "run vitest inside `firebase emulators:exec --only auth`").toBeTruthy();
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("user sync (Firebase Auth emulator)", () => {
    /** A new emulator user: its uid and a fresh ID token. */
    const signUp = () => signUpEmulatorUser("shopper");

    const syncUser = (user: { uid: string; token: string } | null, body: Json, headers: Record<string, string> = {}) =>
      call(handleSyncUser, SYNC_USER_PATH, { userId: user?.uid ?? "nobody", shouldReturnCart: true, ...body }, {
        ...(user ? { authorization: `Bearer ${user.token}` } : {}),
        ...headers,
      });

    const userDraft = (items: unknown[], extra: Json = {}) => ({ cart: { id: null, guestId: null, items, version: 0, ...extra } });

    it("refuses a missing or garbage token (401)", async () => {
      expectError(await syncUser(null, userDraft([])), 401, "unauthorised");
      expectError(await syncUser(null, userDraft([]), { authorization: "Bearer not-a-token" }), 401, "unauthorised");
      expectError(await syncUser(null, userDraft([]), { authorization: "Basic dXNlcjpwYXNz" }), 401, "unauthorised");
    });

    it("refuses the token of a deleted user (401)", async () => {
      const user = await signUp();
      await getAdminAuth().deleteUser(user.uid);
      expectError(await syncUser(user, userDraft([line(lager.sku, 1)])), 401, "unauthorised");
    });

    it("refuses a userId that is not the token's (403)", async () => {
      const user = await signUp();
      expectError(await syncUser(user, { ...userDraft([]), userId: "someone-else" }), 403, "forbidden");
    });

    it("creates a user cart, then refuses it to another user (403)", async () => {
      const owner = await signUp();
      const created = await syncUser(owner, userDraft([line(lager.sku, 2)], { customer: "forged" }));
      expect(created.status).toBe(200);
      const data = created.body.data as Data;
      expect(data.cart).toMatchObject({ customer: owner.uid, guest: false, guestId: null });
      expect(data.version).toBe(1);

      const intruder = await signUp();
      expectError(await syncUser(intruder, { cart: draftOf(data, [line(lager.sku, 50)]) }), 403, "forbidden");
      expect((await storedRow(data.cart.id!)).items[0].quantity).toBe(2);

      // The owner's own updates go through, with the version check.
      const updated = await syncUser(owner, { cart: draftOf(data, [line(lager.sku, 3)]) });
      expect(updated.status).toBe(200);
      expect(updated.body.data.version).toBe(2);
      expectError(await syncUser(owner, { cart: draftOf(data, [line(lager.sku, 9)]) }), 409, "staleCart");
    });

    it("adopts a guest cart on sign-in when the user has no saved cart", async () => {
      const guestId = uuidv4();
      const guestCart = await newGuestCart(guestId, [line(lager.sku, 2)]);
      const user = await signUp();
      // The browser turns the cart into a user cart: customer set, guest false, guest id cleared.
      const { status, body } = await syncUser(user, { cart: { ...draftOf(guestCart), guestId: null, customer: user.uid } });
      expect(status).toBe(200);
      expect(body.data.cart).toMatchObject({ id: guestCart.cart.id, customer: user.uid, guest: false, guestId: null });
      expect(body.data.version).toBe(2);
      expect(body.data.alertStatus).toBeNull();
      expect(await storedRow(guestCart.cart.id!)).toMatchObject({ customer: user.uid, guestId: null, status: "new" });
      // It is no longer the guest's.
      expectError(await syncGuest({ cart: { ...draftOf(body.data), guestId } }), 403, "forbidden");
    });

    it("refuses to adopt a guest cart when the guest id sent is not the cart's (403)", async () => {
      const guestCart = await newGuestCart(uuidv4(), [line(lager.sku, 1)]);
      const user = await signUp();
      expectError(await syncUser(user, { cart: { ...draftOf(guestCart), guestId: uuidv4() } }), 403, "forbidden");
      expect((await storedRow(guestCart.cart.id!)).customer).toBeNull();
    });

    it("merges a guest cart into the user's saved cart, and shows the same cart on every device", async () => {
      const user = await signUp();
      const saved = (await syncUser(user, userDraft([line(lager.sku, 2)]))).body.data as Data;

      const guestId = uuidv4();
      const guestCart = await newGuestCart(guestId, [line(lager.sku, 3), packLine(wine.sku, winePackSku, 1)]);
      const merged = await syncUser(user, { cart: { ...draftOf(guestCart), guestId: null } });
      expect(merged.status).toBe(200);
      const data = merged.body.data as Data;
      expect(data.cart.id).toBe(saved.cart.id);
      expect(data.version).toBe(saved.version + 1);
      expect(data.alertStatus?.code).toBe("cartsMerged");
      expect(quantities(data.cart)).toEqual({ [`${lager.sku}|`]: 5, [`${wine.sku}|${winePackSku}`]: 1 });
      expect(data.cart.items[0].id).toBe(saved.cart.items[0].id);
      expect(data.cart.amounts).toEqual(cartAmounts(data.cart.items, "standard"));
      expect((await storedRow(guestCart.cart.id!)).status).toBe("merged");

      // The guest cart is closed: neither the guest nor the user can sync it again.
      expectError(await syncGuest({ cart: draftOf(guestCart) }), 403, "forbidden");
      expectError(await syncUser(user, { cart: { ...draftOf(guestCart), version: guestCart.version + 1 } }), 403, "forbidden");

      // A second device with no cart id gets the same cart, unchanged.
      const device = await syncUser(user, userDraft([]));
      expect(device.status).toBe(200);
      expect(device.body.data.cart.id).toBe(saved.cart.id);
      expect(device.body.data.version).toBe(data.version);
      expect(device.body.data.alertStatus).toBeNull();
      expect(quantities(device.body.data.cart)).toEqual(quantities(data.cart));

      // …and one with unsaved lines has them added to it.
      const withLines = await syncUser(user, userDraft([line(lager.sku, 1)]));
      expect(withLines.body.data.cart.id).toBe(saved.cart.id);
      expect(withLines.body.data.alertStatus?.code).toBe("cartsMerged");
      expect(quantities(withLines.body.data.cart)[`${lager.sku}|`]).toBe(6);
    });

    it("two devices with no cart id at once still share one cart", async () => {
      const user = await signUp();
      const [a, b] = await Promise.all([syncUser(user, userDraft([line(lager.sku, 1)])), syncUser(user, userDraft([line(wine.sku, 1)]))]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const last = a.body.data.version > b.body.data.version ? a : b;
      expect(a.body.data.cart.id).toBe(b.body.data.cart.id);
      expect(quantities(last.body.data.cart)).toEqual({ [`${lager.sku}|`]: 1, [`${wine.sku}|`]: 1 });
    });
  });

  // Last: it closes the database (PGlite's in-memory one is gone afterwards).
  describe("database unavailable", () => {
    it("answers 503 databaseUnavailable without details", async () => {
      const saved = process.env.DATABASE_URL;
      await closeDb();
      process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/nowhere";
      try {
        const result = await syncGuest(draft(uuidv4(), [line(lager.sku, 1)]));
        expectError(result, 503, "databaseUnavailable");
        expect(result.body.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
      } finally {
        await closeDb();
        if (saved === undefined) delete process.env.DATABASE_URL;
        else process.env.DATABASE_URL = saved;
      }
    });
  });
});
