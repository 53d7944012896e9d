import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { BASKET_HINT_SCRIPT } from "../lib/basket-hint";
import { SHELL_ROUTES, type CspViolation, createEmulatorUser, cspViolations, declineCookies, listenForCspViolations, makeEmulatorEditor, signInWith, waitForHydration } from "./support";

// The Content-Security-Policy (lib/security/csp.ts, proxy.ts) in a real browser: every route opens
// with a listener for CSP violations, must hydrate, and must report none. The policy is the same at
// every viewport, so this runs on desktop only. The shell routes are checked in the same visit as
// their axe pass (e2e/a11y.spec.ts); here, one example of each other route template comes from the
// sitemap, and the signed-in pages (nonce policy) are opened after a real sign-up through the emulator.

test.skip(({ isMobile }) => isMobile, "the policy does not depend on the viewport");

/** Route templates of the sitemap, each opened once through its first URL. */
const TEMPLATES = [
  /^\/shop\/products\/[^/]+$/,
  /^\/shop\/[^/]+$/,
  /^\/article\/[^/]+$/,
  /^\/read\/authors\/[^/]+$/,
  /^\/watch\/[^/]+$/,
  /^\/learn\/[^/]+\/[^/]+$/,
  /^\/listen\/podcasts\/show\/[^/]+$/,
  /^\/listen\/podcasts\/episode\/[^/]+\/[^/]+$/,
  /^\/talk\/c\/[^/]+$/,
  /^\/talk\/t\/\d+\/[^/]+$/,
];

const EXTRA_ROUTES = ["/shop/all-alcohol-free-wines?sort=price-asc", "/shop/search?q=gin", "/listen/podcasts/search?q=sleep", "/no-such-page-here"];

/** Opens the route, waits for hydration and returns the violations the page reported. */
async function openAndCollect(page: Page, route: string): Promise<CspViolation[]> {
  const response = await page.goto(route);
  expect(response?.headers()["content-security-policy"], route).toContain("object-src 'none'");
  await waitForHydration(page);
  return cspViolations(page);
}

async function sitemapExamples(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return TEMPLATES.map((template) => paths.find((path) => template.test(path) && !SHELL_ROUTES.includes(path))).filter(
    (path): path is string => Boolean(path),
  );
}

test("one example of each sitemap template, and the extra routes: each hydrates with 0 CSP violations", async ({ page }) => {
  test.setTimeout(120_000);
  await listenForCspViolations(page);
  const examples = await sitemapExamples(page);
  expect(examples).toHaveLength(TEMPLATES.length);
  const report: Record<string, CspViolation[]> = {};
  for (const route of [...examples, ...EXTRA_ROUTES]) {
    const violations = await openAndCollect(page, route);
    if (violations.length) report[route] = violations;
  }
  expect(report).toEqual({});
});

test("the signed-in pages carry a nonce policy, hydrate and report 0 violations", async ({ page }) => {
  test.setTimeout(90_000);
  await listenForCspViolations(page);
  const email = `csp-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.goto("/account/signup");
  await waitForHydration(page);
  await declineCookies(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("Name").fill("Nonce Tester");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("Sober2026drinks");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });

  const report: Record<string, CspViolation[]> = {};
  for (const route of ["/account", "/account/shop/orders", "/account/shop/addresses", "/account/privacy", "/account/reviews", "/shop/checkout", "/talk", "/talk/notifications"]) {
    const response = await page.goto(route);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, route).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc, route).not.toContain("'unsafe-inline'");
    await waitForHydration(page);
    const violations = await cspViolations(page);
    if (violations.length) report[route] = violations;
  }
  expect(report).toEqual({});
});

/** The nonce of a response's policy, after checking it is the nonce policy: one script-src, 'strict-dynamic', no 'unsafe-inline'. */
function noncePolicy(policy: string, route: string): string {
  const scriptSrc = policy.split(";").map((directive) => directive.trim()).filter((directive) => directive.startsWith("script-src "));
  expect(scriptSrc, route).toHaveLength(1); // the nonce policy alone, not the static header as well
  expect(scriptSrc[0], route).toContain("'strict-dynamic'");
  expect(scriptSrc[0], route).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc[0])?.[1];
  expect(nonce, route).toBeTruthy();
  return nonce ?? "";
}

/** The page's own <script> tags (as sent) that do not carry the nonce; the root layout's basket hint runs by its hash. */
function scriptsWithoutNonce(html: string, nonce: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => !attributes.includes(`nonce="${nonce}"`) && body !== BASKET_HINT_SCRIPT && !attributes.includes('type="application/ld+json"'))
    .map(([tag]) => tag.slice(0, 120));
}

test("the back office, signed in as staff and editor: the nonce policy on every page, on every script, 0 violations", async ({ page }) => {
  test.setTimeout(120_000);
  await listenForCspViolations(page);
  const email = `csp-staff-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, "Staff2026drinks", "Nonce Staff");
  await makeEmulatorEditor(uid, { staff: true });
  await signInWith(page, email, "Staff2026drinks", "/admin");

  const report: Record<string, CspViolation[]> = {};
  const nonces = new Set<string>();
  const routes = ["/admin", "/admin/orders", "/admin/products", "/admin/products/new", "/admin/products/import", "/admin/discounts", "/admin/customers", "/admin/reviews", "/admin/activity", "/admin/content"];
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const nonce = noncePolicy(response?.headers()["content-security-policy"] ?? "", route);
    nonces.add(nonce);
    expect(scriptsWithoutNonce(await response!.text(), nonce), route).toEqual([]);
    await waitForHydration(page);
    const violations = await cspViolations(page);
    if (violations.length) report[route] = violations;
  }
  expect(nonces.size, "a fresh nonce per response").toBe(routes.length);
  expect(report).toEqual({});
});

