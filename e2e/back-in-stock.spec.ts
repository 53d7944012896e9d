import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { SEED_PRODUCTS } from "../lib/catalogue/seed-data";
import { axeViolations, createEmulatorUser, declineCookies, emulatorIdToken, makeEmulatorStaff, openPage, signInWith } from "./support";

// Back-in-stock emails (issue 28.3) in the browser, at both sizes: a guest asks to be told when a
// sold-out product returns, confirms the address from the emailed link's page (double opt-in, issue
// 34.8), staff restock it in /admin/products (at a desktop size, as staff work), and the email is in
// the outbox with the product's link and an unsubscribe link. axe-core on the out-of-stock page
// with the form, its success state, the confirmation page before and after, and the unsubscribe
// page (as the emailed link finds it once the alert has ended, and after an unsubscribe).

const PASSWORD = "Staff2026drinks";
const OUTBOX = path.resolve(".data/outbox");

// Seeded sold out, and used by no other browser test (shop.spec.ts takes the first sold-out
// product); one per size, as the sizes may run at once. Each run first sets it to 0 through the
// API, so a rerun on the same database starts from "sold out" again.
const bySlug = (slug: string) => SEED_PRODUCTS.find((product) => product.slug === slug)!;
const PRODUCTS = { desktop: bySlug("casa-rescoldo-oak-rested"), mobile: bySlug("velluto-limone") };

async function setStock(request: APIRequestContext, token: string, slug: string, count: number): Promise<void> {
  const answer = await request.post(`/api/admin/products/${slug}`, {
    data: { action: "setStock", count, reason: "other", note: "Browser test: sold out before a guest subscribes" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The back-in-stock message (or its confirmation request) to `email` about `slug`, decoded, or undefined while it has not arrived. */
async function emailTo(slug: string, email: string, kind: "backInStock" | "backInStockConfirm" = "backInStock"): Promise<string | undefined> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.includes(`-${slug}-`) && name.endsWith(`-${kind}.eml`));
  for (const name of names.sort().reverse()) {
    const raw = (await readFile(path.join(OUTBOX, name), "utf8")).replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (raw.includes(email)) return raw;
  }
  return undefined;
}

test("a guest subscribes to a sold-out product, staff restock it, and the email is in the outbox", async ({ page, request, browser, isMobile }) => {
  test.setTimeout(120_000);
  const product = PRODUCTS[isMobile ? "mobile" : "desktop"];
  const staffEmail = `back-in-stock-staff-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(staffEmail, PASSWORD, "Rita Restock");
  await makeEmulatorStaff(uid);
  const { idToken } = await emulatorIdToken(staffEmail, PASSWORD);
  await setStock(request, idToken, product.slug, 0);

  // The guest: the out-of-stock page offers the form on the first load after the change (a staff
  // stock change expires the cached page at once: lib/server/catalogue/cached-catalogue.ts).
  const guest = `back-in-stock-${randomUUID()}@example.com`;
  const form = page.getByTestId("back-in-stock");
  await openPage(page, `/shop/products/${product.slug}`);
  await expect(form).toBeVisible();
  await declineCookies(page);
  await expect(form.getByRole("heading", { name: "Email me when it’s back" })).toBeVisible();
  expect(await axeViolations(page), "out-of-stock page with the form").toEqual([]);

  const field = form.getByLabel("Email address");
  await form.getByRole("button", { name: "Email me when it’s back" }).click();
  await expect(form.getByText("Enter your email address.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(guest);
  await form.getByRole("button", { name: "Email me when it’s back" }).click();
  await expect(page.getByTestId("back-in-stock-status")).toHaveText(
    `Check your inbox: we've sent a link to ${guest} to confirm your alert. If you've confirmed it already, there's nothing more to do.`,
  );
  expect(await axeViolations(page), "the form's success state").toEqual([]);

  // The confirmation request arrives (sent in the background); its link's page confirms only by its button.
  let confirmation: string | undefined;
  await expect(async () => {
    confirmation = await emailTo(product.slug, guest, "backInStockConfirm");
    expect(confirmation, "the confirmation request").toBeDefined();
  }).toPass({ timeout: 20_000 });
  expect(confirmation).toContain("Subject: Confirm your back-in-stock alert:");
  const confirmLink = /(https?:\/\/[^\s"<>]+\/stock-alerts\/confirm\?token=[A-Za-z0-9_%-]+)/.exec(confirmation!)?.[1];
  expect(confirmLink, "the confirmation link").toBeDefined();
  const confirmAt = new URL(confirmLink!);
  await openPage(page, `${confirmAt.pathname}${confirmAt.search}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await axeViolations(page), "confirmation page").toEqual([]);
  await page.getByRole("button", { name: "Confirm my alert" }).click();
  await expect(page.getByTestId("confirm-result")).toContainText("Your alert is on: we'll email you once when");
  expect(await axeViolations(page), "confirmation page, confirmed").toEqual([]);

  // Staff restock it in the back office, at a desktop size.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staff = await staffContext.newPage();
  await signInWith(staff, staffEmail, PASSWORD, `/admin/products/${product.slug}`);
  await staff.getByLabel("Change", { exact: true }).selectOption({ label: "Set the count to" });
  // Above the product's low-stock threshold (12 by default), so the page says "In stock" rather
  // than "Only n left".
  await staff.getByLabel("Units", { exact: true }).fill("48");
  await staff.getByRole("button", { name: "Save stock change" }).click();
  await expect(staff.getByTestId("product-stock-done")).toHaveText("Stock is now 48.");
  await staffContext.close();

  // The shopper's next load of the page (cached above while sold out) shows it in stock, at once.
  await openPage(page, `/shop/products/${product.slug}`);
  await expect(page.getByText("In stock", { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);

  // The email arrives (sent after the change, in the background).
  let message: string | undefined;
  await expect(async () => {
    message = await emailTo(product.slug, guest);
    expect(message, "the back-in-stock email").toBeDefined();
  }).toPass({ timeout: 20_000 });
  expect(message).toContain("Subject: Back in stock:");
  expect(message).toContain(`/shop/products/${product.slug}`);
  const link = /(https?:\/\/[^\s"<>]+\/stock-alerts\/unsubscribe\?token=[A-Za-z0-9_%-]+)/.exec(message!)?.[1];
  expect(link, "the unsubscribe link").toBeDefined();

  // The emailed link, opened after the alert has ended (its email was the one): it says so, signed out.
  const { pathname, search } = new URL(link!);
  await openPage(page, `${pathname}${search}`);
  await expect(page.getByTestId("unsubscribe-result")).toContainText("This link has already been used or has expired.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await axeViolations(page), "unsubscribe page, link used").toEqual([]);
  await openPage(page, `/stock-alerts/unsubscribe?unsubscribed=${product.slug}`);
  await expect(page.getByTestId("unsubscribe-result")).toContainText(`You will no longer get an email when`);
  expect(await axeViolations(page), "unsubscribe page, unsubscribed").toEqual([]);
});
