import { expect, test, type Page, type Request, type TestInfo } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { EMAIL_MESSAGE } from "../lib/checkout/schemas";
import { POSTCODE_MESSAGE } from "../lib/address/schema";
import { PLACE_ORDER_PATH } from "../lib/checkout/contract";
import { COOKIE_NAMES } from "../lib/constants";
import { SEED_PRODUCTS, packSku } from "../lib/catalogue/seed-data";
import { axeViolations, declineCookies, waitForHydration } from "./support";

// Checkout and orders in the browser, against the production build and the test Auth emulator:
// a guest and a signed-in purchase from an empty basket, a basket refused at checkout, the form's
// own field messages, and axe-core on every screen. Orders take stock, so every test fills its
// Small Drinks Box with a 24-pack of its own product (per test and per browser project).

const PASSWORD = "Sober2026drinks";

/** Small drinks with plenty of stock and a 24-pack: one add fills a Small Drinks Box. */
const POOL = SEED_PRODUCTS.filter((p) => p.sizeMl <= 330 && p.stock >= 100 && p.packs.some((pack) => pack.kind === "multipack" && pack.quantity === 24));

/** This test's own product, different for each test slot and each project. */
function productFor(testInfo: TestInfo, slot: number) {
  const offset = testInfo.project.name === "mobile" ? Math.floor(POOL.length / 2) : 0;
  return POOL[(offset + slot) % POOL.length];
}

function uniqueEmail(): string {
  return `checkout-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Fill a Small Drinks Box with one 24-pack from the product page, then go to checkout from the mini cart. */
async function fillBoxAndCheckout(page: Page, slug: string): Promise<void> {
  await open(page, `/shop/products/${slug}`);
  await page.getByRole("group", { name: "Pack options" }).getByText("24-pack", { exact: true }).click();
  await page.getByRole("button", { name: "Add to basket", exact: true }).click();
  const miniCart = page.getByTestId("mini-cart");
  await expect(miniCart.getByTestId("box-progress-boxType_330")).toContainText("Small Drinks Box full");
  await miniCart.getByRole("button", { name: "Go to Checkout" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/, { timeout: 15_000 });
  await waitForHydration(page);
  await expect(page.getByRole("form", { name: "Checkout" })).toBeVisible();
}

async function fillAddress(page: Page, prefix: "delivery" | "billing", postcode = "SW1A 2AA"): Promise<void> {
  const form = page.getByTestId(`${prefix}-address-form`);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Address line 1").fill("10 Downing Street");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel("Postcode").fill(postcode);
}

/** Every place-order request the page sends. */
function recordOrders(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === PLACE_ORDER_PATH) sent.push(request);
  });
  return sent;
}

/** Create an account through the form (the first page of the context declines the cookie banner). */
async function signUp(page: Page, name: string, email: string): Promise<void> {
  await open(page, "/account/signup");
  await declineCookies(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
}

test.describe("checkout", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a guest buys from an empty basket; a retry after a lost answer sends the same key and places one order", async ({ page, context }, testInfo) => {
    const product = productFor(testInfo, 0);
    await open(page, "/");
    await declineCookies(page);
    await fillBoxAndCheckout(page, product.slug);

    const form = page.getByRole("form", { name: "Checkout" });
    await expect(form.getByRole("region", { name: "Items in your order" })).toContainText(product.name);
    await expect(form.getByTestId("box-list")).toContainText("1 × Small Drinks Box");
    // Without a Stripe key, orders are paid on delivery, and the page says so plainly.
    await expect(form.getByTestId("payment-statement")).toHaveText("You pay on delivery: no card needed now.");

    const email = uniqueEmail();
    await form.getByLabel("Email").fill(email);
    await fillAddress(page, "delivery");

    // Switching the delivery option shows the server's figures for it.
    const total = form.getByTestId("amount-total");
    const standardTotal = await total.textContent();
    await form.getByTestId("shipping-next-day").click();
    await expect(total).not.toHaveText(standardTotal!);
    await expect(form.getByTestId("amounts")).toContainText("Next-day delivery£9.99");

    // The order is placed but its answer is lost on the way back: the shopper is told, and
    // pressing again sends the same key, which answers with the order already placed.
    const sent = recordOrders(page);
    let firstStatus = 0;
    await page.route(
      `**${PLACE_ORDER_PATH}`,
      async (route) => {
        firstStatus = (await route.fetch()).status();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await form.getByRole("button", { name: "Place order" }).click();
    await expect(form.getByRole("alert")).toContainText("We couldn't reach the shop");
    expect(firstStatus).toBe(201);
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === PLACE_ORDER_PATH);
    await form.getByRole("button", { name: "Place order" }).click();
    expect((await again).status()).toBe(200);

    await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\?order=[0-9a-f-]{36}&key=/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
    await expect(page.getByTestId("confirmation-reference")).toHaveText(/^AFC-\d{6,}$/);
    await expect(page.getByTestId("confirmation-email")).toHaveText(email);
    await expect(page.getByTestId("confirmation-payment")).toContainText("You pay on delivery");
    const detail = page.getByTestId("order-detail");
    await expect(detail).toContainText(product.name);
    await expect(detail).toContainText("24-pack");
    await expect(detail).toContainText("10 Downing Street");
    await expect(detail).toContainText("Next-day delivery");

    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((request) => request.postDataJSON() as { idempotencyKey: string; email: string; shippingMethod: string });
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second).toMatchObject({ email, shippingMethod: "next-day" });
    expect(sent[1].headers().authorization).toBeUndefined();

    // This browser starts a new, empty basket and forgets the ordered cart.
    await expect(page.getByTestId("cart-button")).toHaveAccessibleName("Basket, 0 items");
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE_NAMES.cartId)).toBeUndefined();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}"));
    expect(stored.cart.state).toMatchObject({ cart: { id: null, items: [] }, guestEmailAddress: null, guestBillingAddress: null });

    // Checkout now has nothing to show.
    const orderLink = page.url();
    await open(page, "/shop/checkout");
    await expect(page.getByTestId("checkout-empty")).toBeVisible();
    expect(await axeViolations(page), "checkout, empty").toEqual([]);

    // The guest changes their mind before it is packed: cancelled from the order's link, asked once.
    await open(page, orderLink);
    const cancel = page.getByTestId("cancel-order");
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await expect(cancel.getByRole("group")).toContainText("Nothing has been charged. We email you to confirm.");
    expect(await axeViolations(page), "order, asked to cancel").toEqual([]);
    await cancel.getByRole("button", { name: "Yes, cancel my order" }).click();
    await expect(cancel.getByRole("status")).toHaveText("Your order is cancelled. Nothing has been charged.");
    await expect(cancel.getByRole("heading", { name: "Order cancelled" })).toBeVisible();
    // The page re-reads the order: its progress line now ends at Cancelled, and a reload agrees.
    await page.reload();
    await expect(page.getByTestId("order-progress")).toContainText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  });

  test("field messages show inline, the same as the server's, and nothing is sent", async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, "behaviour, not layout: checked once, in the desktop project");
    await open(page, "/");
    await declineCookies(page);
    await fillBoxAndCheckout(page, productFor(testInfo, 1).slug);
    const sent = recordOrders(page);
    const form = page.getByRole("form", { name: "Checkout" });

    await form.getByLabel("Email").fill("ada@example");
    await fillAddress(page, "delivery", "ZZ1 1ZZ");
    await form.getByRole("button", { name: "Place order" }).click();

    const emailField = form.getByLabel("Email");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription(new RegExp(EMAIL_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(emailField).toBeFocused();
    const postcode = page.getByTestId("delivery-address-form").getByLabel("Postcode");
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("delivery-address-form")).toContainText(POSTCODE_MESSAGE);
    await expect(form.getByRole("alert")).toContainText("Some details need checking");

    // A billing address of its own is checked the same way.
    await form.getByLabel("Same as the delivery address").uncheck();
    await form.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByTestId("billing-address-form")).toContainText("Enter your first name");
    expect(sent).toHaveLength(0);
    expect(await axeViolations(page), "checkout with field messages").toEqual([]);

    // What a guest typed is kept in this browser, so a reload does not lose it.
    await emailField.fill("ada@example.com");
    await postcode.fill("sw1a 2aa");
    await form.getByLabel("Same as the delivery address").check();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("form", { name: "Checkout" }).getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(page.getByTestId("delivery-address-form").getByLabel("Postcode")).toHaveValue("sw1a 2aa");
  });

  test("a basket whose boxes are not full is refused: what each box needs, links to the shop, no form", async ({ page, context, baseURL }) => {
    // A guest basket of one 12-pack (12 of 24), saved on the server as the browser would.
    const twelve = SEED_PRODUCTS.find((p) => p.sizeMl <= 330 && p.stock >= 50 && p.packs.some((pack) => pack.kind === "multipack" && pack.quantity === 12))!;
    const response = await page.request.post("/api/shop/cart/sync_guest", {
      data: {
        cart: {
          id: null,
          guestId: randomUUID(),
          customer: null,
          version: 0,
          items: [{ id: randomUUID(), quantity: 1, metadata: { productSKU: twelve.sku, multipackSKU: packSku(twelve.sku, "multipack", 12), itemUUID: randomUUID() } }],
        },
        shouldReturnCart: true,
      },
    });
    expect(response.status()).toBe(200);
    const { data } = await response.json();
    await context.addCookies([{ name: COOKIE_NAMES.cartId, value: data.cart.id, url: baseURL! }]);

    await open(page, "/shop/checkout");
    await declineCookies(page);
    const refused = page.getByTestId("checkout-invalid");
    await expect(refused).toBeVisible();
    const box = refused.getByTestId("box-need-boxType_330");
    await expect(box).toContainText("Add 12 more 330 ml (or smaller) drinks to fill your Small Drinks Box.");
    await expect(box.getByRole("link", { name: "Soft drinks & mixers" })).toHaveAttribute("href", "/shop/soft-drinks-and-mixers");
    await expect(box.getByRole("link", { name: "Beers" })).toHaveAttribute("href", "/shop/all-alcohol-free-beers");
    await expect(refused.getByRole("list", { name: "Items in your basket" })).toContainText(twelve.name);
    await expect(page.getByRole("form", { name: "Checkout" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
    expect(await axeViolations(page), "checkout, refused").toEqual([]);
  });

  test("a signed-in customer buys with a saved address; the order is listed and opens", async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, "behaviour, not layout: checked once, in the desktop project");
    const product = productFor(testInfo, 2);
    const email = uniqueEmail();
    await signUp(page, "Grace Hopper", email);
    const saved = await page.request.post("/api/account/addresses", {
      data: { firstName: "Grace", lastName: "Hopper", line1: "1 Harbour Road", city: "Bristol", postcode: "BS1 4RN", country: "GB" },
    });
    expect(saved.status()).toBe(201);

    await fillBoxAndCheckout(page, product.slug);
    const form = page.getByRole("form", { name: "Checkout" });
    await expect(form.getByTestId("checkout-email")).toContainText(email);
    await expect(form.getByLabel("Email")).toHaveCount(0);
    // The saved (default) address is chosen; a new one is one tap away.
    const deliveryChoice = form.getByTestId("delivery-choice");
    await expect(deliveryChoice.getByRole("radio", { name: /1 Harbour Road, Bristol BS1 4RN/ })).toBeChecked();
    await deliveryChoice.getByRole("radio", { name: "Use a new address" }).check();
    await expect(form.getByLabel("Save to my address book")).toBeVisible();
    await deliveryChoice.getByRole("radio", { name: /1 Harbour Road/ }).check();
    await expect(form.getByTestId("delivery-address-form")).toHaveCount(0);
    await expect(form.getByTestId("payment-statement")).toHaveText("You pay on delivery: no card needed now.");
    expect(await axeViolations(page), "checkout, ready (signed in)").toEqual([]);

    const sent = recordOrders(page);
    await form.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/shop\/checkout\/confirmation\?/, { timeout: 20_000 });
    expect(sent[0].headers().authorization).toMatch(/^Bearer \S+/);
    expect(sent[0].postDataJSON()).toMatchObject({ guestId: null, billing: { sameAsDelivery: true } });
    expect(sent[0].postDataJSON().email).toBeUndefined();
    const reference = (await page.getByTestId("confirmation-reference").textContent())!;
    expect(reference).toMatch(/^AFC-\d{6,}$/);
    await expect(page.getByTestId("confirmation-email")).toHaveText(email);
    await expect(page.getByTestId("order-detail")).toContainText("1 Harbour Road");
    expect(await axeViolations(page), "confirmation").toEqual([]);

    // Listed in the account, newest first, and its page opens.
    await page.getByRole("link", { name: "View in your orders" }).click();
    await expect(page).toHaveURL(new RegExp(`/account/shop/orders/${reference}$`));
    await open(page, "/account/shop/orders");
    const rows = page.getByTestId("order-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(reference);
    await expect(rows.first()).toContainText("Placed: pay on delivery");
    expect(await axeViolations(page), "orders list").toEqual([]);

    await rows.first().getByRole("link", { name: `Order ${reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/account/shop/orders/${reference}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${reference}`);
    const detail = page.getByTestId("order-detail");
    await expect(detail).toContainText(product.name);
    await expect(detail).toContainText("1 × Small Drinks Box");
    await expect(detail).toContainText("Includes VAT (20%) of");
    expect(await axeViolations(page), "order detail").toEqual([]);

    // The overview shows it among the recent orders.
    await open(page, "/account");
    await expect(page.getByTestId("recent-orders")).toContainText(reference);

    // Someone else's order number is not found.
    const missing = await page.goto("/account/shop/orders/AFC-999999");
    expect(missing?.status()).toBe(404);
  });

  test("a confirmation link without its key is not found", async ({ page, isMobile }) => {
    test.skip(isMobile, "behaviour, not layout: checked once, in the desktop project");
    const response = await page.goto(`/shop/checkout/confirmation?order=${randomUUID()}&key=nope`);
    expect(response?.status()).toBe(404);
  });
});
