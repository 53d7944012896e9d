// The back office's products API (api-routes/admin/products.ts) on a real database and real
// emulator tokens: who may call it, the table's search, filters and sort, price changes reaching a
// basket's next sync through the real sync handler (with the shop's price-changed alert), stock set
// and adjusted with its history and never below zero (two members at once included), publishing
// taking a product out of every shop reader (listings, search, sitemap, story cards, the assistant,
// baskets), the low-stock threshold and the dashboard's figure, and every change in the activity log.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleProductAction, handleProductDetail, handleProductList } from "@/api-routes/admin/products";
import { handleSyncGuest } from "@/api-routes/cart-sync";
import { parseShopFilters } from "@/lib/catalogue/filters";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";
import { SYNC_GUEST_PATH, type SyncSuccess } from "@/lib/cart/sync-contract";
import { respond } from "@/lib/server/assistant/responder";
import { searchProducts } from "@/lib/server/assistant/tools";
import { listProducts } from "@/lib/server/catalogue/catalogue";
import { activeProductSlugs, getProduct, productsBySlugs } from "@/lib/server/catalogue/product-pages";
import { getDb } from "@/lib/server/platform/db";
import { adminDashboard } from "@/lib/server/admin/queue";
import { products, staffActivity, stockChanges } from "@/lib/server/schema";
import { setModerator } from "@/lib/server/talk/roles";
import { signUpStaff } from "../support/admin";
import { postJson, signInEmulatorUser, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

let staff: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  process.env.CART_SYNC_RATE_LIMIT = "0";
  staff = await signUpStaff();
  await getDb(); // migrate and seed the fresh database here, not inside the first test
});

afterAll(dropFreshDatabase);

// --- Calls, the way Next makes them -------------------------------------------------------------

async function call(handler: (request: Request) => Promise<Response>, method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await handler(new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as Json };
}

const withSlug = (slug: string) => ({ params: Promise.resolve({ slug }) });
/** Calls as `token` (a guest when undefined). */
const apiAs = (token: string | undefined) => ({
  list: (query = "") => call(handleProductList, "GET", `/api/admin/products${query}`, token),
  detail: (slug: string) => call((request) => handleProductDetail(request, withSlug(slug)), "GET", `/api/admin/products/${slug}`, token),
  act: (slug: string, body: unknown) => call((request) => handleProductAction(request, withSlug(slug)), "POST", `/api/admin/products/${slug}`, token, body),
});
/** Calls as the staff member made in beforeAll. */
const api = {
  list: (query = "") => apiAs(staff.token).list(query),
  detail: (slug: string) => apiAs(staff.token).detail(slug),
  act: (slug: string, body: unknown) => apiAs(staff.token).act(slug, body),
};

type SyncData = SyncSuccess["data"];
const syncGuest = (body: unknown) => postJson(handleSyncGuest, SYNC_GUEST_PATH, body);

/** The activity log's entries about a product, oldest first. */
async function activityOf(slug: string) {
  const db = await getDb();
  return db.select().from(staffActivity).where(eq(staffActivity.subject, slug)).orderBy(staffActivity.id);
}

async function stockOf(slug: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug)))[0].stock;
}

// Distinct seed products per test, so the tests do not depend on each other's changes.
const inStock = SEED_PRODUCTS.filter((product) => product.stock >= 100);
const priced = inStock.find((product) => product.sizeMl <= 330 && product.packs.length > 0)!;
const stocked = inStock.find((product) => product !== priced)!;
const raced = inStock.find((product) => product !== priced && product !== stocked)!;
const withdrawn = inStock.find((product) => ![priced, stocked, raced].includes(product) && product.sizeMl <= 330 && product.name.split(" ").length >= 2)!;
const thresholded = inStock.find((product) => ![priced, stocked, raced, withdrawn].includes(product))!;

describe(`the back office's products API (${engineName()})`, () => {
  it("answers guests 401, and members, moderators and a forged staff claim 403, on every route, changing nothing", async () => {
    const member = await signUpEmulatorUser("member");
    const moderator = await signUpEmulatorUser("moderator");
    await setModerator(moderator.email, true);
    const moderatorToken = await signInEmulatorUser(moderator.email);
    const [header, payload] = member.token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, staff: true })).toString("base64url")}.`;
    const calls = (token: string | undefined) => [
      apiAs(token).list(),
      apiAs(token).list("?stock=low"),
      apiAs(token).detail(priced.slug),
      apiAs(token).act(priced.slug, { action: "price", unitPrice: "0.01" }),
      apiAs(token).act(priced.slug, { action: "setStock", count: 0, reason: "count" }),
      apiAs(token).act(priced.slug, { action: "unpublish" }),
      apiAs(token).act(priced.slug, { action: "threshold", lowStockThreshold: 999 }),
    ];
    for (const [token, status] of [[undefined, 401], ["garbage", 401], [member.token, 403], [moderatorToken, 403], [forged, 403]] as const) {
      for (const answer of await Promise.all(calls(token))) {
        expect(answer.status, `${String(token).slice(0, 12)} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(status);
        expect(answer.body.data).toBeUndefined();
      }
    }
    const product = (await api.detail(priced.slug)).body.data.product;
    expect(product).toMatchObject({ pricePence: priced.pricePence, stock: priced.stock, published: true, lowStockThreshold: 12 });
    expect(await activityOf(priced.slug)).toHaveLength(0);
  });

  it("lists the catalogue: search by name, brand or SKU, filters, sort and pages", async () => {
    const all = await api.list();
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: SEED_PRODUCTS.length, pageCount: Math.ceil(SEED_PRODUCTS.length / 25) });
    const names = all.body.data.products.map((row: Json) => row.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) || 0));
    for (const q of [priced.name.toLowerCase(), priced.sku.toLowerCase(), packSku(priced.sku, priced.packs[0].kind, priced.packs[0].quantity)]) {
      const found = (await api.list(`?q=${encodeURIComponent(q)}`)).body.data.products.map((row: Json) => row.slug);
      expect(found, q).toContain(priced.slug);
    }
    const byBrand = (await api.list(`?q=${encodeURIComponent(priced.brand)}`)).body.data.products;
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((row: Json) => `${row.name} ${row.brand}`.toLowerCase().includes(priced.brand.toLowerCase()))).toBe(true);
    expect((await api.list("?q=%25")).body.data.total).toBe(0); // a literal %, not a wildcard

    const out = (await api.list("?stock=out")).body.data;
    expect(out.total).toBe(SEED_PRODUCTS.filter((product) => product.stock <= 0).length);
    expect(out.products.every((row: Json) => row.stock === 0 && row.stockState === "out")).toBe(true);

    const beers = (await api.list("?category=all-alcohol-free-beers&sort=price-asc")).body.data;
    const beerSlugs = new Set(CATEGORY_TREE.filter((category) => category.slug === "all-alcohol-free-beers" || category.parentSlug === "all-alcohol-free-beers").map((category) => category.slug));
    expect(beers.total).toBe(SEED_PRODUCTS.filter((product) => product.categorySlugs.some((slug) => beerSlugs.has(slug))).length);
    expect(beers.total).toBeLessThan(SEED_PRODUCTS.length);
    const prices = beers.products.map((row: Json) => row.pricePence);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const lagers = (await api.list("?category=alcohol-free-lagers")).body.data.total;
    expect(lagers).toBe(SEED_PRODUCTS.filter((product) => product.categorySlugs.includes("alcohol-free-lagers")).length);
    expect(lagers).toBeLessThan(beers.total);

    const page2 = (await api.list("?sort=stock-desc&page=2")).body.data;
    expect(page2.query.page).toBe(2);
    expect(page2.products[0].stock).toBeLessThanOrEqual(all.body.data.products.reduce((max: number, row: Json) => Math.max(max, row.stock), 0));
    expect((await api.list("?page=999")).body.data.query.page).toBe(all.body.data.pageCount);
    expect((await api.detail("no-such-product")).status).toBe(404);
    expect((await api.act("no-such-product", { action: "publish" })).body.code).toBe("productNotFound");
  });

  it("changes the unit and pack prices: the next sync of a basket holding the old price gets the new one and the price-changed alert", async () => {
    const pack = priced.packs[0];
    const sku = packSku(priced.sku, pack.kind, pack.quantity);
    const guestId = randomUUID();
    const first = await syncGuest({
      cart: { id: null, guestId, items: [{ quantity: 2, metadata: { productSKU: priced.sku, multipackSKU: null } }, { quantity: 1, metadata: { productSKU: priced.sku, multipackSKU: sku } }], version: 0 },
      shouldReturnCart: true,
    });
    expect(first.status).toBe(200);
    const held = first.body.data as SyncData;
    expect(held.cart.items.map((item) => item.itemPrice.gross)).toEqual([priced.pricePence, pack.pricePence]);

    const lower = priced.pricePence - 11;
    for (const [unitPrice, code] of [["11.999", "invalidBody"], ["0", "invalidBody"], ["1000.01", "invalidBody"]] as const) {
      expect((await api.act(priced.slug, { action: "price", unitPrice })).body.code).toBe(code);
    }
    expect((await api.act(priced.slug, { action: "price", unitPrice: "1.00", packs: [{ sku: "SOMEONE-ELSES", price: "1.00" }] })).body.code).toBe("unknownPack");
    expect(await stockOf(priced.slug)).toBe(priced.stock);
    const changed = await api.act(priced.slug, { action: "price", unitPrice: (lower / 100).toFixed(2), packs: [{ sku, price: "£20" }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.product).toMatchObject({ pricePence: lower, packs: expect.arrayContaining([expect.objectContaining({ sku, pricePence: 2000 })]) });

    const next = await syncGuest({ cart: { id: held.cart.id, guestId, items: held.cart.items, version: held.version }, shouldReturnCart: true });
    expect(next.status).toBe(200);
    const synced = next.body.data as SyncData;
    expect(synced.alertStatus).toMatchObject({ code: "priceChanged" });
    expect(synced.alertStatus?.message).toContain(priced.name);
    expect(synced.cart.items.map((item) => item.itemPrice.gross)).toEqual([lower, 2000]);
    expect(synced.cart.amounts.productsPrice.gross).toBe(lower * 2 + 2000);
    // The shop's own reads have the new price at once.
    expect((await getProduct(priced.slug))?.pricePence).toBe(lower);

    // Sending the same prices again changes nothing and logs nothing.
    expect((await api.act(priced.slug, { action: "price", unitPrice: (lower / 100).toFixed(2), packs: [{ sku, price: "20.00" }] })).status).toBe(200);
    const log = await activityOf(priced.slug);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: "product.price",
      actorUid: staff.uid,
      actorEmail: staff.email,
      before: { unitPrice: `£${(priced.pricePence / 100).toFixed(2)}`, [`${pack.kind === "case" ? "Case" : "Pack"} of ${pack.quantity}`]: `£${(pack.pricePence / 100).toFixed(2)}` },
      after: { unitPrice: `£${(lower / 100).toFixed(2)}`, [`${pack.kind === "case" ? "Case" : "Pack"} of ${pack.quantity}`]: "£20.00" },
    });
    expect((await api.detail(priced.slug)).body.data.product.changes.map((entry: Json) => entry.action)).toEqual(["product.price"]);
  });

  it("sets and adjusts stock with a reason, keeps the history, and never goes below zero", async () => {
    const { slug } = stocked;
    const added = await api.act(slug, { action: "adjustStock", change: 24, reason: "delivery", note: "Delivery note 4471" });
    expect(added.body.data.product.stock).toBe(stocked.stock + 24);
    const tooMany = await api.act(slug, { action: "adjustStock", change: -(stocked.stock + 25), reason: "breakage" });
    expect([tooMany.status, tooMany.body.code, tooMany.body.message]).toEqual([409, "stockBelowZero", `That would take the stock below zero: there are only ${stocked.stock + 24} in stock.`]);
    expect(await stockOf(slug)).toBe(stocked.stock + 24);
    expect((await api.act(slug, { action: "adjustStock", change: -2, reason: "other" })).body.code).toBe("invalidBody"); // Other needs a note
    expect((await api.act(slug, { action: "setStock", count: -1, reason: "count" })).body.code).toBe("invalidBody");
    expect((await api.act(slug, { action: "adjustStock", change: -2, reason: "breakage" })).body.data.product.stock).toBe(stocked.stock + 22);
    const counted = await api.act(slug, { action: "setStock", count: 0, reason: "count" });
    expect(counted.body.data.product).toMatchObject({ stock: 0, stockState: "out", published: true });
    expect((await api.act(slug, { action: "adjustStock", change: -1, reason: "breakage" })).body.message).toBe("That would take the stock below zero: there are none in stock.");

    const history = (await api.detail(slug)).body.data.product.stockHistory;
    expect(history.map((row: Json) => [row.reason, row.before, row.after, row.actor.email])).toEqual([
      ["count", stocked.stock + 22, 0, staff.email],
      ["breakage", stocked.stock + 24, stocked.stock + 22, staff.email],
      ["delivery", stocked.stock, stocked.stock + 24, staff.email],
    ]);
    expect(history[2].note).toBe("Delivery note 4471");
    const log = (await activityOf(slug)).map((entry) => [entry.action, entry.before, entry.after]);
    expect(log).toEqual([
      ["product.stock", { stock: stocked.stock }, { stock: stocked.stock + 24, reason: "Delivery received", note: "Delivery note 4471" }],
      ["product.stock", { stock: stocked.stock + 24 }, { stock: stocked.stock + 22, reason: "Breakage" }],
      ["product.stock", { stock: stocked.stock + 22 }, { stock: 0, reason: "Stock count" }],
    ]);

    // Out of stock stays published, in the shop's reads too, and says so.
    expect((await getProduct(slug))?.stock).toBe(0);

    // The history cannot be rewritten, even by hand.
    const db = await getDb();
    const productId = sql`(select id from products where slug = ${slug})`;
    await expect(db.update(stockChanges).set({ after: 999 }).where(eq(stockChanges.productId, productId))).rejects.toThrow();
    await expect(db.delete(stockChanges).where(eq(stockChanges.productId, productId))).rejects.toThrow();
    expect((await api.detail(slug)).body.data.product.stockChangeCount).toBe(3);
  });

  it("two members removing stock at once: the row lock lets one through and refuses the other, never below zero", async () => {
    const second = await signUpStaff();
    await api.act(raced.slug, { action: "setStock", count: 10, reason: "count" });
    const answers = await Promise.all([
      api.act(raced.slug, { action: "adjustStock", change: -7, reason: "breakage" }),
      apiAs(second.token).act(raced.slug, { action: "adjustStock", change: -7, reason: "breakage" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(raced.slug)).toBe(3);
    expect((await api.detail(raced.slug)).body.data.product.stockChangeCount).toBe(2);
  });

  it("an unpublished product leaves listings, search, the sitemap, story cards, the assistant and baskets, and comes back when published", async () => {
    const { slug, name } = withdrawn;
    const guestId = randomUUID();
    const basket = (await syncGuest({ cart: { id: null, guestId, items: [{ quantity: 1, metadata: { productSKU: withdrawn.sku, multipackSKU: null } }], version: 0 }, shouldReturnCart: true })).body.data as SyncData;
    const everywhere = async () => {
      const listed = await listProducts(parseShopFilters({ sub: withdrawn.categorySlugs[0] }));
      const searched = await listProducts(parseShopFilters({ q: name }));
      const assistant = await searchProducts({ words: name.toLowerCase().split(/\s+/), limit: 6 });
      const answer = await respond(`${withdrawn.brand} ${name}`, { uid: null, cart: null });
      return {
        listing: listed.items.some((product) => product.slug === slug),
        search: searched.items.some((product) => product.slug === slug),
        sitemap: (await activeProductSlugs()).some((product) => product.slug === slug),
        page: (await getProduct(slug)) !== null,
        storyCards: (await productsBySlugs([slug])).length === 1,
        assistantSearch: assistant.some((product) => product.slug === slug),
        assistantAnswer: answer.flatMap((message) => message.buttons).some((button) => button.href === `/shop/products/${slug}`),
      };
    };
    const shown = { listing: true, search: true, sitemap: true, page: true, storyCards: true, assistantSearch: true, assistantAnswer: true };
    expect(await everywhere()).toEqual(shown);

    const unpublished = await api.act(slug, { action: "unpublish" });
    expect(unpublished.body.data.product.published).toBe(false);
    expect(await everywhere()).toEqual({ listing: false, search: false, sitemap: false, page: false, storyCards: false, assistantSearch: false, assistantAnswer: false });
    const again = await api.act(slug, { action: "unpublish" });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, "alreadyUnpublished", "This product is already unpublished."]);
    // Staff still find it, and its basket loses it at the next sync.
    expect((await api.list(`?published=unpublished`)).body.data.products.map((row: Json) => row.slug)).toEqual([slug]);
    const next = (await syncGuest({ cart: { id: basket.cart.id, guestId, items: basket.cart.items, version: basket.version }, shouldReturnCart: true })).body.data as SyncData;
    expect(next.cart.items).toEqual([]);
    expect(next.alertStatus?.code).toBe("productRemovedFromCart");

    expect((await api.act(slug, { action: "publish" })).body.data.product.published).toBe(true);
    expect(await everywhere()).toEqual(shown);
    expect((await activityOf(slug)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["product.unpublish", { published: true }, { published: false }],
      ["product.publish", { published: false }, { published: true }],
    ]);
  });

  it("a low-stock threshold per product: ?stock=low lists those at or under it, and the dashboard counts them", async () => {
    const before = await adminDashboard();
    const low = (await api.list("?stock=low&page=1")).body.data;
    expect(low.total).toBe(before.lowStock.atOrUnder);
    expect(low.products.every((row: Json) => row.stock <= row.lowStockThreshold)).toBe(true);
    expect(low.products.some((row: Json) => row.slug === thresholded.slug)).toBe(false);

    const raised = await api.act(thresholded.slug, { action: "threshold", lowStockThreshold: thresholded.stock });
    expect(raised.body.data.product).toMatchObject({ lowStockThreshold: thresholded.stock, stockState: "low" });
    const after = await adminDashboard();
    expect(after.lowStock.atOrUnder).toBe(before.lowStock.atOrUnder + 1);
    expect(after.lowStock.out).toBe(before.lowStock.out);
    expect((await api.list(`?stock=low&q=${encodeURIComponent(thresholded.sku)}`)).body.data.products.map((row: Json) => row.slug)).toEqual([thresholded.slug]);
    expect((await api.list(`?stock=in&q=${encodeURIComponent(thresholded.sku)}`)).body.data.total).toBe(0);
    expect((await api.act(thresholded.slug, { action: "threshold", lowStockThreshold: -1 })).body.code).toBe("invalidBody");
    expect((await activityOf(thresholded.slug)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["product.threshold", { lowStockThreshold: 12 }, { lowStockThreshold: thresholded.stock }],
    ]);
  });

  it("refuses bodies that send more than the action means", async () => {
    for (const body of [
      { action: "setStock", count: 5, reason: "count", actorUid: "someone-else" },
      { action: "price", unitPrice: "1.00", pricePence: 1 },
      { action: "publish", active: false },
      { action: "threshold", lowStockThreshold: 5, stock: 0 },
    ]) {
      const answer = await api.act(thresholded.slug, body);
      expect([answer.status, answer.body.code]).toEqual([400, "invalidBody"]);
    }
    expect(await stockOf(thresholded.slug)).toBe(thresholded.stock);
  });
});
