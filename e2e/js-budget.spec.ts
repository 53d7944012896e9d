import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ensureBareNext } from "../scripts/bare-next.mjs";
import { COOKIE_NAMES } from "../lib/constants";
import { createEmulatorUser } from "./support";

// The first-load JavaScript of every page route, gzipped, against a bare Next.js page built with
// the same next and react (scripts/bare-next.mjs): no route may ship more than 1.25 × the bare
// page's. Both are measured the same way: the <script src> and script preloads in the page's HTML,
// each gzipped (level 6, as servers send them). Code loaded later on demand (the drawer, the mini
// cart, Firebase) is not first-load and is not counted. Not viewport-specific: desktop only.
//
// Each route also has its own recorded budget (e2e/page-budgets.json: first-load JS and the CSS
// sheets its HTML links or preloads, gzipped, in bytes), so a page cannot quietly grow by more than
// BUDGET_SLACK, even well under the 1.25 × ceiling. A new route, or a deliberate growth, is
// recorded with `UPDATE_PAGE_BUDGETS=1 npx playwright test e2e/js-budget.spec.ts --project desktop`,
// and the new file is committed with the change that explains it.
const BUDGET_FACTOR = 1.25;
const BUDGET_SLACK = 1.05;
const BUDGETS_FILE = "e2e/page-budgets.json";

type PageBudgets = Record<string, { js: number; css: number }>;

/** Route patterns that can't be fetched as a guest, or are another route's twin. */
const NOT_MEASURED: Record<string, string> = {
  "/_global-error": "only shown when the root layout fails",
  "/account/shop/orders/[reference]": "an order's page needs its signed-in owner (same code as /account/shop/orders)",
  "/help/messages/[reference]": "a conversation's page needs the secret link its emails carry (no conversation exists on a fresh install)",
  "/shop/[category]/filtered": "the same page as /shop/[category], served for URLs with filters",
};

/** The back office (/admin/**): staff-only tools, never a shopper's first load; a guest is sent to sign in and a customer gets 403. */
const STAFF_ONLY = /^\/admin(?:\/|$)/;

/** Routes rendered per request (never prerendered), with a URL that exists on a fresh install. */
const RENDERED_ON_REQUEST: Record<string, string> = {
  "/talk/c/[category]": "/talk/c/support",
  // Thread 1 is the first seeded thread (content/talk/threads-a.ts).
  "/talk/t/[id]/[slug]": "/talk/t/1/day-1-of-my-first-alcohol-free-month-hello",
};

const SCRIPT_URL = /<(?:script[^>]*\ssrc|link[^>]*\srel="preload"[^>]*\shref)="(\/_next\/static\/[^"]+\.js)"/g;
// Linked sheets and preloaded ones alike: a preload (a boundary's own sheet, say) is fetched on every
// first visit at the highest priority, before the page's first paint.
const STYLESHEET_URL = /<link[^>]*\srel="(?:stylesheet|preload)"[^>]*\shref="(\/_next\/static\/[^"]+\.css)"/g;

function assetUrls(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]))].sort();
}
const scriptUrls = (html: string) => assetUrls(html, SCRIPT_URL);

const gzippedSize = (body: Buffer) => gzipSync(body, { level: 6 }).length;

function bareFirstLoadJs(): number {
  const bareDir: string = ensureBareNext({ quiet: true });
  const html = readFileSync(path.join(bareDir, ".next/server/app/index.html"), "utf8");
  const urls = scriptUrls(html);
  expect(urls.length, "the bare page's HTML names its scripts").toBeGreaterThan(0);
  return urls.reduce((sum, url) => sum + gzippedSize(readFileSync(path.join(bareDir, ".next", url.replace(/^\/_next\//, "")))), 0);
}

/** Each page route of this build with one URL to fetch it by (a prerendered one for [params]). */
function measuredRoutes(): { route: string; url: string }[] {
  const routes: Record<string, string> = JSON.parse(readFileSync(".next/app-path-routes-manifest.json", "utf8"));
  const prerendered = Object.keys(JSON.parse(readFileSync(".next/prerender-manifest.json", "utf8")).routes);
  const pages = Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith("/page") && !(route in NOT_MEASURED) && !STAFF_ONLY.test(route))
    .map(([, route]) => route);
  return pages.map((route) => {
    if (!route.includes("[")) return { route, url: route === "/_not-found" ? "/no-such-page-here" : route };
    if (RENDERED_ON_REQUEST[route]) return { route, url: RENDERED_ON_REQUEST[route] };
    const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
    const sample = prerendered.find((candidate) => pattern.test(candidate));
    if (!sample) throw new Error(`${route}: no prerendered URL to measure; add it to NOT_MEASURED with a reason`);
    return { route, url: sample };
  });
}

async function gzippedTotal(request: APIRequestContext, urls: string[], sizes: Map<string, number>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    if (!sizes.has(url)) sizes.set(url, gzippedSize(await (await request.get(url)).body()));
    total += sizes.get(url)!;
  }
  return total;
}

/** Account pages send a guest to sign in: those are fetched as a signed-in customer. */
async function pageFirstLoad(request: APIRequestContext, url: string, sizes: Map<string, number>, signedInCookie: string) {
  let response = await request.get(url, { maxRedirects: 0 });
  if (response.status() >= 300 && response.status() < 400) {
    response = await request.get(url, { maxRedirects: 0, headers: { cookie: signedInCookie } });
  }
  expect([200, 404], `${url} answers`).toContain(response.status());
  const html = await response.text();
  const scripts = scriptUrls(html);
  return {
    js: await gzippedTotal(request, scripts, sizes),
    css: await gzippedTotal(request, assetUrls(html, STYLESHEET_URL), sizes),
    scripts: scripts.length,
  };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** Routes over their recorded budget (or with none recorded), as sentences. */
function overRecordedBudgets(measured: PageBudgets, recorded: PageBudgets): string[] {
  return Object.entries(measured).flatMap(([route, { js, css }]) => {
    const budget = recorded[route];
    if (!budget) return [`${route}: no budget recorded in ${BUDGETS_FILE}`];
    const over: string[] = [];
    if (js > budget.js * BUDGET_SLACK) over.push(`${route}: JS ${kB(js)} kB > ${kB(budget.js)} kB + 5 %`);
    if (css > budget.css * BUDGET_SLACK) over.push(`${route}: CSS ${kB(css)} kB > ${kB(budget.css)} kB + 5 %`);
    return over;
  });
}

test("every route's first-load JS and CSS stay within its recorded budget, and its JS within 1.25 × a bare Next.js page's", async ({ request, isMobile }) => {
  test.skip(isMobile, "measured once, in the desktop project");
  test.setTimeout(180_000);
  const bare = bareFirstLoadJs();
  const budget = Math.floor(bare * BUDGET_FACTOR);
  const { idToken } = await createEmulatorUser(`budget-${Date.now()}@example.com`, "budget-Password-1");
  const signedInCookie = `${COOKIE_NAMES.token}=${idToken}`;
  const sizes = new Map<string, number>();
  const rows: string[] = [];
  const over: string[] = [];
  const measured: PageBudgets = {};
  for (const { route, url } of measuredRoutes()) {
    const { js, css, scripts } = await pageFirstLoad(request, url, sizes, signedInCookie);
    measured[route] = { js, css };
    rows.push(`${route.padEnd(44)} JS ${kB(js).padStart(6)} kB  ${(js / bare).toFixed(2)} ×  (${scripts} scripts)   CSS ${kB(css).padStart(5)} kB`);
    if (js > budget) over.push(`${route}: ${kB(js)} kB > ${kB(budget)} kB`);
  }
  console.log(`First-load JS and CSS, gzipped (bare Next.js page: ${kB(bare)} kB of JS; ceiling ${kB(budget)} kB)\n${rows.join("\n")}`);
  expect(rows.length).toBeGreaterThan(10);
  expect(over, "routes over 1.25 × the bare page's JavaScript").toEqual([]);
  if (process.env.UPDATE_PAGE_BUDGETS) writeFileSync(BUDGETS_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  const recorded: PageBudgets = JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
  expect(overRecordedBudgets(measured, recorded), `routes over their budget in ${BUDGETS_FILE} (see the comment at the top)`).toEqual([]);
});
