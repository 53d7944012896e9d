import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import {
  ACCOUNT_LINKS,
  FEATURED_FINDS,
  HELP_LINK,
  LEARN_COURSES,
  LEGAL_LINKS,
  NAV_SECTIONS,
  SHOP_HOVER_MENUS,
  canonicalHref,
} from "../lib/navigation";

/** Every route of the site map and its account section, from the one site map. */
export const SHELL_ROUTES: string[] = [
  ...new Set(
    [
      ...NAV_SECTIONS.flatMap((section) => [section.href, ...section.subLinks.map((link) => link.href)]),
      ...Object.values(SHOP_HOVER_MENUS).flatMap((menu) => [...menu!.items, ...(menu!.about ? [menu!.about] : [])].map((l) => l.href)),
      FEATURED_FINDS.link.href,
      ...FEATURED_FINDS.items.map((l) => l.href),
      ...LEARN_COURSES.map((l) => l.href),
      ...Object.values(ACCOUNT_LINKS).filter((l) => l !== ACCOUNT_LINKS.signOut).map((l) => l.href),
      ...Object.values(LEGAL_LINKS).map((l) => l.href),
      HELP_LINK.href,
      "/article/",
      "/podcasts/",
      "/music/",
      "/shop/checkout",
    ].map(canonicalHref),
  ),
];

/** Wait until the persisted stores have rehydrated and the shell's client state is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Dismiss the cookie banner by declining, so it does not sit over what a test looks at. */
export async function declineCookies(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Only Essential Cookies" }).click();
}

/**
 * Run every axe-core rule (WCAG 2.x A and AA and best practices) on the page, as it rests: the
 * pointer is moved off whatever the last click left it on, and running CSS transitions are let
 * finish. A button's hover colours swap with a transition, and axe sampling one mid-way found
 * contrast a shopper never sees (a landing failed by chance once). And the page has its title:
 * Next 16 mounts each navigation's and refresh's metadata under a new Suspense boundary, so the old
 * <title> goes with the old page and the new one arrives tens of milliseconds after the content
 * (traced: 40-200 ms after a sign-in's redirect); axe run in that gap reported "document-title"
 * after a return request's refresh. A page that never gets a title still fails, here.
 */
export async function axeViolations(page: Page) {
  await expect(page, "the page's <title>, before axe").toHaveTitle(/\S/);
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

export type CspViolation = { directive: string; blocked: string; source: string };

/** Before the first navigation: collect every Content-Security-Policy violation the page reports. */
export async function listenForCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

/** The violations reported since the page loaded, once every script it loads up front has run (or been refused). */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  await page.waitForLoadState("load");
  return page.evaluate(() => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations);
}

/** Goes to `url` and waits until the page is hydrated. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Signs in through the sign-in form and lands on `next` (cookies declined first). */
export async function signInWith(page: Page, email: string, password: string, next: string): Promise<void> {
  await openPage(page, `/account/signin?next=${encodeURIComponent(next)}`);
  await declineCookies(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`), { timeout: 15_000 });
  await waitForHydration(page);
}

export * from "./emulator";
