import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, openPage, signInWith } from "./support";
import { STAFF_PASSWORD, createCodeThroughForm, fetchDiscountCode, makeStaffAccount } from "./support-admin";

// The back office's discount codes in the browser, at the two sizes staff use (1440 and 768):
// staff open the list, try to create a code with nothing filled in (each field says what is
// wrong), create WELCOME10 (10 % off products, minimum £40) through the form (on the tablet, a
// code of its own, which it also pauses and resumes), and find it in the list. axe-core on the
// list, the form (also with its errors showing) and the code's page. With E2E_SHOTS_DIR set,
// screenshots of each at 1440, 768 and 390.

const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/discounts-${name}-${width}.png`, fullPage: true });
}

for (const size of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "tablet", viewport: { width: 768, height: 1024 } },
]) {
  test.describe(`discount codes on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    // Staff sizes run in the desktop project only (the mobile project is the shop's 390 px phone).
    test.skip(({ isMobile }) => isMobile, "the back office is used on desktops and tablets");

    test("staff create a code through the form, see its page and find it in the list", async ({ page, request }) => {
      test.setTimeout(90_000);
      const staff = await makeStaffAccount();
      // WELCOME10 on the desktop; on the tablet (the same server, maybe at the same moment) a code of its own.
      const wanted = size.name === "desktop" ? "WELCOME10" : `TABLET${randomUUID().slice(0, 6).toUpperCase().replace(/[^A-Z0-9]/g, "7")}`;
      const code = (await fetchDiscountCode(request, wanted, staff.token)) ? `WELCOME${randomUUID().slice(0, 6).replace(/[^0-9a-z]/gi, "7").toUpperCase()}` : wanted;
      await signInWith(page, staff.email, STAFF_PASSWORD, "/admin/discounts");
      await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
      expect(await axeViolations(page), "list").toEqual([]);

      await page.getByRole("link", { name: "New code" }).click();
      const form = page.getByRole("form", { name: "New discount code" });
      await expect(form).toBeVisible();
      expect(await axeViolations(page), "new code form").toEqual([]);
      await shoot(page, "form", size.viewport.width);

      await form.getByRole("button", { name: "Create code" }).click();
      const summary = page.getByTestId("discount-form-errors");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("There are 2 problems");
      await expect(form.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Percentage off", { exact: true })).toHaveAccessibleDescription(/Enter a whole percentage from 1 to 100/);
      expect(await axeViolations(page), "new code form with errors").toEqual([]);
      await shoot(page, "form-errors", size.viewport.width);

      await createCodeThroughForm(page, { code: code.toLowerCase(), percent: 10, minimumPounds: "40" });
      await expect(page).toHaveURL(new RegExp(`/admin/discounts/${code}\\?created=1$`));
      await expect(page.getByTestId("discount-code")).toHaveText(code);
      await expect(page.getByTestId("discount-state")).toHaveAttribute("data-state", "active");
      await expect(page.getByText("10% off products · Min. £40.00 on products · One per basket")).toBeVisible();
      expect(await axeViolations(page), "code page").toEqual([]);
      await shoot(page, "code", size.viewport.width);

      // WELCOME10 is shared with the shoppers' journeys (e2e/discounts.spec.ts) on the same server: never paused here.
      if (code !== "WELCOME10") {
        await page.getByRole("button", { name: "Pause" }).click();
        await expect(page.getByTestId("discount-state")).toHaveAttribute("data-state", "paused");
        await expect(page.getByRole("status").filter({ hasText: `${code} is paused` })).toBeVisible();
        await page.getByRole("button", { name: "Resume" }).click();
        await expect(page.getByTestId("discount-state")).toHaveAttribute("data-state", "active");
      }

      await page.getByRole("link", { name: "Discount codes" }).first().click();
      const row = page.getByTestId("admin-discount-row").filter({ hasText: code });
      await expect(row).toContainText("10% off products");
      await expect(row).toContainText("Min. £40.00 on products");
      await expect(row).toHaveAttribute("data-state", "active");
      await shoot(page, "list", size.viewport.width);

      if (SHOTS && size.name === "desktop") {
        await page.setViewportSize({ width: 390, height: 844 });
        await shoot(page, "list", 390);
        await openPage(page, "/admin/discounts/new");
        await shoot(page, "form", 390);
        await openPage(page, `/admin/discounts/${code}`);
        await shoot(page, "code", 390);
      }
    });
  });
}
