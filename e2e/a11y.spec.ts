import { expect, test } from "@playwright/test";
import { FEATURED_FINDS, LEARN_COURSES, NAV_SECTIONS, SHOP_HOVER_MENUS, canonicalHref } from "../lib/navigation";
import { SHELL_ROUTES, axeViolations, cspViolations, listenForCspViolations, waitForHydration } from "./support";

/**
 * Routes that are another route's template with other data: the shop's listings (each group and
 * sub-category), its "About" pages, the featured-finds topics and the courses. Each template is
 * checked once, through its first route (one axe pass per page and state, not per product list);
 * e2e/csp.spec.ts opens one example of every sitemap template as well.
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
const SAME_TEMPLATE = sameTemplateRoutes();
const CHECKED_ROUTES = SHELL_ROUTES.filter((route) => !SAME_TEMPLATE.has(route));

// Every shell route once per template, at both widths: axe-core finds 0 violations, and (in the
// same visit, so each page is opened once) the page carries the site's policy and reports no
// Content-Security-Policy violation.
for (const route of CHECKED_ROUTES) {
  test(`axe and CSP: ${route}`, async ({ page }) => {
    await listenForCspViolations(page);
    const response = await page.goto(route);
    expect(response?.headers()["content-security-policy"], route).toContain("object-src 'none'");
    await waitForHydration(page);
    // The cookie banner is part of the page a first-time visitor sees: it is checked too.
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
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
  test.setTimeout(60_000); // three pages and three axe passes: about 25 s on a busy two-core machine
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
