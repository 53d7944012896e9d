// Interaction latency as a phone user meets it (issue 39.3): Chromium at 390 × 844 with the CPU
// slowed 4× (CDP), against a running production server. Each interaction is measured on a fresh
// page with the Event Timing API: the longest entry of the click's interaction (input delay,
// handlers and the next paint), as INP counts it. Prints the median of --runs runs per interaction.
//   node scripts/measure-interactions.mjs [--base http://127.0.0.1:3000] [--runs 3] [--only name,…]
import { chromium } from "playwright";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const BASE = option("--base", "http://127.0.0.1:3000");
const RUNS = Number(option("--runs", "3"));
const ONLY = option("--only", "")?.split(",").filter(Boolean) ?? [];
const PRODUCT = "/shop/products/bodega-alzira-sparkling-brut";
const CATEGORY = "/shop/all-alcohol-free-wines";

/** name → [page to open, steps before (not measured), the measured click]. */
const INTERACTIONS = {
  "add to basket": [PRODUCT, [], (page) => page.getByRole("button", { name: "Add to basket", exact: true })],
  "quantity +": [PRODUCT, [], (page) => page.getByRole("button", { name: "One more" }).first()],
  "open menu drawer": ["/", [], (page) => page.getByRole("button", { name: "Open menu" })],
  "open basket": [PRODUCT, [(page) => page.getByRole("button", { name: "Add to basket", exact: true }), (page) => page.getByRole("button", { name: "Close basket" })], (page) => page.getByRole("button", { name: /^Basket, [1-9]/ })],
  "open chat": ["/", [], (page) => page.getByRole("button", { name: "Ask our assistant" })],
  "open filters": [CATEGORY, [], (page) => page.locator("summary", { hasText: "Filter & sort" })],
  "tick a filter": [CATEGORY, [(page) => page.locator("summary", { hasText: "Filter & sort" })], (page) => page.locator('input[name="sub"]').first()],
  "play episode": ["/listen", [], (page) => page.getByRole("button", { name: /^Play / }).first()],
  "player speed": ["/listen", [(page) => page.getByRole("button", { name: /^Play / }).first()], (page) => page.getByTestId("player-speed")],
};

async function settle(page) {
  // Two animation frames after the network is quiet: hydration and its effects have run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function measureOnce(browser, path, before, target) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  });
  await page.goto(BASE + path, { waitUntil: "networkidle" });
  const banner = page.getByRole("button", { name: "Only Essential Cookies" });
  if (await banner.isVisible()) await banner.click();
  // Each step's control is waited for (the mini basket's Close appears after the add's frame).
  for (const step of before) {
    await step(page).click();
    await page.waitForLoadState("networkidle");
  }
  await settle(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const seen = await page.evaluate(() => window.__interactions.length);
  await target(page).click();
  // The entry is reported after the next paint; wait for it (or 3 s: a fast interaction under
  // the 16 ms threshold reports nothing, and counts as 16).
  const durations = await page
    .waitForFunction((n) => (window.__interactions.length > n ? window.__interactions.slice(n) : null), seen, { timeout: 3000 })
    .then((handle) => handle.jsonValue())
    .catch(() => []);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await context.close();
  return durations.length ? Math.max(...durations.map((entry) => entry.duration)) : 16;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
for (const [name, [path, before, target]] of Object.entries(INTERACTIONS)) {
  if (ONLY.length && !ONLY.includes(name)) continue;
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, path, before, target));
  console.log(`${name.padEnd(18)} median ${String(median(runs)).padStart(4)} ms   runs ${runs.join(", ")}`);
}
await browser.close();
