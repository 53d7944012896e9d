import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SEED_PRODUCTS } from "../lib/catalogue/seed-data";
import { cartFingerprint } from "../lib/checkout/fingerprint";
import type { CartItem } from "../lib/cart/types";
import { axeViolations, createEmulatorUser, emulatorIdToken, makeEmulatorStaff, openPage, signInWith, waitForHydration } from "./support";
import { outboxMessage } from "./support-orders";

// The back office in the browser, at the two sizes staff use it (a 1440 desktop and a 768 tablet
// at the packing bench): a guest's pay-on-delivery order is found under To pack, its packing slip
// lists it box by box, it is packed and dispatched with a Royal Mail number, and the guest's order
// page shows it on its way with the tracking link; a second order is cancelled (stock back), a
// third delivered and refunded by one line (timeline and email). A member without the claim gets
// "Staff only". axe-core on every admin page, the slip and the customer's page after dispatch.

const PASSWORD = "Staff2026drinks";
const can = SEED_PRODUCTS.find((product) => product.sizeMl === 330 && product.stock >= 200)!;

const open = openPage;
const signIn = (page: Page, email: string, next: string) => signInWith(page, email, PASSWORD, next);

async function account(staff: boolean): Promise<string> {
  const email = `admin-e2e-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, staff ? "Sam Packer" : "Mo Member");
  if (staff) await makeEmulatorStaff(uid);
  await emulatorIdToken(email, PASSWORD);
  return email;
}

/** A guest's pay-on-delivery order of 24 cans, placed through the shop's API: its reference and confirmation link. */
async function guestOrder(request: APIRequestContext): Promise<{ reference: string; confirmation: string }> {
  const guestId = randomUUID();
  const synced = await request.post("/api/shop/cart/sync_guest", {
    data: { cart: { id: null, guestId, items: [{ quantity: 24, metadata: { productSKU: can.sku, multipackSKU: null } }], version: 0 }, shouldReturnCart: true },
  });
  expect(synced.status()).toBe(200);
  const cart = (await synced.json()).data.cart as { id: string; items: CartItem[]; amounts: { totalPrice: { gross: number } } };
  const placed = await request.post("/api/shop/checkout/place_order", {
    data: {
      cartId: cart.id,
      cartFingerprint: cartFingerprint(cart.items),
      guestId,
      idempotencyKey: randomUUID(),
      email: `guest-${randomUUID().slice(0, 8)}@example.com`,
      shippingMethod: "standard",
      expectedTotal: cart.amounts.totalPrice.gross,
      delivery: { address: { firstName: "Gwen", lastName: "Guest", line1: "4 Packing Lane", city: "Bristol", postcode: "BS1 4DJ" } },
      billing: { sameAsDelivery: true },
    },
  });
  expect(placed.status()).toBe(201);
  const data = (await placed.json()).data as { order: { reference: string }; redirectUrl: string };
  return { reference: data.order.reference, confirmation: data.redirectUrl };
}

async function openOrder(page: Page, reference: string): Promise<void> {
  await open(page, `/admin/orders?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await waitForHydration(page);
}

for (const size of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "tablet", viewport: { width: 768, height: 1024 } },
]) {
  test.describe(`the back office on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    // Staff sizes run in the desktop project only (the mobile project is the shop's 390 px phone).
    test.skip(({ isMobile }) => isMobile, "the back office is used on desktops and tablets");

    test("packs and dispatches a guest's order, cancels one and refunds a line of another", async ({ page, request, browser }) => {
      test.setTimeout(150_000);
      const [first, second, third] = [await guestOrder(request), await guestOrder(request), await guestOrder(request)];
      await signIn(page, await account(true), "/admin");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), "dashboard").toEqual([]);

      await open(page, "/admin/orders");
      await expect(page.getByRole("link", { name: first.reference })).toBeVisible();
      expect(await axeViolations(page), "queue").toEqual([]);

      await openOrder(page, first.reference);
      expect(await axeViolations(page), "order").toEqual([]);
      await page.getByRole("link", { name: "Packing slip" }).first().click();
      const slip = page.getByTestId("packing-slip");
      await expect(slip).toHaveAttribute("data-reference", first.reference);
      await expect(slip.getByTestId("slip-box")).toHaveCount(1);
      await expect(slip.getByTestId("slip-box")).toHaveAttribute("data-box-text", `Small Drinks Box 1 of 1 (24): 24 × ${can.name}`);
      expect(await axeViolations(page), "packing slip").toEqual([]);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("banner")).toBeHidden();
      await page.emulateMedia({ media: "screen" });

      await openOrder(page, first.reference);
      await page.getByRole("button", { name: "Mark packed" }).click();
      await expect(page.getByTestId("admin-order-status").first()).toHaveAttribute("data-status", "packed");
      await page.getByLabel("Carrier").selectOption({ label: "Royal Mail" });
      await page.getByLabel("Tracking number").fill("AB123456789GB");
      await page.getByRole("button", { name: "Dispatch", exact: true }).click();
      await expect(page.getByText(/That is not a Royal Mail tracking number/)).toBeVisible();
      await page.getByLabel("Tracking number").fill("ab 1234 5678 5gb");
      await page.getByRole("button", { name: "Dispatch", exact: true }).click();
      await expect(page.getByTestId("admin-order-status").first()).toHaveAttribute("data-status", "dispatched");
      await expect(page.getByText("Dispatched with Royal Mail, tracking number AB123456785GB")).toBeVisible();
      expect(await outboxMessage(first.reference, "dispatched")).toContain("https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB");

      // The guest's own order page, in their own browser.
      const guest = await browser.newContext({ viewport: size.viewport });
      const guestPage = await guest.newPage();
      await open(guestPage, first.confirmation);
      await expect(guestPage.getByRole("link", { name: /track/i })).toHaveAttribute("href", /royalmail\.com.*AB123456785GB/);
      await expect(guestPage.getByText("Sam Packer")).toHaveCount(0);
      expect(await axeViolations(guestPage), "customer's order after dispatch").toEqual([]);
      await guest.close();

      await openOrder(page, second.reference);
      await page.getByRole("button", { name: "Cancel order" }).click();
      await page.getByRole("button", { name: "Confirm cancellation" }).click();
      await expect(page.getByTestId("admin-order-status").first()).toHaveAttribute("data-status", "cancelled");
      await expect(page.getByText(/Cancelled, stock returned/)).toBeVisible();

      await openOrder(page, third.reference);
      await page.getByRole("button", { name: "Mark packed" }).click();
      await expect(page.getByTestId("admin-order-status").first()).toHaveAttribute("data-status", "packed");
      await page.getByLabel("Carrier").selectOption({ label: "DPD" });
      await page.getByLabel("Tracking number").fill("15501234567890");
      await page.getByRole("button", { name: "Dispatch", exact: true }).click();
      await expect(page.getByTestId("admin-order-status").first()).toHaveAttribute("data-status", "dispatched");
      await page.getByRole("button", { name: "Mark delivered" }).click();
      await expect(page.getByTestId("admin-order-status").first()).toHaveAttribute("data-status", "delivered");
      await page.getByLabel(`Packs of ${can.name} to refund`, { exact: false }).fill("1");
      await page.getByRole("button", { name: "Refund", exact: true }).click();
      const refunded = `Refunded £${(can.pricePence / 100).toFixed(2)}, paid back by hand`;
      await expect(page.getByText(refunded)).toBeVisible();
      expect(await outboxMessage(third.reference, "refunded")).toContain(`£${(can.pricePence / 100).toFixed(2)}`);

      await open(page, "/admin/activity");
      await expect(page.getByText(first.reference).first()).toBeVisible();
      expect(await axeViolations(page), "activity").toEqual([]);
      await open(page, "/admin/orders/slips");
      expect(await axeViolations(page), "batch slips").toEqual([]);
    });

    test("a member without the staff claim sees Staff only", async ({ page }) => {
      await signIn(page, await account(false), "/account");
      const response = await page.goto("/admin");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Staff only" })).toBeVisible();
      expect(await axeViolations(page), "staff only").toEqual([]);
    });
  });
}
