import { expect, test } from "@playwright/test";
import { SHELL_ROUTES, axeViolations, waitForHydration } from "./support";

// axe-core on every shell route, in both the desktop and the mobile project: 0 violations.
for (const route of SHELL_ROUTES) {
  test(`axe: ${route}`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    // The cookie banner is part of the page a first-time visitor sees: it is checked too.
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("axe: the open mobile drawer and the open hover menus", async ({ page, isMobile }) => {
  await page.goto("/shop");
  await waitForHydration(page);
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site menu" }).getByRole("button", { name: "SHOP" }).click();
  } else {
    await page.getByTestId("secondary-bar").getByRole("link", { name: "WINES" }).hover();
    await expect(page.getByTestId("menu-wines")).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("axe: the 404 page", async ({ page }) => {
  await page.goto("/no-such-page-here");
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
});

// Pages and states issue 26 added: the strength explainer, a listing filtered by strength, and a
// show's Subscribe menu open.
test("axe: the strength explainer, a listing filtered by strength, and an open Subscribe menu", async ({ page }) => {
  for (const path of ["/shop/alcohol-free-explained", "/shop/all-alcohol-free-beers?abv=0"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.goto("/listen/podcasts/show/dry-run");
  await waitForHydration(page);
  await page.getByTestId("subscribe-button").click();
  await expect(page.getByTestId("subscribe-panel")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
