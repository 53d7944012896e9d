import { expect, test, type Page } from "@playwright/test";
import { SEED_PRODUCTS } from "../lib/catalogue/seed-data";
import { E2E_REVALIDATE_SECRET } from "./e2e-env";
import { axeViolations, declineCookies, waitForHydration } from "./support";

const priceOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("product-card").locator("p", { hasText: "£" }).allInnerTexts();
  return texts.map(priceOf);
}

/** On phones the filter form sits behind its "Filter & sort" disclosure. */
// Every click on a link waits for the page to hydrate first (as support.ts openPage does). Three
// clean-clone runs failed on a link clicked a second after a full page load, while the page was
// still hydrating and loading its lazy chunks: the navigation's answer came in under 0.6 s, but the
// page only moved after the test's 7 s. Clicking once hydrated is what the other suites do.
async function openFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByText("Filter & sort").click();
}

test.describe("shop browsing", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await declineCookies(page);
  });

  test("from the menu to a sub-category", async ({ page, isMobile }) => {
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).tap();
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await drawer.getByRole("button", { name: "SHOP" }).tap();
      await drawer.getByRole("button", { name: "Wines", exact: true }).tap();
      await drawer.getByRole("link", { name: "Red", exact: true }).tap();
    } else {
      await page.goto("/shop");
      await waitForHydration(page);
      await page.getByTestId("secondary-bar").getByRole("link", { name: "WINES" }).hover();
      await page.getByTestId("menu-wines").getByRole("link", { name: "Red", exact: true }).click();
    }
    await expect(page).toHaveURL(/\/shop\/alcohol-free-red-wines$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alcohol-Free Red Wines" })).toBeVisible();
    const reds = SEED_PRODUCTS.filter((p) => p.categorySlugs.includes("alcohol-free-red-wines")).length;
    await expect(page.getByTestId("product-card")).toHaveCount(reds);
    await expect(page.getByRole("heading", { level: 2, name: `${reds} products` })).toBeVisible();
  });

  test("filter, sort and open a product; the URL keeps the state", async ({ page, isMobile }) => {
    // Each filter change is a server render of the listing: 23 s in CI, near the 30 s default.
    test.setTimeout(75_000);
    await page.goto("/shop/all-alcohol-free-beers");
    await waitForHydration(page);
    await openFilters(page, isMobile);
    const form = page.getByRole("form", { name: "Filter and sort products" });
    await form.getByLabel("Lagers").check();
    await form.getByLabel("Max").fill("2.5");
    await form.getByLabel("Sort by").selectOption("price-asc");
    await form.getByRole("button", { name: "Apply" }).click();

    await expect(page).toHaveURL(/sort=price-asc/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/shop/all-alcohol-free-beers");
    expect(url.searchParams.getAll("sub")).toEqual(["alcohol-free-lagers"]);
    expect(url.searchParams.get("max")).toBe("2.5");

    const expected = SEED_PRODUCTS.filter((p) => p.categorySlugs.includes("alcohol-free-lagers") && p.pricePence <= 250);
    await expect(page.getByTestId("product-card")).toHaveCount(expected.length);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p <= 250)).toBe(true);

    // Reloading the shared URL shows the same listing.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("product-card")).toHaveCount(expected.length);
    await openFilters(page, isMobile);
    await expect(page.getByRole("form", { name: "Filter and sort products" }).getByLabel("Lagers")).toBeChecked();

    const cheapest = expected.sort((a, b) => a.pricePence - b.pricePence || a.name.localeCompare(b.name))[0];
    await page.getByTestId("product-card").first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/shop/products/${cheapest.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: cheapest.name })).toBeVisible();
  });

  test("a product page shows price with VAT, packs, its box, stock and JSON-LD", async ({ page }) => {
    const product = SEED_PRODUCTS.find((p) => p.sizeMl <= 330 && p.packs.length > 0 && p.stock >= 10)!;
    await page.goto(`/shop/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(`£${(product.pricePence / 100).toFixed(2)} inc. VAT`)).toBeVisible();
    await expect(page.getByText("Fits our Small Drinks Box of 24")).toBeVisible();
    await expect(page.getByText("In stock", { exact: true })).toBeVisible();
    const packs = page.getByRole("group", { name: "Pack options" }).getByRole("radio");
    await expect(packs).toHaveCount(product.packs.length + 1);
    await expect(packs.first()).toBeChecked();
    for (const heading of ["About this drink", "Tasting notes", "Ingredients", "You might also like"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Product", name: product.name, sku: product.sku, offers: { priceCurrency: "GBP", price: (product.pricePence / 100).toFixed(2) } });
    await expect(page.getByRole("button", { name: "Add to basket", exact: true })).toBeEnabled();
  });

  test("an out-of-stock product says so", async ({ page }) => {
    const product = SEED_PRODUCTS.find((p) => p.stock === 0)!;
    await page.goto(`/shop/products/${product.slug}`);
    await expect(page.getByText("Out of stock").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Out of stock" })).toBeDisabled();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  test("pagination, and a page number past the end shows the last page", async ({ page }) => {
    const spirits = SEED_PRODUCTS.filter((p) => p.categorySlugs.some((s) => s.endsWith("-alternatives"))).length;
    await page.goto("/shop/all-alcohol-free-spirits");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: `Showing 1–24 of ${spirits} products` })).toBeVisible();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("heading", { level: 2, name: `Showing 25–${spirits} of ${spirits} products` })).toBeVisible();
    const response = await page.goto("/shop/all-alcohol-free-spirits?page=9999");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: `Showing 25–${spirits} of ${spirits} products` })).toBeVisible();
  });

  test("search by brand, by a misspelt name, and with nothing found", async ({ page }) => {
    const brand = SEED_PRODUCTS[20].brand;
    await page.goto("/shop/search");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search for drinks" }).fill(brand);
    await page.getByRole("searchbox", { name: "Search for drinks" }).press("Enter");
    await expect(page).toHaveURL(/\/shop\/search\?q=/);
    await expect(page.getByTestId("product-card").first()).toContainText(brand);

    const negroni = SEED_PRODUCTS.find((p) => p.name === "Negroni")!;
    await page.goto("/shop/search?q=nogroni");
    await expect(page.getByTestId("product-card").filter({ hasText: negroni.brand }).getByRole("link", { name: "Negroni" })).toBeVisible();

    await page.goto("/shop/search?q=zzqxv");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "No drinks match “zzqxv”" })).toBeVisible();
    await page.getByRole("list", { name: "Popular searches" }).getByRole("link", { name: "lager" }).click();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("hostile search and filter input never breaks a page", async ({ request }) => {
    const inputs = [
      `/shop/search?q=${encodeURIComponent("'; DROP TABLE products; --")}`,
      `/shop/search?q=${encodeURIComponent('"rosé" 100% _ %_')}`,
      `/shop/search?q=${encodeURIComponent("🍷🍺🥂")}`,
      `/shop/search?q=${"a".repeat(10_000)}`,
      `/shop/search?q=lager&min=-1&max=abc&size=x&pack=crate&sort=up&page=-9`,
      `/shop/all-alcohol-free-wines?min=5&max=1e12&page=0`,
      `/shop/all-alcohol-free-wines?sub=${encodeURIComponent("' OR 1=1 --")}`,
    ];
    for (const path of inputs) {
      const response = await request.get(path);
      expect(response.status(), path.slice(0, 60)).toBe(200);
    }
  });

  test("unknown shop pages and products are 404s", async ({ page, request }) => {
    for (const path of ["/shop/products/no-such-drink", "/shop/alcohol-free-vodka-alternatives", "/shop/no-such/filtered"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await page.goto("/shop/products/no-such-drink");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("sitemap lists every shop page and product; robots points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const product of SEED_PRODUCTS.slice(0, 20)) expect(sitemap).toContain(`/shop/products/${product.slug}</loc>`);
    expect(sitemap).toContain("/shop/alcohol-free-red-wines</loc>");
    expect((sitemap.match(/<loc>/g) ?? []).length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length + 30);
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  });
});

test("the catalogue revalidation endpoint needs its secret and refreshes the shop", async ({ request }) => {
  const endpoint = "/api/shop/catalogue/revalidate";
  expect((await request.post(endpoint)).status()).toBe(401);
  expect((await request.post(endpoint, { headers: { authorization: "Bearer nope" } })).status()).toBe(401);
  const ok = await request.post(endpoint, { headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: true });
  // Pages keep serving (stale while they rebuild) and then fresh.
  for (let i = 0; i < 2; i++) expect((await request.get("/shop/alcohol-free-ciders")).status()).toBe(200);
});

test.describe("shop accessibility", () => {
  const product = SEED_PRODUCTS.find((p) => p.packs.length > 1)!;
  for (const path of [
    "/shop/all-alcohol-free-beers",
    "/shop/alcohol-free-red-wines",
    "/shop/all-alcohol-free-beers?sort=price-asc&stock=1",
    // Filtered by structured facts (issue 27): stands in for gin, vegan; on a phone, the panel open.
    "/shop/all-alcohol-free-spirits?swap=gin&diet=vegan",
    `/shop/products/${product.slug}`,
    "/shop/search?q=lager",
    "/shop/search?q=zzqxv",
    "/shop/alcohol-free-wines",
  ]) {
    test(`axe: ${path}`, async ({ page, isMobile }) => {
      await page.goto(path);
      await waitForHydration(page);
      await declineCookies(page);
      if (isMobile && (await page.getByText("Filter & sort").count())) await openFilters(page, true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
