// Staff create, edit, rename and archive products (issue 36 parts 1 and 3) through the real route
// handlers, on a real database and real emulator tokens: a new product starts unpublished and,
// once published, is in its category listing, search, the sitemap and the assistant's retrieval
// at the next request (the shop's cached reads expire, and the expiry reaches the shared cache
// before the answer); a rename moves the page and its old address redirects; archiving takes it
// out of the shop and keeps its orders and reviews; refusals name their fields.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { handleProductAction, handleProductCreate, handleProductList, handleProductUpdate } from "@/api-routes/admin/products";
import type { ProductInputBody } from "@/lib/admin/product-input";
import { parseShopFilters } from "@/lib/catalogue/filters";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";
import { respond } from "@/lib/server/assistant/responder";
import { searchProducts } from "@/lib/server/assistant/tools";
import { CATALOGUE_EXPIRE_TAG, activeProductSlugs, getProduct, listProducts } from "@/lib/server/catalogue/cached-catalogue";
import { renamedProductSlug } from "@/lib/server/catalogue/product-pages";
import { getDb } from "@/lib/server/platform/db";
import { orders, productSlugRedirects, products, reviews, staffActivity } from "@/lib/server/schema";
import { callHandler, insertOrder, nonStaffCallers, smallBottles } from "../support/admin";
import type { Json } from "../support/handlers";
import { validBody } from "../support/product-input";
import { staffOnFreshDatabase } from "./staff-api-setup";
import { engineName } from "./test-db";

// Next's data cache (../support/next-cache.ts); the shared cache of a cluster is a spy.
vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

const staff = staffOnFreshDatabase();

const withSlug = (slug: string) => ({ params: Promise.resolve({ slug }) });
const apiAs = (token: string | undefined) => ({
  create: (body: unknown) => callHandler(handleProductCreate, "POST", "/api/admin/products", token, body),
  update: (slug: string, body: unknown) => callHandler((request) => handleProductUpdate(request, withSlug(slug)), "PUT", `/api/admin/products/${slug}`, token, body),
  act: (slug: string, body: unknown) => callHandler((request) => handleProductAction(request, withSlug(slug)), "POST", `/api/admin/products/${slug}`, token, body),
  list: (query = "") => callHandler(handleProductList, "GET", `/api/admin/products${query}`, token),
});
const api = {
  create: (body: unknown) => apiAs(staff.token).create(body),
  update: (slug: string, body: unknown) => apiAs(staff.token).update(slug, body),
  act: (slug: string, body: unknown) => apiAs(staff.token).act(slug, body),
  list: (query = "") => apiAs(staff.token).list(query),
};

const fathom: ProductInputBody = {
  ...validBody,
  name: "Fathom Pale",
  brand: "Quaywick Brewing",
  sku: "AF-BER-ALE-951",
  packs: [{ kind: "multipack", sku: "AF-BER-ALE-951-MP6", quantity: 6, price: "13.99" }],
};

/** Where the shop shows the product `slug` (named `name` by `brand`), read as the next request would. */
async function shopShows(slug: string, name: string, brand: string) {
  const [listed, searched, sitemap, page, assistant, answer] = await Promise.all([
    listProducts(parseShopFilters({ sub: "alcohol-free-stouts-ales", sort: "newest" })),
    listProducts(parseShopFilters({ q: `${brand} ${name}` })),
    activeProductSlugs(),
    getProduct(slug),
    searchProducts({ words: `${brand} ${name}`.toLowerCase().split(/\s+/), limit: 6 }),
    respond(`${brand} ${name}`, { uid: null, cart: null }),
  ]);
  return {
    listing: listed.items.some((product) => product.slug === slug),
    search: searched.items.some((product) => product.slug === slug),
    sitemap: sitemap.some((product) => product.slug === slug),
    page: page !== null,
    assistantSearch: assistant.some((product) => product.slug === slug),
    assistantAnswer: answer.flatMap((message) => message.buttons).some((button) => button.href === `/shop/products/${slug}`),
  };
}
const everywhere = { listing: true, search: true, sitemap: true, page: true, assistantSearch: true, assistantAnswer: true };
const nowhere = { listing: false, search: false, sitemap: false, page: false, assistantSearch: false, assistantAnswer: false };

async function activityOf(slug: string) {
  const db = await getDb();
  return db.select().from(staffActivity).where(eq(staffActivity.subject, slug)).orderBy(staffActivity.id);
}

describe(`the product editor (${engineName()})`, () => {
  it("answers guests 401 and members 403 on create, save, archive and restore, changing nothing", async () => {
    const target = SEED_PRODUCTS[3];
    for (const [token, status] of await nonStaffCallers()) {
      const answers = await Promise.all([
        apiAs(token).create(fathom),
        apiAs(token).update(target.slug, { ...fathom, sku: target.sku }),
        apiAs(token).act(target.slug, { action: "archive" }),
        apiAs(token).act(target.slug, { action: "restore" }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status]);
      for (const answer of answers) expect(answer.body.data).toBeUndefined();
    }
    const db = await getDb();
    expect(await db.select().from(products).where(eq(products.sku, fathom.sku))).toEqual([]);
    expect((await db.select().from(products).where(eq(products.slug, target.slug)))[0]).toMatchObject({ name: target.name, archivedAt: null, active: true });
  });

  it("creates a product unpublished; published, it is in its listing, search, the sitemap and the assistant at the next request", async () => {
    const slug = "quaywick-brewing-fathom-pale";
    expect(await shopShows(slug, fathom.name, fathom.brand)).toEqual(nowhere); // now cached as absent
    const created = await api.create(fathom);
    expect(created.status).toBe(201);
    expect(created.body.data.product).toMatchObject({ slug, sku: "AF-BER-ALE-951", published: false, archived: false, stock: 0, pricePence: 249 });
    expect(created.body.data.product.input).toEqual(fathom);
    expect(await shopShows(slug, fathom.name, fathom.brand)).toEqual(nowhere);

    // The assistant suggests only what is in stock: staff book the first delivery in, then publish.
    expect((await api.act(slug, { action: "setStock", count: 48, reason: "delivery" })).body.data.product.stock).toBe(48);
    sharedCache.persistTagInvalidation.mockClear();
    expect((await api.act(slug, { action: "publish" })).body.data.product.published).toBe(true);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([CATALOGUE_EXPIRE_TAG]);
    expect(await shopShows(slug, fathom.name, fathom.brand)).toEqual(everywhere);

    const [entry] = await activityOf(slug);
    expect([entry.action, entry.actorUid, entry.before]).toEqual(["product.create", staff.uid, null]);
    expect((await activityOf(slug)).map((logged) => logged.action)).toEqual(["product.create", "product.stock", "product.publish"]);
    expect(entry.after).toMatchObject({ name: "Fathom Pale", unitPrice: "£2.49", packs: ["Pack of 6 AF-BER-ALE-951-MP6 £13.99"] });
  });

  it("renames: the page moves, the old address redirects, only changed fields are logged, and the same save again changes nothing", async () => {
    const before = "quaywick-brewing-fathom-pale";
    const renamed = { ...fathom, name: "Fathom Pale Ale", unitPrice: "2.59" };
    const saved = await api.update(before, renamed);
    expect(saved.status).toBe(200);
    const after = "quaywick-brewing-fathom-pale-ale";
    expect(saved.body.data.product).toMatchObject({ slug: after, pricePence: 259, published: true });
    expect(await renamedProductSlug(before)).toBe(after);
    const { default: ProductRoute } = await import("@/app/shop/products/[slug]/page");
    await expect(ProductRoute({ params: Promise.resolve({ slug: before }) })).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/shop\/products\/quaywick-brewing-fathom-pale-ale;308;/),
    });
    expect(await shopShows(after, renamed.name, renamed.brand)).toEqual(everywhere);
    expect(await getProduct(before)).toBeNull();

    const edits = (await activityOf(after)).filter((entry) => entry.action === "product.edit");
    expect(edits.map((entry) => [entry.before, entry.after])).toEqual([[{ name: "Fathom Pale", unitPrice: "£2.49" }, { name: "Fathom Pale Ale", unitPrice: "£2.59" }]]);
    expect((await api.update(after, renamed)).status).toBe(200);
    expect((await activityOf(after)).filter((entry) => entry.action === "product.edit")).toHaveLength(1);

    // Renamed back: the first address is the product's again, the second now redirects.
    expect((await api.update(after, fathom)).body.data.product.slug).toBe(before);
    const db = await getDb();
    expect((await db.select({ oldSlug: productSlugRedirects.oldSlug }).from(productSlugRedirects)).map((row) => row.oldSlug)).toEqual([after]);
    expect(await renamedProductSlug(after)).toBe(before);
  });

  it("refuses a SKU another product or pack uses (409), a name another product has (409) and unsupported claims (422), naming the fields", async () => {
    const seeded = SEED_PRODUCTS.find((product) => product.packs.length > 0)!;
    const seededPack = packSku(seeded.sku, seeded.packs[0].kind, seeded.packs[0].quantity);
    const taken = await api.create({ ...fathom, name: "Tidewater Stout", sku: seeded.sku, packs: [{ ...fathom.packs[0], sku: seededPack }] });
    expect([taken.status, taken.body.code]).toEqual([409, "skuTaken"]);
    expect(taken.body.fields).toEqual({
      sku: `${seeded.sku} is already the SKU of ${seeded.brand} ${seeded.name}: each SKU belongs to one product or pack.`,
      "packs.0.sku": `${seededPack} is already the SKU of ${seeded.brand} ${seeded.name} (${seeded.packs[0].kind === "case" ? "case" : "pack"} of ${seeded.packs[0].quantity}): each SKU belongs to one product or pack.`,
    });

    const sameName = await api.create({ ...fathom, sku: "AF-BER-ALE-952", packs: [] });
    expect([sameName.status, sameName.body.code, sameName.body.fields]).toEqual([
      409,
      "nameTaken",
      { name: "Another product, Quaywick Brewing Fathom Pale, already has this brand and name (its page is /shop/products/quaywick-brewing-fathom-pale): change the name." },
    ]);

    const claims = await api.update("quaywick-brewing-fathom-pale", { ...fathom, description: "An isotonic pale ale, low in calories, with citrus hops.", seoTitle: "Alcohol-free pale ale" });
    expect([claims.status, claims.body.code]).toEqual([422, "copyRefused"]);
    expect(claims.body.fields).toEqual({
      // "low in calories" passes: the nutrition gives 17 kcal per 100 ml (20 or less).
      description: '"isotonic": isotonic, hydrating and electrolyte claims are sports-drink claims these drinks cannot meet.',
      seoTitle: '"Alcohol-free": it is the UK descriptor for 0.05% ABV and below, and this drink is 0.5% ABV: state its ABV (0.5%) in the same sentence, or reword it.',
    });
    const db = await getDb();
    expect((await db.select({ description: products.description }).from(products).where(eq(products.sku, fathom.sku)))[0].description).toBe(fathom.description);
  });

  it("refuses a body that sends stock, an id, a slug, a published flag or a price in pence (400 with fields)", async () => {
    const sent = await api.update("quaywick-brewing-fathom-pale", { ...fathom, stock: 9999, id: 1, slug: "cheap", active: true, pricePence: 1 });
    expect([sent.status, sent.body.code, Object.keys(sent.body.fields)]).toEqual([400, "invalidProduct", ["stock", "id", "slug", "active", "pricePence"]]);
    const db = await getDb();
    expect((await db.select({ stock: products.stock, price: products.pricePence }).from(products).where(eq(products.sku, fathom.sku)))[0]).toEqual({ stock: 48, price: 249 });
  });

  it("archives: gone from the shop and from the product list, listed apart, its orders and reviews kept; publishing waits for a restore", async () => {
    const product = smallBottles[0];
    const order = await insertOrder("dispatched");
    const db = await getDb();
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, product.slug));
    await db.insert(reviews).values({ customer: "reviewer-1", productId: row.id, orderId: order.id, purchasedAt: new Date(), authorName: "Ada", rating: 5, title: "Lovely", body: "Would buy again." });
    expect(await shopShows(product.slug, product.name, product.brand)).toMatchObject({ sitemap: true, page: true, assistantSearch: true });

    const archived = await api.act(product.slug, { action: "archive" });
    expect(archived.body.data.product).toMatchObject({ archived: true, published: false });
    const shown = await shopShows(product.slug, product.name, product.brand);
    expect([shown.search, shown.sitemap, shown.page, shown.assistantSearch, shown.assistantAnswer]).toEqual([false, false, false, false, false]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0].items.map((item) => item.metadata.productSKU)).toContain(product.sku);
    expect(await db.select({ title: reviews.title }).from(reviews).where(eq(reviews.productId, row.id))).toEqual([{ title: "Lovely" }]);

    const search = `?q=${encodeURIComponent(product.sku)}`;
    expect((await api.list(search)).body.data.products).toEqual([]);
    expect((await api.list(`${search}&archived=true`)).body.data.products.map((summary: Json) => summary.slug)).toEqual([product.slug]);
    const publish = await api.act(product.slug, { action: "publish" });
    expect([publish.status, publish.body.code, publish.body.message]).toEqual([409, "productArchived", "This product is archived: restore it, then publish it."]);

    const restored = await api.act(product.slug, { action: "restore" });
    expect(restored.body.data.product).toMatchObject({ archived: false, published: false });
    expect((await api.act(product.slug, { action: "publish" })).body.data.product.published).toBe(true);
    expect((await activityOf(product.slug)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["product.archive", { archived: false, published: true }, { archived: true, published: false }],
      ["product.restore", { archived: true }, { archived: false, published: false }],
      ["product.publish", { published: false }, { published: true }],
    ]);
  });
});
