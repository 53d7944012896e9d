import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { axeViolations, createEmulatorUser, openPage, signInWith } from "./support";
import { makeStaffAccount, STAFF_PASSWORD } from "./support-admin";

// The customer's own data (issue 28.4), at both sizes: a customer downloads their data (the file's
// JSON names their email), staff find them in /admin/customers (desktop project, at 1440 and 768),
// then the customer deletes their account after re-entering the password, sees the confirmation and
// can no longer sign in. axe on /account/privacy, its confirm step and /admin/customers with a
// result. What the erasure leaves (nothing personal, in any column of any table) is proved in
// tests/integration/privacy-erasure.test.ts.

const PASSWORD = "Sober2026drinks";

test("a customer downloads their data, then deletes their account and can no longer sign in", async ({ page, browser, isMobile }) => {
  test.setTimeout(120_000);
  const email = `privacy-e2e-${randomUUID()}@example.com`;
  await createEmulatorUser(email, PASSWORD, "Morwenna Tregothnan");

  await signInWith(page, email, PASSWORD, "/account/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await expect(page.getByText("HMRC requires us to keep VAT records for 6 years")).toBeVisible();
  const download = page.getByTestId("privacy-download");
  await expect(download.getByRole("button", { name: "Download my data" })).toBeVisible();
  expect(await axeViolations(page), "privacy page").toEqual([]);

  const downloaded = page.waitForEvent("download");
  await download.getByRole("button", { name: "Download my data" }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^alcohol-free-co-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(document.profile.email).toBe(email);
  expect(document.profile.displayName).toBe("Morwenna Tregothnan");
  await expect(download.getByRole("status")).toContainText("Your data is downloading");

  if (!isMobile) {
    // Staff find the customer by their email in capitals (no orders yet, so the account itself; the back office is used on desktops and tablets).
    const staff = await makeStaffAccount("Cass Tomer");
    const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const staffPage = await staffContext.newPage();
    await signInWith(staffPage, staff.email, STAFF_PASSWORD, "/admin/customers");
    await staffPage.getByRole("searchbox", { name: "Email" }).fill(email.toUpperCase());
    await staffPage.getByRole("button", { name: "Find" }).click();
    const result = staffPage.getByTestId("customer-results").getByRole("link", { name: email });
    await expect(result).toBeVisible();
    expect(await axeViolations(staffPage), "admin customers at 1440").toEqual([]);
    await staffPage.setViewportSize({ width: 768, height: 1024 });
    await expect(result).toBeVisible();
    expect(await axeViolations(staffPage), "admin customers at 768").toEqual([]);
    await staffContext.close();
  }

  const deletion = page.getByTestId("privacy-delete");
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  const confirm = page.getByTestId("privacy-confirm");
  await expect(confirm.getByRole("heading", { name: "Confirm it’s you" })).toBeFocused();
  await expect(confirm.getByLabel("Your password")).toBeVisible();
  expect(await axeViolations(page), "privacy page: confirm step").toEqual([]);

  await confirm.getByLabel("Your password").fill(PASSWORD);
  await confirm.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(confirm.getByRole("alert")).toContainText("Type DELETE in capitals to confirm.");
  await confirm.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.getByRole("button", { name: "Delete my account permanently" }).click();
  const done = page.getByTestId("privacy-deleted");
  await expect(done.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page), "privacy page: deleted").toEqual([]);

  await openPage(page, "/account/signin");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("That email and password don't match an account.");
  await expect(page).toHaveURL(/\/account\/signin/);
});
