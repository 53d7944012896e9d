import { expect, test, type Page } from "@playwright/test";
import { POSTCODE_MESSAGE } from "../lib/address/schema";
import { AUTH_MESSAGES } from "../lib/auth/error-messages";
import { axeViolations, declineCookies, waitForHydration } from "./support";

// The account screens against the Auth emulator (NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, which
// the browser talks to directly). Every test makes its own user, so tests never share one.

const PASSWORD = "Sober2026drinks";

function uniqueEmail(): string {
  return `test-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Create an account through the form; `declineBanner` when this is the context's first page. */
async function signUp(page: Page, name: string, email: string, declineBanner = true): Promise<void> {
  await open(page, "/account/signup");
  if (declineBanner) await declineCookies(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
}

/** Fill and send the sign-in form of the current page. */
async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.goto("/account/signingout");
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await waitForHydration(page);
}

async function expectSignedOutShell(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer.getByRole("link", { name: "Sign In" })).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(page.getByTestId("site-header").getByRole("link", { name: "Sign In" })).toBeVisible();
  }
}

test.describe("account", () => {
  test.describe.configure({ timeout: 90_000 });

  test("sign up, sign out, sign in again; a wrong password gets the plain message", async ({ page, isMobile }) => {
    const email = uniqueEmail();
    const name = `Ada Tester ${Math.floor(Math.random() * 1000)}`;

    await signUp(page, name, email);
    await expect(page.getByTestId("account-name")).toHaveText(name);
    await expect(page.getByTestId("account-email")).toHaveText(email);

    await signOut(page);
    await expectSignedOutShell(page, isMobile);

    // The account pages now send a visitor to sign in.
    await open(page, "/account");
    await expect(page).toHaveURL(/\/account\/signin\?next=%2Faccount$/);

    await submitSignIn(page, email, "not-the-password-1");
    const alert = page.getByRole("form", { name: "Sign in" }).getByRole("alert");
    await expect(alert).toHaveText(AUTH_MESSAGES.wrongCredentials);
    await expect(alert).not.toContainText("auth/");

    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
    await expect(page.getByTestId("account-name")).toHaveText(name);
  });

  test("sign-up checks the password rule before asking the identity provider", async ({ page }) => {
    await open(page, "/account/signup");
    await declineCookies(page);
    const form = page.getByRole("form", { name: "Create an account" });
    await expect(form).toContainText("At least 8 characters, with a letter and a number");
    await form.getByLabel("Name").fill("Short Password");
    await form.getByLabel("Email").fill(uniqueEmail());
    await form.getByLabel("Password").fill("abcdefgh");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(form).toContainText("Your password needs at least one number.");
    await expect(page).toHaveURL(/\/account\/signup$/);
  });

  test("signed out, the address book redirects to sign-in and comes back after it; addresses are checked and saved", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, "Address Tester", email);
    await signOut(page);

    await open(page, "/account/shop/addresses");
    await expect(page).toHaveURL(/\/account\/signin\?next=%2Faccount%2Fshop%2Faddresses$/);
    await submitSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/account\/shop\/addresses$/, { timeout: 15_000 });
    await waitForHydration(page);
    await expect(page.getByText("You haven’t saved any addresses yet.")).toBeVisible();

    await page.getByRole("button", { name: "Add an address" }).click();
    const form = page.getByRole("form", { name: "Add an address" });
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Address line 1").fill("10 Downing Street");
    await form.getByLabel("Town or city").fill("London");
    await form.getByLabel("Postcode").fill("ZZ1 1ZZ");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByText(POSTCODE_MESSAGE)).toBeVisible();
    await expect(form.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("address-card")).toHaveCount(0);

    await form.getByLabel("Postcode").fill("sw1a2aa");
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form).toBeHidden();
    const card = page.getByTestId("address-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("SW1A 2AA");
    await expect(card).toContainText("Default delivery");
    await expect(card).toContainText("Default billing");

    // Still there after a reload (read on the server).
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("address-card")).toHaveCount(1);
  });

  test("orders: an empty state with a way to the shop", async ({ page }) => {
    await signUp(page, "Orders Tester", uniqueEmail());
    await open(page, "/account/shop/orders");
    await expect(page.getByTestId("orders-empty")).toHaveText("You haven’t placed any orders yet.");
    await expect(page.getByRole("main").getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/shop");
  });

  test("an email action link that is not valid says so plainly", async ({ page }) => {
    await open(page, "/account/action?mode=resetPassword&oobCode=not-a-real-code");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(AUTH_MESSAGES.expiredLink, { timeout: 15_000 });
  });

  test("axe: sign in, sign up, account and addresses have no violations", async ({ page }) => {
    for (const path of ["/account/signin", "/account/signup"]) {
      await open(page, path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // With an error showing too.
    await declineCookies(page);
    await open(page, "/account/signin");
    await submitSignIn(page, uniqueEmail(), "wrong-password-1");
    await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toBeVisible();
    expect(await axeViolations(page), "sign-in error").toEqual([]);

    await signUp(page, "Axe Tester", uniqueEmail(), false);
    expect(await axeViolations(page), "/account").toEqual([]);
    await open(page, "/account/shop/addresses");
    await page.getByRole("button", { name: "Add an address" }).click();
    await expect(page.getByRole("form", { name: "Add an address" })).toBeVisible();
    expect(await axeViolations(page), "/account/shop/addresses").toEqual([]);
  });
});
