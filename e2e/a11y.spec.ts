import { expect, test } from "@playwright/test";
import { FEATURED_FINDS, LEARN_COURSES, NAV_SECTIONS, SHOP_HOVER_MENUS, canonicalHref } from "../lib/navigation";
import { SHELL_ROUTES, axeViolations, waitForHydration } from "./support";

/**
 * Routes that are another route's template with other data: the shop's listings (each group and
 * sub-category), its "About" pages, the featured-finds topics and the courses. The desktop project
 * checks every route; the phone project checks the first of each template, since its phone layout
 * is what differs (one axe pass per page and state, not per product list).
 */
function sameTemplateRoutes(): Set<string> {
  const menus = Object.values(SHOP_HOVER_MENUS);
  const shop = NAV_SECTIONS.find((section) => canonicalHref(section.href) === "/shop")!;
  const groups = shop.subLinks.map((link) => link.href).filter((href) => canonicalHref(href) !== "/shop/search");
  const subCategories = menus.flatMap((menu) => menu!.items.map((link) => link.href)).filter((href) => !groups.includes(href));
  const abouts = menus.flatMap((menu) => (menu!.about ? [menu!.about.href] : []));
  const families = [groups, subCategories, abouts, FEATURED_FINDS.items.map((link) => link.href), LEARN_COURSES.map((link) => link.href)];
  return new Set(families.flatMap((hrefs) => hrefs.map(canonicalHref).slice(1)));
}
const CHECKED_ON_DESKTOP_ONLY = sameTemplateRoutes();

// axe-core on every shell route: 0 violations.
for (const route of SHELL_ROUTES) {
  test(`axe: ${route}`, async ({ page, isMobile }) => {
    test.skip(isMobile && CHECKED_ON_DESKTOP_ONLY.has(route), "the same template as a route checked at phone width");
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
