import { expect, test, type Page } from "@playwright/test";
import { COOKIE_NAMES } from "../lib/constants";
import { SEED_PRODUCTS } from "../lib/catalogue/seed-data";
import { declineCookies, waitForHydration } from "../e2e/support";
import { open, snap as saveShot } from "./support";

// Sign in and sign up, the account menu, the address book, then a full purchase as a signed-in
// customer and as a guest, a basket refused at checkout, and the order pages.

const PASSWORD = "Sober2026drinks";
const pool = SEED_PRODUCTS.filter((p) => p.sizeMl <= 330 && p.stock >= 100 && p.packs.some((pack) => pack.kind === "multipack" && pack.quantity === 24));

let shot = 0;
/** Screens are numbered in the order the tour takes them. */
async function snap(page: Page, name: string, project: string): Promise<void> {
  shot += 1;
  await saveShot(page, `${String(shot).padStart(2, "0")}-${name}`, project);
}

async function fillBox(page: Page, slug: string): Promise<void> {
  await open(page, `/shop/products/${slug}`);
  await page.getByRole("group", { name: "Pack options" }).getByText("24-pack", { exact: true }).click();
  await page.getByRole("button", { name: "Add to basket", exact: true }).click();
  await expect(page.getByTestId("mini-cart").getByTestId("box-progress-boxType_330")).toContainText("Small Drinks Box full");
}

async function toCheckout(page: Page): Promise<void> {
  await page.getByTestId("mini-cart").getByRole("button", { name: "Go to Checkout" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/, { timeout: 15_000 });
  await waitForHydration(page);
}

async function fillAddress(page: Page, prefix: "delivery" | "billing"): Promise<void> {
  const form = page.getByTestId(`${prefix}-address-form`);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Address line 1").fill("1 Harbour Road");
  await form.getByLabel("Town or city").fill("Bristol");
  await form.getByLabel("Postcode").fill("BS1 4RN");
}

test("the tour", async ({ page, browser, baseURL }, testInfo) => {
  const project = testInfo.project.name;
  shot = 0;
  const mobile = project === "mobile";
  const product = pool[mobile ? 1 : 0];

  await open(page, "/account/signin");
  await declineCookies(page);
  await snap(page, "sign-in", project);
  await open(page, "/account/signup");
  await snap(page, "sign-up", project);

  const email = `tour-${Date.now()}@example.com`;
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await waitForHydration(page);
  await snap(page, "account-overview", project);

  if (mobile) {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await page.waitForTimeout(600); // the drawer's 500 ms fade
    await page.screenshot({ path: `.data/tour/${project}/${String(++shot).padStart(2, "0")}-account-drawer.png` });
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("banner").getByRole("button", { name: "ACCOUNT" }).hover();
    await expect(page.getByRole("link", { name: "Addresses" }).first()).toBeVisible();
    await page.screenshot({ path: `.data/tour/${project}/${String(++shot).padStart(2, "0")}-account-menu.png` });
  }

  // An address through the address book's own API (the signed-in cookie identifies the user).
  const saved = await page.evaluate(async () => {
    const response = await fetch("/api/account/addresses", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Ada", lastName: "Lovelace", line1: "1 Harbour Road", city: "Bristol", postcode: "BS1 4RN", phone: "0117 496 0000" }),
    });
    return response.status;
  });
  expect(saved).toBe(201);
  await open(page, "/account/shop/addresses");
  await snap(page, "addresses", project);

  // Signed-in purchase with the saved address.
  await fillBox(page, product.slug);
  await snap(page, "mini-cart-full-box", project);
  await toCheckout(page);
  await snap(page, "checkout-signed-in", project);
  await page.getByRole("form", { name: "Checkout" }).getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/confirmation/, { timeout: 20_000 });
  await snap(page, "confirmation-signed-in", project);
  await open(page, "/account/shop/orders");
  await snap(page, "orders", project);
  await page.getByTestId("order-row").first().getByRole("link").first().click();
  await expect(page.getByTestId("order-detail")).toBeVisible();
  await snap(page, "order-detail", project);

  // Guests: a basket refused at checkout, then a full purchase, each in a browser of its own.
  const newGuest = async () => {
    const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: mobile, hasTouch: mobile });
    return { context, page: await context.newPage() };
  };
  const refused = await newGuest();
  // Half a box, saved through the sync API (checkout reads the server's cart, found by its cookie).
  const half = await refused.page.request.post("/api/shop/cart/sync_guest", {
    data: { cart: { id: null, guestId: crypto.randomUUID(), version: 0, items: [{ quantity: 9, metadata: { productSKU: pool[mobile ? 3 : 2].sku, multipackSKU: null } }] } },
  });
  expect(half.status()).toBe(200);
  await refused.context.addCookies([{ name: COOKIE_NAMES.cartId, value: (await half.json()).data.cart.id, url: baseURL! }]);
  await open(refused.page, "/shop/checkout");
  await declineCookies(refused.page);
  await expect(refused.page.getByTestId("checkout-invalid")).toBeVisible();
  await snap(refused.page, "checkout-refused", project);
  await refused.context.close();

  const buyer = await newGuest();
  await open(buyer.page, "/");
  await declineCookies(buyer.page);
  await fillBox(buyer.page, pool[mobile ? 5 : 4].slug);
  await toCheckout(buyer.page);
  const guestForm = buyer.page.getByRole("form", { name: "Checkout" });
  await guestForm.getByLabel("Email").fill(`guest-${Date.now()}@example.com`);
  await fillAddress(buyer.page, "delivery");
  await guestForm.getByTestId("shipping-next-day").click();
  await snap(buyer.page, "checkout-guest-filled", project);
  await guestForm.getByRole("button", { name: "Place order" }).click();
  await expect(buyer.page).toHaveURL(/\/shop\/checkout\/confirmation/, { timeout: 20_000 });
  await snap(buyer.page, "confirmation-guest", project);
  await buyer.context.close();
});
