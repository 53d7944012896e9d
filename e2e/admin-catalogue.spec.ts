import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import sharp from "sharp";
import { STAFF_PASSWORD, makeStaffAccount } from "./support-admin";
import { axeViolations, openPage, signInWith, waitForHydration } from "./support";

// The catalogue belongs to the shop (issue 36), in the browser: staff create a product with a pack
// through the form (1440), give it a photo, stock and publish it, and a shopper on a phone (390)
// finds it by search, sees the photo and adds it to a box; staff import a small CSV after its dry
// run (768). axe-core on each new page and state: the empty form, the form refusing a claim, the
// product page with its photo, the dry run. Rules and refusals are unit and integration tests.

test.skip(({ isMobile }) => isMobile, "the back office is used on desktops and tablets; the shopper's phone is opened inside the journey");

/** A real 1200×1600 JPEG of a can-coloured gradient, made here so the upload is checked by content. */
async function photoJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 20, g: 120, b: 160 } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="1600"><rect x="300" y="200" width="600" height="1200" rx="80" fill="#f4c542"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function fillNewProduct(page: Page, name: string, sku: string): Promise<void> {
  const form = page.getByRole("form", { name: "New product" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Brand", { exact: true }).fill("Browser Test Brewing");
  // Wheat beers: no other browser test counts that aisle (shop.spec counts lagers, reds and spirits).
  await form.getByLabel("Sub-category", { exact: true }).selectOption("alcohol-free-wheat-beers");
  await form.getByRole("radio", { name: "Can" }).check();
  await form.getByLabel("Size in ml").fill("330");
  await form.getByLabel("ABV in %").fill("0.5");
  await form.getByLabel("Unit SKU").fill(sku);
  await form.getByLabel("Unit price").fill("2.10");
  await form.getByRole("button", { name: "Add a pack" }).click();
  const pack = form.getByTestId("pack-row");
  await pack.getByLabel("Kind").selectOption("multipack");
  await pack.getByLabel("Pack SKU").fill(`${sku}-MP12`);
  await pack.getByLabel("Units in the pack").fill("12");
  await pack.getByLabel("Pack price").fill("22.80");
  await form.getByLabel("Description", { exact: true }).fill("A hazy wheat beer for browser tests, brewed full strength and gently de-alcoholised to 0.5%.");
  await form.getByLabel("Ingredients", { exact: true }).fill("Water, barley malt, hops, yeast");
  await form.getByLabel("Allergens").fill("Contains barley (gluten).");
  await form.getByRole("checkbox", { name: "pizza" }).check();
  await form.getByRole("radio", { name: "Dry", exact: true }).check();
  await form.getByRole("radio", { name: "Light-bodied" }).check();
  await form.getByLabel("Suggestion 1").fill("Ice cold, straight from the can.");
}

test("staff create a product with a pack and a photo and publish it; a shopper on a phone finds it, sees the photo and adds it to a box", async ({ page, browser }) => {
  test.setTimeout(150_000); // a long form, an upload, three admin actions and a shopper's visit
  const id = randomUUID().slice(0, 6).toUpperCase();
  const name = `Quayside ${id} Pale`;
  const sku = `BT-LAG-${id}`;
  const { email } = await makeStaffAccount("Cat Alogue");
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInWith(page, email, STAFF_PASSWORD, "/admin/products");

  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await waitForHydration(page);
  expect(await axeViolations(page), "the empty form").toEqual([]);

  await fillNewProduct(page, name, sku);
  // A claim the nutrition does not support is refused beside its field, and nothing is created.
  const form = page.getByRole("form", { name: "New product" });
  await form.getByLabel("Tasting notes").fill("A light wheat beer with a clean finish.");
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByTestId("product-form-errors")).toBeFocused();
  await expect(page.getByTestId("product-form-errors")).toContainText("light");
  expect(await axeViolations(page), "the form refusing a claim").toEqual([]);
  await form.getByLabel("Tasting notes").fill("Clean and crisp with a gentle bitterness.");
  await form.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name, { timeout: 15_000 });
  await waitForHydration(page);

  // A photo, checked by its content, with its alt text.
  await page.getByLabel("Photo (JPEG, PNG or WebP)").setInputFiles({ name: "can.jpg", mimeType: "image/jpeg", buffer: await photoJpeg() });
  await page.getByLabel("Alt text: what the photo shows").fill(`The ${name} can, yellow on blue`);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("textbox", { name: "Alt text for photo 1" })).toHaveValue(`The ${name} can, yellow on blue`, { timeout: 20_000 });

  await page.getByLabel("Change", { exact: true }).selectOption({ label: "Add units" });
  await page.getByLabel("Units", { exact: true }).fill("48");
  await page.getByLabel("Reason", { exact: true }).selectOption("delivery");
  await page.getByRole("button", { name: "Save stock change" }).click();
  await expect(page.getByTestId("admin-product-stock")).toHaveText("48");
  await page.getByTestId("publish-form").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("admin-published")).toHaveText("Published");
  expect(await axeViolations(page), "the product's page with its photo").toEqual([]);

  // The shopper, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const shop = await phone.newPage();
  await openPage(shop, `/shop/search?q=${encodeURIComponent(`Quayside ${id}`)}`);
  await shop.getByRole("link", { name: new RegExp(name) }).first().click();
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(name);
  const photo = shop.getByTestId("product-photos").getByRole("img", { name: `The ${name} can, yellow on blue` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await shop.getByRole("button", { name: "Only Essential Cookies" }).click();
  await shop.getByRole("button", { name: "Add to basket", exact: true }).click();
  await expect(shop.getByTestId("mini-cart")).toContainText(name);
  await phone.close();
});

test("staff check a small CSV in a dry run (a product as it is, and a new one), then apply it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, token } = await makeStaffAccount("Imo Porter");
  await page.setViewportSize({ width: 768, height: 1024 });
  const exported = await request.get("/api/admin/products/export.csv", { headers: { authorization: `Bearer ${token}` } });
  expect(exported.status()).toBe(200);
  const [header, ...records] = parse((await exported.text()).replace(/^\uFEFF/, ""), { relaxColumnCount: false }) as string[][];
  const column = (name: string) => header.indexOf(name);
  // One product's rows as they are, and the same rows as a new product under new SKUs and a new name.
  const productSku = records[0][column("product_sku")];
  const rows = records.filter((record) => record[column("product_sku")] === productSku);
  const id = randomUUID().slice(0, 6).toUpperCase();
  const created = rows.map((record) => {
    const copy = [...record];
    copy[column("product_sku")] = `CSV-${id}`;
    copy[column("pack_sku")] = copy[column("pack_sku")].replace(productSku, `CSV-${id}`);
    copy[column("name")] = `Imported ${id}`;
    return copy;
  });
  const csv = `\uFEFF${stringify([header, ...rows, ...created], { record_delimiter: "\r\n" })}`;

  await signInWith(page, email, STAFF_PASSWORD, "/admin/products/import");
  await page.getByLabel("CSV file (at most 10 MB and 20,000 rows)").setInputFiles({ name: "small.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByTestId("catalogue-import-check").click();
  await expect(page.getByTestId("import-plan-table")).toBeVisible();
  await expect(page.getByTestId("import-plan-row").and(page.locator('[data-outcome="create"]'))).toHaveCount(created.length);
  // Unchanged rows are counted, not listed.
  await expect(page.getByTestId("import-count-unchanged")).toHaveText(`${rows.length}, in 1 product`);
  await expect(page.getByTestId("import-count-refused")).toHaveText(/^0\b/);
  expect(await axeViolations(page), "the dry run").toEqual([]);
  await page.getByTestId("catalogue-import-apply").click();
  await expect(page.getByTestId("catalogue-import-done")).toHaveText("Imported: 1 product created, 0 products changed.");

  const detail = await request.get(`/api/admin/products?q=${encodeURIComponent(`Imported ${id}`)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(JSON.stringify(await detail.json())).toContain(`Imported ${id}`);
});
