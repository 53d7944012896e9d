// `npm run perf`: Lighthouse mobile performance of the site's key pages beside a bare Next.js page,
// interleaved round by round on the same machine, so that drift and noise hit every page alike.
// A page's score alone means nothing on a noisy machine; its difference to the bare page does.
//   npm run perf [-- --rounds 5] [-- --base http://localhost:3000] [-- /extra/path …]
//   (--only measures just the paths given, beside the bare page)
// Without --base it serves the existing production build (`npm run build` first) on port 3300 with
// a fresh embedded database; the bare page (scripts/bare-next.mjs) is served on port 3301. The
// checkout page is measured with a real full basket made through the guest sync API.
// Prints, per page: each round's score, the median score, the median of its per-round difference
// to the bare page, and median TBT and LCP. Needs Debian's Chromium; Lighthouse comes through npx.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBareNext } from "./bare-next.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LIGHTHOUSE = `lighthouse@${process.env.LIGHTHOUSE_VERSION || "12.8.2"}`;
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync";
const SITE_PORT = 3300;
const BARE_PORT = 3301;
/** One guest line that fills a Small Drinks Box exactly (24 × 330 ml), so checkout shows its form. */
const FULL_BOX_LINE = { quantity: 24, metadata: { productSKU: "AF-BER-LAG-001", multipackSKU: null } };

export const PERF_PAGES = [
  "/",
  "/shop/all-alcohol-free-wines",
  "/shop/products/bodega-alzira-sparkling-brut",
  "/shop/checkout",
  "/account/signin",
  "/read/",
];

function parseArgs(argv) {
  const options = { rounds: 5, base: null, extra: [], only: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--rounds") options.rounds = Number(argv[++i]);
    else if (argv[i] === "--base") options.base = argv[++i].replace(/\/+$/, "");
    else if (argv[i] === "--only") options.only = true;
    else options.extra.push(argv[i]);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 1) throw new Error("--rounds takes a whole number");
  return options;
}

const children = [];
/** Starts a server in its own process group (stopped with it on exit); refuses a port in use, so a
 *  server left over from another run is never measured by mistake. */
async function serve(command, args, cwd, env, port) {
  const inUse = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (inUse) throw new Error(`port ${port} is already in use: stop what is listening there first`);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "ignore", detached: true });
  children.push(child);
  return child;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

async function waitFor(url, seconds = 90) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up in ${seconds} s`);
}

/** A guest cart holding one full box, through the real sync API; returns its id for the cookie. */
async function fullBasketCartId(base) {
  const response = await fetch(`${base}/api/shop/cart/sync_guest`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cart: { id: null, guestId: crypto.randomUUID(), version: 0, items: [FULL_BOX_LINE] } }),
  });
  const body = await response.json();
  if (!response.ok || !body.data?.cartValidity?.valid) throw new Error(`could not make a full basket: ${JSON.stringify(body)}`);
  return body.data.cart.id;
}

function lighthouse(url, reportPath, extraHeaders) {
  const args = ["--yes", LIGHTHOUSE, url, "--quiet", "--only-categories=performance", "--output=json", `--output-path=${reportPath}`, `--chrome-flags=${CHROME_FLAGS}`];
  if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  return new Promise((resolve) => {
    const child = spawn("npx", args, { cwd: root, env: { ...process.env, CHROME_PATH }, stdio: "ignore" });
    child.on("exit", (code) => {
      if (code !== 0 || !existsSync(reportPath)) return resolve(null);
      const report = JSON.parse(readFileSync(reportPath, "utf8"));
      rmSync(reportPath);
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        tbt: Math.round(report.audits["total-blocking-time"].numericValue),
        lcp: Math.round(report.audits["largest-contentful-paint"].numericValue),
      });
    });
  });
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (apt-get install chromium)`);
  let base = options.base;
  if (!base) {
    if (!existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("no production build: run `npm run build` first");
    const dataDir = mkdtempSync(path.join(tmpdir(), "afc-perf-db-"));
    process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
    await serve(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(SITE_PORT)], root, { PGLITE_DATA_DIR: dataDir }, SITE_PORT);
    base = `http://127.0.0.1:${SITE_PORT}`;
  }
  const bareDir = ensureBareNext();
  await serve(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(BARE_PORT)], bareDir, {}, BARE_PORT);
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
  await Promise.all([waitFor(`${base}/api/health`), waitFor(bareUrl)]);

  const cartId = await fullBasketCartId(base);
  const pages = [{ label: "bare Next page", url: bareUrl }];
  for (const pagePath of options.only ? options.extra : [...PERF_PAGES, ...options.extra]) {
    pages.push({
      label: pagePath,
      url: base + pagePath,
      headers: pagePath.startsWith("/shop/checkout") ? { Cookie: `afcctid=${cartId}` } : undefined,
    });
  }
  // Warm every page once (first renders fill caches), then measure round by round.
  for (const page of pages) await fetch(page.url, { headers: page.headers }).catch(() => {});

  const reportDir = mkdtempSync(path.join(tmpdir(), "afc-perf-lh-"));
  const results = pages.map(() => []);
  for (let round = 1; round <= options.rounds; round++) {
    for (const [index, page] of pages.entries()) {
      const result = await lighthouse(page.url, path.join(reportDir, `r${index}.json`), page.headers);
      results[index].push(result);
      const shown = result ? `${result.score} (TBT ${result.tbt} ms, LCP ${result.lcp} ms)` : "failed";
      console.error(`round ${round}/${options.rounds}  ${page.label}  ${shown}`);
    }
  }
  rmSync(reportDir, { recursive: true, force: true });

  const bareScores = results[0].map((result) => result?.score ?? NaN);
  console.log("\n| page | scores | median | vs bare | TBT | LCP |\n|---|---|---|---|---|---|");
  for (const [index, page] of pages.entries()) {
    const scores = results[index].map((result) => result?.score ?? NaN);
    const differences = scores.map((score, round) => score - bareScores[round]);
    const vsBare = index === 0 ? "—" : String(median(differences));
    const tbt = median(results[index].map((result) => result?.tbt ?? NaN));
    const lcp = median(results[index].map((result) => result?.lcp ?? NaN));
    console.log(`| ${page.label} | ${scores.join(" ")} | ${median(scores)} | ${vsBare} | ${tbt} ms | ${(lcp / 1000).toFixed(2)} s |`);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
