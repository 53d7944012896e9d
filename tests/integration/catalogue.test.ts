// Catalogue queries against a real database: in-memory PGlite by default, and a PostgreSQL server
// when scripts/with-postgres.sh sets DATABASE_URL (the same suite runs on both).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { ABV_LIMITS, PAGE_SIZE, parseShopFilters, type RawSearchParams } from "@/lib/catalogue/filters";
import { PRODUCT_FACTS } from "@/lib/catalogue/product-facts-data";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { CATEGORY_TREE, SUBCATEGORY_SLUGS } from "@/lib/catalogue/taxonomy";
import { factsInCategory, listProducts, sizesInCategory } from "@/lib/server/catalogue/catalogue";
import { getProduct, relatedProducts } from "@/lib/server/catalogue/product-pages";
import { getDb } from "@/lib/server/platform/db";
import { categories, meta, productPacks, products } from "@/lib/server/schema";
import { seedCatalogue } from "@/lib/server/catalogue/seed";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

const list = (params: RawSearchParams, category?: string) => listProducts(parseShopFilters(params), category);
const prices = (items: { pricePence: number }[]) => items.map((item) => item.pricePence);

beforeAll(useFreshDatabase);
afterAll(dropFreshDatabase);

describe(`catalogue on ${engineName()}`, () => {
  describe("seed", () => {
    it("loads every category and product", async () => {
      const db = await getDb();
      const [{ n: categoryCount }] = await db.select({ n: count() }).from(categories);
      const [{ n: productCount }] = await db.select({ n: count() }).from(products);
      expect(categoryCount).toBe(CATEGORY_TREE.length);
      expect(productCount).toBe(SEED_PRODUCTS.length);
      expect(productCount).toBeGreaterThanOrEqual(150);
    });

    it("is idempotent and keeps what staff changed since: stock, prices and publishing", async () => {
      const db = await getDb();
      const sku = SEED_PRODUCTS[0].sku;
      await db.update(products).set({ stock: 3, pricePence: 1234, active: false }).where(eq(products.sku, sku));
      const [pack] = await db.select().from(productPacks).limit(1);
      await db.update(productPacks).set({ pricePence: 4321 }).where(eq(productPacks.id, pack.id));
      // Force a re-run as if the seed had changed.
      await db.delete(meta);
      expect(await seedCatalogue(db)).toBe("seeded");
      expect(await seedCatalogue(db)).toBe("upToDate");
      const [{ n }] = await db.select({ n: count() }).from(products);
      expect(n).toBe(SEED_PRODUCTS.length);
      const [{ n: packs }] = await db.select({ n: count() }).from(productPacks);
      expect(packs).toBe(SEED_PRODUCTS.reduce((sum, p) => sum + p.packs.length, 0));
      const [row] = await db.select({ stock: products.stock, pricePence: products.pricePence, active: products.active }).from(products).where(eq(products.sku, sku));
      expect(row).toEqual({ stock: 3, pricePence: 1234, active: false });
      const [packAfter] = await db.select({ pricePence: productPacks.pricePence }).from(productPacks).where(eq(productPacks.id, pack.id));
      expect(packAfter.pricePence).toBe(4321);
      await db.update(products).set({ stock: SEED_PRODUCTS[0].stock, pricePence: SEED_PRODUCTS[0].pricePence, active: true }).where(eq(products.sku, sku));
      await db.update(productPacks).set({ pricePence: pack.pricePence }).where(eq(productPacks.id, pack.id));
    });
  });

  describe("listing", () => {
    it("a top-level category includes all its sub-categories", async () => {
      const wines = await list({}, "all-alcohol-free-wines");
      const expected = SEED_PRODUCTS.filter((p) => p.categorySlugs.some((s) => CATEGORY_TREE.find((c) => c.slug === s)?.parentSlug === "all-alcohol-free-wines"));
      expect(wines.total).toBe(expected.length);
      expect(wines.items).toHaveLength(Math.min(PAGE_SIZE, expected.length));
    });

    it("every sub-category has at least six products", async () => {
      for (const slug of SUBCATEGORY_SLUGS) {
        const { total } = await list({}, slug);
        expect(total, slug).toBeGreaterThanOrEqual(6);
      }
    });

    it("filters by sub-category on a category page", async () => {
      const reds = await list({ sub: "alcohol-free-red-wines" }, "all-alcohol-free-wines");
      const direct = await list({}, "alcohol-free-red-wines");
      expect(reds.total).toBe(direct.total);
      // A sub-category of another category is ignored rather than emptying the page.
      const foreign = await list({ sub: "alcohol-free-lagers" }, "all-alcohol-free-wines");
      expect(foreign.total).toBe((await list({}, "all-alcohol-free-wines")).total);
    });

    it("filters by price range, size, pack and stock", async () => {
      const cheap = await list({ min: "1", max: "2" }, "all-alcohol-free-beers");
      expect(cheap.total).toBeGreaterThan(0);
      expect(prices(cheap.items).every((p) => p >= 100 && p <= 200)).toBe(true);

      const cans440 = await list({ size: "440" }, "all-alcohol-free-beers");
      expect(cans440.items.every((p) => p.sizeMl === 440)).toBe(true);

      const cases = await list({ pack: "case" }, "all-alcohol-free-wines");
      expect(cases.total).toBeGreaterThan(0);
      expect(cases.items.every((p) => p.packKinds.includes("case"))).toBe(true);

      const all = await list({}, "all-alcohol-free-wines");
      const inStock = await list({ stock: "1" }, "all-alcohol-free-wines");
      expect(inStock.items.every((p) => p.stock > 0)).toBe(true);
      const outOfStockWines = SEED_PRODUCTS.filter((p) => p.stock === 0 && p.sku.includes("WIN")).length;
      expect(inStock.total).toBeLessThanOrEqual(all.total);
      if (outOfStockWines) expect(inStock.total).toBeLessThan(all.total);
    });

    it("filters by ABV (0.0%, up to 0.05%, up to 0.5%) in the whole shop, a category and a search, with exact ABVs on every item", async () => {
      const inCategory = (slug: string) => (p: (typeof SEED_PRODUCTS)[number]) =>
        p.categorySlugs.some((s) => s === slug || CATEGORY_TREE.find((c) => c.slug === s)?.parentSlug === slug);
      for (const limit of ABV_LIMITS) {
        const everywhere = await list({ abv: limit.key });
        expect(everywhere.total, `whole shop at abv=${limit.key}`).toBe(SEED_PRODUCTS.filter((p) => p.abv <= limit.max).length);
        expect(everywhere.items.every((p) => p.abv <= limit.max)).toBe(true);
        const beers = await list({ abv: limit.key }, "all-alcohol-free-beers");
        expect(beers.total, `beers at abv=${limit.key}`).toBe(SEED_PRODUCTS.filter((p) => inCategory("all-alcohol-free-beers")(p) && p.abv <= limit.max).length);
      }
      // 0.05 is compared exactly (numeric(3,2)): a 0.05% drink is "up to 0.05%", a 0.5% one is not.
      const atFiveHundredths = SEED_PRODUCTS.filter((p) => p.abv === 0.05).length;
      const zeroOrTrace = await list({ abv: "0.05" });
      const zero = await list({ abv: "0" });
      expect(zeroOrTrace.total - zero.total).toBe(atFiveHundredths);
      // Exact ABVs travel with every listed product, as the seed states them.
      const bySku = new Map(SEED_PRODUCTS.map((p) => [p.sku, p.abv]));
      expect((await list({})).items.every((p) => p.abv === bySku.get(p.sku))).toBe(true);
      // Combined with a search and other filters; a nonsense value is ignored.
      const zeroGin = await list({ q: "gin", abv: "0" });
      expect(zeroGin.items.every((p) => p.abv === 0)).toBe(true);
      expect((await list({ abv: "strong" })).total).toBe((await list({})).total);
    });

    it("filters by structured facts (swap it for, dietary, good with) alone, combined, in a category and a search", async () => {
      const facts = (slug: string) => PRODUCT_FACTS[slug];
      const expected = (test: (f: (typeof PRODUCT_FACTS)[string]) => boolean, scope: (p: (typeof SEED_PRODUCTS)[number]) => boolean = () => true) =>
        SEED_PRODUCTS.filter((p) => scope(p) && test(facts(p.slug))).map((p) => p.slug).sort();
      const slugsOf = async (params: RawSearchParams, category?: string) => {
        const first = await list(params, category);
        const rest = await Promise.all(Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => list({ ...params, page: String(i + 2) }, category)));
        return [first, ...rest].flatMap((page) => page.items.map((item) => item.slug)).sort();
      };
      const standsIn = (drink: string) => (f: (typeof PRODUCT_FACTS)[string]) => f.standsInFor.some((s) => s.drink === drink);

      // Any of the chosen stand-ins.
      expect(await slugsOf({ swap: "gin" })).toEqual(expected(standsIn("gin")));
      expect((await slugsOf({ swap: "gin" })).length).toBeGreaterThanOrEqual(7);
      expect(await slugsOf({ swap: ["gin", "rum"] })).toEqual(expected((f) => standsIn("gin")(f) || standsIn("rum")(f)));
      // Every chosen dietary fact; no beer is gluten-free.
      expect(await slugsOf({ diet: ["vegan", "gluten-free"] })).toEqual(expected((f) => f.dietary.includes("vegan") && f.dietary.includes("gluten-free")));
      expect((await list({ diet: "gluten free" }, "all-alcohol-free-beers")).total).toBe(0);
      // Any of the chosen foods and occasions, in a category.
      const inWines = (p: (typeof SEED_PRODUCTS)[number]) => p.categorySlugs.some((s) => CATEGORY_TREE.find((c) => c.slug === s)?.parentSlug === "all-alcohol-free-wines");
      expect(await slugsOf({ with: "a Sunday roast" }, "all-alcohol-free-wines")).toEqual(expected((f) => f.goodWith.includes("sunday-roast"), inWines));
      // Combined with each other, the ABV filter and a search; nonsense is ignored.
      const zeroGinTonic = await list({ swap: "gin", diet: "vegan", abv: "0", q: "juniper" });
      expect(zeroGinTonic.total).toBeGreaterThan(0);
      expect(zeroGinTonic.items.every((p) => p.abv === 0 && standsIn("gin")(facts(p.slug)) && facts(p.slug).dietary.includes("vegan"))).toBe(true);
      expect((await list({ swap: "alcopop", diet: "keto", with: "sofa" })).total).toBe((await list({})).total);

      // The filter panel's options: only what the listing's products have.
      const beerFacets = await factsInCategory("all-alcohol-free-beers");
      expect(beerFacets.swap).toEqual(expect.arrayContaining(["lager", "ipa", "stout"]));
      expect(beerFacets.swap).not.toContain("gin");
      expect(beerFacets.diet).toEqual([]);
      expect((await factsInCategory()).diet).toEqual(["vegan", "gluten-free"]);
      expect(await factsInCategory("no-such-category")).toEqual({ swap: [], diet: [], goodWith: [] });
    });

    it("sorts by price both ways, by name and by newest", async () => {
      const up = await list({ sort: "price-asc" }, "all-alcohol-free-spirits");
      expect(prices(up.items)).toEqual([...prices(up.items)].sort((a, b) => a - b));
      const down = await list({ sort: "price-desc" }, "all-alcohol-free-spirits");
      expect(prices(down.items)).toEqual([...prices(down.items)].sort((a, b) => b - a));
      const byName = await list({ sort: "name" }, "all-alcohol-free-spirits");
      const names = byName.items.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
      const newest = await list({ sort: "newest" });
      const dates = newest.items.map((p) => SEED_PRODUCTS.find((s) => s.sku === p.sku)!.addedOn);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it("paginates without overlap and clamps out-of-range pages", async () => {
      const first = await list({ sort: "name" });
      const second = await list({ sort: "name", page: "2" });
      expect(first.pageCount).toBe(Math.ceil(SEED_PRODUCTS.length / PAGE_SIZE));
      expect(second.page).toBe(2);
      const overlap = first.items.filter((a) => second.items.some((b) => b.sku === a.sku));
      expect(overlap).toEqual([]);
      const past = await list({ sort: "name", page: "999999" });
      expect(past.page).toBe(first.pageCount);
      expect(past.items.length).toBeGreaterThan(0);
      for (const bad of ["-3", "0", "abc", "1e9", "2.5"]) {
        const result = await list({ page: bad });
        expect(result.page, bad).toBeGreaterThanOrEqual(1);
      }
    });

    it("ignores nonsense filter values instead of failing", async () => {
      const all = await list({}, "all-alcohol-free-ciders");
      const odd = await list({ min: "-5", max: "abc", size: "'; drop table products; --", pack: "crate", sort: "sideways", sub: "%_%" }, "all-alcohol-free-ciders");
      expect(odd.total).toBe(all.total);
      const huge = await list({ min: "99999999" }, "all-alcohol-free-ciders");
      expect(huge.total).toBe(0);
      expect(await list({}, "no-such-category")).toMatchObject({ total: 0, items: [] });
    });

    it("lists the container sizes on sale", async () => {
      const sizes = await sizesInCategory("all-alcohol-free-beers");
      expect(sizes).toEqual([...new Set(sizes)].sort((a, b) => a - b));
      expect(sizes).toContain(330);
    });
  });

  describe("search", () => {
    const someBrand = SEED_PRODUCTS[10].brand;
    const someName = SEED_PRODUCTS.find((p) => p.name.length >= 8 && /^[A-Za-z ]+$/.test(p.name))!.name;

    it("finds products by brand", async () => {
      const result = await list({ q: someBrand });
      expect(result.total).toBeGreaterThan(0);
      expect(result.items[0].brand).toBe(someBrand);
    });

    it("matches word prefixes", async () => {
      const word = someName.split(" ").find((w) => w.length >= 6)!;
      const result = await list({ q: word.slice(0, 4) });
      expect(result.items.map((p) => p.name)).toContain(someName);
    });

    it("tolerates a misspelt name", async () => {
      const word = someName.split(" ").find((w) => w.length >= 6)!;
      const misspelt = word.slice(0, 2) + word[3] + word[2] + word.slice(4); // swap two letters
      const result = await list({ q: misspelt });
      expect(result.items.slice(0, 10).map((p) => p.name)).toContain(someName);
    });

    it("takes control characters out of a search (a NUL byte reaching PostgreSQL was a 500)", async () => {
      const result = await list({ q: "st\u0000out\u001b" });
      const cleaned = await list({ q: "st out" });
      expect(result.items.map((p) => p.slug)).toEqual(cleaned.items.map((p) => p.slug));
      expect(parseShopFilters({ q: "st\u0000out" }).q).toBe("st out");
    });

    it("searches category names and descriptions", async () => {
      const stouts = await list({ q: "stout" });
      expect(stouts.total).toBeGreaterThan(0);
      expect(stouts.items.some((p) => p.categorySlug === "alcohol-free-stouts-ales")).toBe(true);
    });

    it("ranks an exact brand match first", async () => {
      const result = await list({ q: `${someBrand}` });
      expect(result.items[0].brand).toBe(someBrand);
    });

    it("combines search with filters and sort", async () => {
      const result = await list({ q: "lager", sort: "price-asc", stock: "1" });
      expect(result.total).toBeGreaterThan(0);
      expect(prices(result.items)).toEqual([...prices(result.items)].sort((a, b) => a - b));
      expect(result.items.every((p) => p.stock > 0)).toBe(true);
    });

    it("survives quotes, wildcards, SQL, emoji and huge queries", async () => {
      const hostile = [
        `"rosé"`,
        "'",
        "100%",
        "___",
        "a%b_c",
        "'; DROP TABLE products; --",
        "lager' OR '1'='1",
        "🍷🍺",
        "!!! & | :* ()",
        "x".repeat(10_000),
        "lager ".repeat(2_000),
        "\u0000\u0007lager",
      ];
      for (const q of hostile) {
        const result = await list({ q });
        // An answer, not an error: a whole count, with no more items than it counts.
        expect(Number.isInteger(result.total) && result.total >= result.items.length, q.slice(0, 30)).toBe(true);
      }
      expect((await list({ q: "'; DROP TABLE products; --" })).total).toBe(0);
      expect((await list({ q: "lager ".repeat(2_000) })).total).toBeGreaterThan(0);
      const db = await getDb();
      const [{ n }] = await db.select({ n: count() }).from(products);
      expect(n).toBe(SEED_PRODUCTS.length);
    });
  });

  describe("product", () => {
    it("has packs, categories, box type and related products", async () => {
      const seeded = SEED_PRODUCTS.find((p) => p.packs.length >= 2)!;
      const product = (await getProduct(seeded.slug))!;
      expect(product).toMatchObject({ sku: seeded.sku, name: seeded.name, brand: seeded.brand, pricePence: seeded.pricePence });
      expect(product.packs[0]).toEqual({ kind: "single", multipackSku: null, quantity: 1, pricePence: seeded.pricePence });
      expect(product.packs).toHaveLength(seeded.packs.length + 1);
      expect(product.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(seeded.categorySlugs));
      const related = await relatedProducts(product);
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((p) => p.slug)).not.toContain(product.slug);
    });

    it("carries its structured facts, and a re-seed restores facts an old database lacks", async () => {
      const seeded = SEED_PRODUCTS.find((p) => p.slug === "juniper-moor-dry-botanical")!;
      expect((await getProduct(seeded.slug))!.facts).toEqual(PRODUCT_FACTS[seeded.slug]);
      const db = await getDb();
      await db.update(products).set({ facts: {} }).where(eq(products.slug, seeded.slug));
      expect((await getProduct(seeded.slug))!.facts).toBeNull();
      await db.delete(meta);
      expect(await seedCatalogue(db)).toBe("seeded");
      expect((await getProduct(seeded.slug))!.facts).toEqual(PRODUCT_FACTS[seeded.slug]);
    });

    it("is null for an unknown or withdrawn slug", async () => {
      expect(await getProduct("no-such-drink")).toBeNull();
      const db = await getDb();
      const slug = SEED_PRODUCTS[5].slug;
      await db.update(products).set({ active: false }).where(eq(products.slug, slug));
      expect(await getProduct(slug)).toBeNull();
      await db.update(products).set({ active: true }).where(eq(products.slug, slug));
    });
  });
});
