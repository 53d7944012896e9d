#!/usr/bin/env node
// The back office at scale against the production build (`npm run bench:admin`; run `npm run build`
// first: this bench never builds).
//
// Question: with 100,000 orders, how fast are the order queue's tabs, search by reference, email
// and postcode, and one order's page and API, at p50 and p95 over 100 requests each; which indexes
// do the queries use; and do the shop's pages and cart syncs slow down while staff work?
//
// For each database engine in turn (PGlite, then PostgreSQL through scripts/with-postgres.sh; only
// PostgreSQL when DATABASE_URL is set; --engine pglite|postgres picks one):
//   1. Seeds a fresh database with `scripts/seed-orders.ts` (PGlite: a temp PGLITE_DATA_DIR that is
//      removed afterwards; PostgreSQL: the throwaway server of with-postgres.sh).
//   2. With no server running yet, `scripts/bench-admin-plans.ts` reads samples (references,
//      email fragments, outward codes, products) and prints EXPLAIN (ANALYZE, BUFFERS) of every SQL
//      statement that lib/server/admin/queue.ts and order-detail.ts send for the measured requests.
//   3. Starts the build as `npm start` does (scripts/next-start.mjs, Next behind its front) on
//      127.0.0.1 with the admin and cart-sync rate limits off (every request here comes from one
//      address and one member), and makes a staff member on the Auth emulator (custom claim
//      staff: true through the emulator's admin API, then a fresh ID token that carries it).
//   4. Times 100 requests, one after another, of each: every queue tab (API), search by reference,
//      by part of an email and by outward code (API, in the Delivered tab, the largest), one
//      order's page (HTML, with the afcfbtoken cookie) and its API; plus, for information, the
//      queue's HTML page and a deep page (100) of Delivered.
//   5. Shoppers (4 at once) each sync a new guest cart of 5–10 lines (POST
//      /api/shop/cart/sync_guest, as bench:cart does) and load a category page, in turn: alone,
//      then while 4 staff members each send a back office request a second, then while 1 and 4
//      send them back to back. Prints p50/p95 of the syncs, the page and the staff's requests.
// Every request goes to 127.0.0.1; each step is bounded in time. Figures go to .data/bench-admin.json.
//
// Options (flags or env): --engine both|pglite|postgres (BENCH_ENGINE), --orders N (BENCH_ORDERS,
// 100000), --requests N per target (BENCH_REQUESTS, 100), --shop-requests N syncs per phase
// (BENCH_SHOP_REQUESTS, 200), --shoppers N (BENCH_SHOPPERS, 4), --port N (BENCH_PORT, 3330).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ROOT, fmt, freePort, load, option, percentile, rng, table, writeReport } from "./bench-lib.mjs";
import { npmStartCommand } from "./next-start.mjs";

const SELF = fileURLToPath(import.meta.url);
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const OUT_FILE = path.join(ROOT, ".data", "bench-admin.json");

/** lib/admin/contract.ts ADMIN_TABS (this plain-JS bench cannot import TypeScript). */
const TABS = ["toPack", "awaitingPayment", "packed", "dispatched", "delivered", "cancelled", "refunded"];
const TOKEN_COOKIE = "afcfbtoken";
const SYNC_ROUTE = "/api/shop/cart/sync_guest";

const ORDERS = option("orders", "BENCH_ORDERS", 100_000);
const REQUESTS = option("requests", "BENCH_REQUESTS", 100);
const SHOP_REQUESTS = option("shop-requests", "BENCH_SHOP_REQUESTS", 200);
const SHOPPERS = option("shoppers", "BENCH_SHOPPERS", 4);
const PREFERRED_PORT = option("port", "BENCH_PORT", 3330);
/**
 * The staff beside the shoppers: none; 4 members each sending a back office request every second
 * (a busy packing bench, well above what people clicking do); then 1 and 4 sending them back to
 * back (a stress test: a machine, not a person).
 */
const STAFF_LEVELS = [
  { staff: 0, paceMs: 0, label: "shoppers alone" },
  { staff: 4, paceMs: 1_000, label: "4 staff, 1 req/s each" },
  { staff: 1, paceMs: 0, label: "1 staff, back to back" },
  { staff: 4, paceMs: 0, label: "4 staff, back to back" },
];
const WARMUP = 5;

// Time limits: every step ends, whatever happens.
const SEED_TIMEOUT_MS = 30 * 60_000;
const PLANS_TIMEOUT_MS = 5 * 60_000;
const HEALTH_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 15_000;
const TARGET_BUDGET_MS = 120_000;
const PHASE_BUDGET_MS = 120_000;

const SERVER_ENV = {
  ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true",
  ADMIN_API_RATE_LIMIT_IP: "0",
  ADMIN_API_RATE_LIMIT_MEMBER: "0",
  CART_SYNC_RATE_LIMIT: "0",
};

const log = (message) => console.log(`[bench:admin] ${message}`);

function stringOption(name, envName) {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 ? process.argv[i + 1] : process.env[envName] || undefined;
}

// ---------------------------------------------------------------------------------------------
// Processes and cleanup: the server's process group, a seeding or plans child, the temp folder
// ---------------------------------------------------------------------------------------------

let server = null;
let serverLog = "";
let helper = null;
let tempDir = null;

function alive(child) {
  return child && child.exitCode === null && child.signalCode === null;
}
function killServer(signal) {
  if (!alive(server)) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
}
function removeTempDir() {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = null;
}
process.on("exit", () => {
  killServer("SIGKILL");
  if (alive(helper)) helper.kill("SIGKILL");
  removeTempDir();
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    killServer("SIGTERM");
    if (alive(helper)) helper.kill("SIGTERM");
    process.exitCode = 130;
    // bench-lib.mjs's handler exits the process; the exit handler above finishes the cleanup.
  });
}

/** Runs a command to its end (stdout echoed and returned), killing it after `timeoutMs`. */
function runChild(command, args, { env = process.env, timeoutMs, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
    helper = child;
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    const timer = setTimeout(() => {
      console.error(`[bench:admin] ${label} took longer than ${timeoutMs / 1000} s: stopping it`);
      child.kill("SIGTERM");
    }, timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      helper = null;
      if (code === 0) resolve(output);
      else reject(new Error(`${label} failed (${code ?? signal})`));
    });
  });
}

async function startServer(port, env) {
  const [command, args] = npmStartCommand(port, "127.0.0.1");
  serverLog = "";
  server = spawn(command, args, {
    cwd: ROOT,
    detached: true, // its own process group, stopped as a whole
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...SERVER_ENV, ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const keep = (chunk) => {
    serverLog = (serverLog + chunk.toString()).slice(-8_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < HEALTH_TIMEOUT_MS) {
    if (!alive(server)) throw new Error(`the server exited early (${server.exitCode ?? server.signalCode}):\n${serverLog}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.text();
      if (res.status === 200) return { base, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${serverLog}`);
}

async function stopServer() {
  if (!alive(server)) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  killServer("SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
  if (timedOut) killServer("SIGKILL");
  server = null;
}

// ---------------------------------------------------------------------------------------------
// The staff member (Auth emulator, as e2e/emulator.ts does for TALK's moderator)
// ---------------------------------------------------------------------------------------------

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-alcohol-free";

async function identityToolkit(pathname, body, headers = {}) {
  const res = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Auth emulator ${pathname} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A new account with the custom claim staff: true, and an ID token that carries it. */
async function staffMember() {
  const email = `bench-admin-staff-${Date.now()}@example.com`;
  const password = "bench-password-1";
  const { localId } = await identityToolkit("accounts:signUp?key=demo-api-key", { email, password, returnSecureToken: true });
  await identityToolkit(
    `projects/${PROJECT_ID}/accounts:update`,
    { localId, customAttributes: JSON.stringify({ staff: true }) },
    { authorization: "Bearer owner" },
  );
  // Claims are in tokens minted after they were set: sign in again.
  const { idToken } = await identityToolkit("accounts:signInWithPassword?key=demo-api-key", { email, password, returnSecureToken: true });
  return { email, uid: localId, idToken };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const apiQueue = (params) => `/api/admin/orders?${new URLSearchParams(params)}`;

function adminTargets(samples) {
  const { references, emails, outwards } = samples;
  const at = (list, i) => list[i % list.length];
  return [
    ...TABS.map((tab) => ({ name: `tab ${tab}`, group: "required", path: () => apiQueue({ tab }) })),
    { name: "search reference", group: "required", path: (i) => apiQueue({ tab: "delivered", q: at(references, i) }) },
    { name: "search email (part)", group: "required", path: (i) => apiQueue({ tab: "delivered", q: at(emails, i) }) },
    { name: "search postcode (outward)", group: "required", path: (i) => apiQueue({ tab: "delivered", q: at(outwards, i) }) },
    { name: "order page (HTML)", group: "required", html: true, path: (i) => `/admin/orders/${at(references, i)}` },
    { name: "order API", group: "required", path: (i) => `/api/admin/orders/${at(references, i)}` },
    { name: "dashboard (HTML)", group: "extra", html: true, path: () => "/admin" },
    { name: "queue page (HTML, To pack)", group: "extra", html: true, path: () => "/admin/orders" },
    { name: "tab delivered, page 100", group: "extra", path: () => apiQueue({ tab: "delivered", page: "100" }) },
  ];
}

/** One back office request as the staff member; `ok` when it answered as the page or API should. */
async function adminRequest(base, target, i, token) {
  const headers = target.html ? { cookie: `${TOKEN_COOKIE}=${token}`, accept: "text/html" } : { authorization: `Bearer ${token}`, accept: "application/json" };
  const pathname = target.path(i);
  const started = performance.now();
  try {
    const res = await fetch(`${base}${pathname}`, { headers, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = await res.text();
    const ms = performance.now() - started;
    const ok = res.status === 200 && (target.html ? body.includes("<html") : body.startsWith('{"data":'));
    return { ms, ok, status: res.status, body, pathname };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, status: 0, body: String(error), pathname };
  }
}

const stats = (times) =>
  times.length
    ? {
        n: times.length,
        p50: Number(fmt(percentile(times, 50))),
        p95: Number(fmt(percentile(times, 95))),
        p99: Number(fmt(percentile(times, 99))),
        max: Number(fmt(Math.max(...times))),
        mean: Number(fmt(times.reduce((a, b) => a + b, 0) / times.length)),
      }
    : { n: 0, p50: null, p95: null, p99: null, max: null, mean: null };

/** What a queue answer found: orders in its tab and across every tab (for searches). */
function matches(body) {
  try {
    const { data } = JSON.parse(body);
    if (!data?.counts) return null;
    return { inTab: data.total, allTabs: Object.values(data.counts).reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

async function measureTarget(base, target, token) {
  for (let i = 0; i < WARMUP; i++) await adminRequest(base, target, i + 1000, token);
  const times = [];
  const failures = [];
  const found = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    if (performance.now() - started > TARGET_BUDGET_MS) break;
    const r = await adminRequest(base, target, i, token);
    if (!r.ok) {
      failures.push({ status: r.status, path: r.pathname, body: r.body.slice(0, 300) });
      continue;
    }
    times.push(r.ms);
    if (!target.html) {
      const m = matches(r.body);
      if (m) found.push(m);
    }
  }
  const result = { name: target.name, group: target.group, example: target.path(0), ...stats(times), failures: failures.length, failureSamples: failures.slice(0, 2) };
  if (found.length && target.name.startsWith("search")) {
    result.meanMatchesAllTabs = Number(fmt(found.reduce((a, m) => a + m.allTabs, 0) / found.length));
    result.meanMatchesInTab = Number(fmt(found.reduce((a, m) => a + m.inTab, 0) / found.length));
  }
  if (times.length < REQUESTS) result.incomplete = `${times.length} of ${REQUESTS} succeeded within ${TARGET_BUDGET_MS / 1000} s`;
  console.log(
    `  ${target.name.padEnd(28)} p50 ${String(result.p50).padStart(7)} ms  p95 ${String(result.p95).padStart(7)} ms  (${times.length} ok, ${failures.length} failed)` +
      (result.meanMatchesAllTabs !== undefined ? `  ~${result.meanMatchesAllTabs} matching orders` : ""),
  );
  if (failures.length) console.warn(`  WARNING ${target.name}: ${failures[0].status} ${failures[0].path} ${failures[0].body}`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Shoppers (cart syncs and a category page) beside staff
// ---------------------------------------------------------------------------------------------

function cartPool(products, count) {
  const random = rng(20261124);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const carts = [];
  for (let c = 0; c < count; c++) {
    const chosen = [...products].sort(() => random() - 0.5).slice(0, int(5, 10));
    const items = chosen.map((product) => {
      const pack = product.packs.length && random() < 0.3 ? product.packs[int(0, product.packs.length - 1)] : null;
      return {
        id: randomUUID(),
        quantity: pack ? int(1, 3) : int(1, 12),
        metadata: { productSKU: product.sku, multipackSKU: pack?.multipackSKU ?? null, itemUUID: randomUUID() },
        itemPrice: { gross: pack ? pack.pricePence : product.pricePence },
        dateAdded: new Date().toISOString(),
      };
    });
    carts.push(items);
  }
  return carts;
}

/** A category page of the shop, from the sitemap (the first /shop/<category>). */
async function shopPagePath(base) {
  const res = await fetch(`${base}/sitemap.xml`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const xml = await res.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
  return paths.find((p) => /^\/shop\/[^/]+$/.test(p) && !p.startsWith("/shop/checkout")) ?? "/";
}

async function timed(url, init) {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await res.text();
    return { ms: performance.now() - started, ok: res.status === 200, status: res.status };
  } catch (error) {
    return { ms: performance.now() - started, ok: false, status: String(error) };
  }
}

/**
 * Shoppers sync and browse until SHOP_REQUESTS syncs are done; `staff` members work meanwhile, each
 * starting a request every `paceMs` (0: back to back).
 */
async function shopPhase(base, { carts, pagePath, targets, token, staff, paceMs, label }) {
  const syncs = [];
  const pages = [];
  const staffTimes = [];
  const failures = { sync: 0, page: 0, staff: 0, statuses: {} };
  let next = 0;
  let done = false;
  const started = performance.now();
  const fail = (kind, status) => {
    failures[kind]++;
    failures.statuses[`${kind} ${status}`] = (failures.statuses[`${kind} ${status}`] ?? 0) + 1;
  };
  const shopper = async () => {
    while (next < SHOP_REQUESTS && performance.now() - started < PHASE_BUDGET_MS) {
      const items = carts[next++ % carts.length];
      const body = JSON.stringify({
        cart: { id: null, items, guestId: randomUUID(), customer: null, shippingMethod: "standard", version: 0 },
        shouldReturnCart: true,
      });
      const sync = await timed(`${base}${SYNC_ROUTE}`, { method: "POST", headers: { "content-type": "application/json" }, body });
      if (sync.ok) syncs.push(sync.ms);
      else fail("sync", sync.status);
      const page = await timed(`${base}${pagePath}`, { headers: { accept: "text/html" } });
      if (page.ok) pages.push(page.ms);
      else fail("page", page.status);
    }
  };
  const member = async (m) => {
    let i = m * 7;
    // Paced members start out of step, so their requests spread over the second.
    if (paceMs) await sleep((paceMs * m) / staff);
    while (!done) {
      const target = targets[i % targets.length];
      const r = await adminRequest(base, target, i++, token);
      if (r.ok) staffTimes.push(r.ms);
      else fail("staff", r.status);
      if (paceMs && !done) await sleep(Math.max(0, paceMs - r.ms));
    }
  };
  const staffRuns = Array.from({ length: staff }, (_, m) => member(m));
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  done = true;
  await Promise.all(staffRuns);
  const seconds = (performance.now() - started) / 1000;
  return {
    label,
    staff,
    paceMs,
    seconds: Number(fmt(seconds)),
    sync: stats(syncs),
    page: stats(pages),
    staffRequests: stats(staffTimes),
    staffPerSecond: Number(fmt(staffTimes.length / seconds)),
    failures,
  };
}

// ---------------------------------------------------------------------------------------------
// One engine
// ---------------------------------------------------------------------------------------------

function printPlans(plans) {
  console.log(`\n== Query plans: EXPLAIN (ANALYZE, BUFFERS) of every statement the measured reads send (warm) ==`);
  for (const p of plans) {
    const params = p.params.length ? `  -- params ${JSON.stringify(p.params).slice(0, 160)}` : "";
    console.log(`\n-- ${p.target}: ${p.executionMs ?? "?"} ms, indexes ${p.indexes.length ? p.indexes.join(", ") : "none"}`);
    console.log(`${p.sql}${params}`);
    console.log(p.plan.replace(/^/gm, "   "));
  }
}

async function benchEngine(engine) {
  const label = engine === "pglite" ? "PGlite" : "PostgreSQL";
  const env = { ...process.env };
  if (engine === "pglite") {
    delete env.DATABASE_URL;
    tempDir = mkdtempSync(path.join(os.tmpdir(), "afc-bench-admin-"));
    env.PGLITE_DATA_DIR = tempDir;
    log(`${label}: fresh data folder ${tempDir}`);
  } else {
    log(`${label}: ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`);
  }
  const startedAt = new Date();

  log(`${label}: seeding ${ORDERS.toLocaleString("en-GB")} orders`);
  const seedStarted = performance.now();
  const seedOutput = await runChild(TSX, ["--conditions=react-server", "scripts/seed-orders.ts", String(ORDERS)], {
    env,
    timeoutMs: SEED_TIMEOUT_MS,
    label: "seed:orders",
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const rate = /\(([\d,]+) orders\/s, ([\d,]+) rows\/s/.exec(seedOutput);
  const seed = {
    seconds: Number(fmt(seedSeconds)),
    ordersPerSecond: rate ? Number(rate[1].replace(/,/g, "")) : null,
    rowsPerSecond: rate ? Number(rate[2].replace(/,/g, "")) : null,
  };

  const plansFile = path.join(mkdtempSync(path.join(os.tmpdir(), "afc-bench-admin-plans-")), "plans.json");
  await runChild(TSX, ["--conditions=react-server", "scripts/bench-admin-plans.ts", plansFile], { env, timeoutMs: PLANS_TIMEOUT_MS, label: "query plans" });
  const { orderCount, samples, plans } = JSON.parse(readFileSync(plansFile, "utf8"));
  rmSync(path.dirname(plansFile), { recursive: true, force: true });

  const port = await freePort(PREFERRED_PORT);
  const serverEnv = engine === "pglite" ? { PGLITE_DATA_DIR: tempDir } : {};
  const { base, readyMs } = await startServer(port, serverEnv);
  log(`${label}: server ready on ${base} after ${fmt(readyMs / 1000)} s (load ${load().join(" ")}, ${os.cpus().length} cores)`);

  const staff = await staffMember();
  const first = await adminRequest(base, { html: false, path: () => apiQueue({ tab: "toPack" }) }, 0, staff.idToken);
  if (!first.ok) throw new Error(`the staff member's first queue request answered ${first.status}: ${first.body.slice(0, 500)}`);
  const counts = JSON.parse(first.body).data.counts;
  log(`${label}: staff member ${staff.email}; ${orderCount.toLocaleString("en-GB")} orders; tab counts ${JSON.stringify(counts)}`);

  const targets = adminTargets(samples);
  log(`${label}: ${REQUESTS} requests per target, one at a time, after ${WARMUP} warm-up requests`);
  const results = [];
  for (const target of targets) results.push(await measureTarget(base, target, staff.idToken));

  const carts = cartPool(samples.products, 50);
  const pagePath = await shopPagePath(base);
  log(`${label}: shoppers: ${SHOPPERS} at once, ${SHOP_REQUESTS} guest cart syncs (5–10 lines) and as many loads of ${pagePath} per phase`);
  for (let i = 0; i < 20; i++) await timed(`${base}${pagePath}`, {}); // warm the page
  const requiredTargets = targets.filter((t) => t.group === "required");
  const shop = [];
  for (const level of STAFF_LEVELS) {
    const phase = await shopPhase(base, { carts, pagePath, targets: requiredTargets, token: staff.idToken, ...level });
    shop.push(phase);
    const { staff: members } = level;
    console.log(
      `  ${level.label}`.padEnd(26) +
        `sync p50 ${phase.sync.p50} p95 ${phase.sync.p95} ms; page p50 ${phase.page.p50} p95 ${phase.page.p95} ms` +
        (members ? `; staff ${phase.staffPerSecond} req/s, p50 ${phase.staffRequests.p50} p95 ${phase.staffRequests.p95} ms` : "") +
        (phase.failures.sync + phase.failures.page + phase.failures.staff ? `; failures ${JSON.stringify(phase.failures.statuses)}` : ""),
    );
  }

  await stopServer();
  if (engine === "pglite") removeTempDir();
  // Someone rebuilding .next under a running server makes its pages fail: such figures are void.
  if (currentBuildId() !== BUILD_ID) {
    throw new Error(`.next changed during the run (build ${BUILD_ID} → ${currentBuildId() ?? "missing"}): the figures are not valid; run again`);
  }

  const result = {
    engine: label,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    buildId: BUILD_ID,
    machine: { cores: os.cpus().length, node: process.version, loadAtEnd: load() },
    settings: { orders: ORDERS, requestsPerTarget: REQUESTS, shopRequests: SHOP_REQUESTS, shoppers: SHOPPERS, staffLevels: STAFF_LEVELS, serverEnv: SERVER_ENV },
    orderCount,
    tabCounts: counts,
    seed,
    targets: results,
    shopPagePath: pagePath,
    shop,
    plans,
  };
  printEngine(result);
  return result;
}

function printEngine(r) {
  console.log(
    `\n== bench:admin on ${r.engine}: ${r.orderCount.toLocaleString("en-GB")} orders ` +
      `(seeded in ${r.seed.seconds} s, ${r.seed.ordersPerSecond ?? "?"} orders/s, ${r.seed.rowsPerSecond ?? "?"} rows/s) ==`,
  );
  console.log(
    table([
      ["request (100 each, one at a time)", "p50 ms", "p95 ms", "p99 ms", "max ms", "failed", "matches"],
      ...r.targets.map((t) => [
        `${t.name}${t.group === "extra" ? " *" : ""}`,
        t.p50 ?? "-",
        t.p95 ?? "-",
        t.p99 ?? "-",
        t.max ?? "-",
        t.failures,
        t.meanMatchesAllTabs ?? "",
      ]),
    ]),
  );
  console.log("* for information; matches: mean orders found across every tab");
  console.log(`\n== Shop while staff work (${r.settings.shoppers} shoppers: a guest cart sync, then ${r.shopPagePath}) ==`);
  console.log(
    table([
      ["phase", "sync p50", "sync p95", "page p50", "page p95", "staff req/s", "staff p50", "staff p95", "failed"],
      ...r.shop.map((p) => [
        p.label,
        p.sync.p50,
        p.sync.p95,
        p.page.p50,
        p.page.p95,
        p.staff ? p.staffPerSecond : "",
        p.staff ? p.staffRequests.p50 : "",
        p.staff ? p.staffRequests.p95 : "",
        p.failures.sync + p.failures.page + p.failures.staff,
      ]),
    ]),
  );
  printPlans(r.plans);
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

function checkDatabaseUrl(url) {
  const u = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(u.hostname)) {
    throw new Error(`DATABASE_URL points at ${u.hostname}: bench:admin seeds ${ORDERS} orders and only uses a server on this machine (127.0.0.1)`);
  }
  if (u.pathname !== "/afc_test" && process.env.BENCH_ADMIN_SEED_ANY_DATABASE !== "true") {
    throw new Error(
      `bench:admin would add ${ORDERS} synthetic orders to ${u.pathname.slice(1)}; it expects the throwaway database of ` +
        "scripts/with-postgres.sh (afc_test). Set BENCH_ADMIN_SEED_ANY_DATABASE=true to seed that database anyway.",
    );
  }
}

const currentBuildId = () => {
  const file = path.join(ROOT, ".next", "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
};
const BUILD_ID = currentBuildId();

async function main() {
  if (!EMULATOR) throw new Error("run it through `npm run bench:admin` (it needs the Auth emulator)");
  if (!BUILD_ID) {
    throw new Error(".next/BUILD_ID is missing: run `npm run build` first (this bench measures the production build and never builds)");
  }
  log(`build ${BUILD_ID}`);
  const engine = stringOption("engine", "BENCH_ENGINE") ?? (process.env.DATABASE_URL ? "postgres" : "both");
  if (!["both", "pglite", "postgres"].includes(engine)) throw new Error(`--engine must be both, pglite or postgres, got ${engine}`);
  const childReport = stringOption("child-report");

  if (engine === "postgres" && !process.env.DATABASE_URL) {
    // Run this bench again inside a throwaway PostgreSQL server.
    return [await postgresChild()];
  }
  if (engine === "postgres" || (engine === "both" && process.env.DATABASE_URL)) {
    checkDatabaseUrl(process.env.DATABASE_URL);
    const result = await benchEngine("postgres");
    if (childReport) writeReport(childReport, result);
    return [result];
  }
  const results = [await benchEngine("pglite")];
  if (engine === "both") results.push(await postgresChild());
  return results;
}

/** This bench for PostgreSQL, inside `bash scripts/with-postgres.sh`; answers its result. */
async function postgresChild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "afc-bench-admin-pg-"));
  const report = path.join(dir, "report.json");
  try {
    const env = { ...process.env };
    delete env.PGLITE_DATA_DIR;
    const passOn = ["--orders", String(ORDERS), "--requests", String(REQUESTS), "--shop-requests", String(SHOP_REQUESTS), "--shoppers", String(SHOPPERS), "--port", String(PREFERRED_PORT)];
    await runChild(
      "bash",
      [path.join(ROOT, "scripts", "with-postgres.sh"), "--", process.execPath, SELF, "--engine", "postgres", "--child-report", report, ...passOn],
      { env, timeoutMs: SEED_TIMEOUT_MS + 20 * 60_000, label: "the PostgreSQL run" },
    );
    return JSON.parse(readFileSync(report, "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const results = await main();
  if (!stringOption("child-report")) {
    if (results.length > 1) {
      console.log(`\n== bench:admin: both engines, ${ORDERS.toLocaleString("en-GB")} orders, p50 / p95 ms over ${REQUESTS} requests ==`);
      const byName = (r, name) => r.targets.find((t) => t.name === name);
      console.log(
        table([
          ["request", ...results.map((r) => `${r.engine} p50 / p95`)],
          ...results[0].targets.map((t) => [t.name, ...results.map((r) => `${byName(r, t.name)?.p50 ?? "-"} / ${byName(r, t.name)?.p95 ?? "-"}`)]),
          ...results[0].shop.map((p, i) => [
            `cart sync: ${p.label}`,
            ...results.map((r) => `${r.shop[i]?.sync.p50 ?? "-"} / ${r.shop[i]?.sync.p95 ?? "-"}`),
          ]),
          ...results[0].shop.map((p, i) => [
            `shop page: ${p.label}`,
            ...results.map((r) => `${r.shop[i]?.page.p50 ?? "-"} / ${r.shop[i]?.page.p95 ?? "-"}`),
          ]),
        ]),
      );
    }
    writeReport(OUT_FILE, { engines: results });
  }
  process.exit(0);
} catch (error) {
  console.error(`[bench:admin] failed: ${error instanceof Error ? error.message : error}`);
  await stopServer().catch(() => undefined);
  removeTempDir();
  process.exit(1);
}
