#!/usr/bin/env node
// Guest cart sync throughput against the production build (`npm run bench:cart`).
//
// Question: how many `POST /api/shop/cart/sync_guest` requests per second, at what p99, with
// realistic 5–15-line carts at 64 connections, beside /api/health on the same server in the same
// run? Target: sync_guest req/s ≥ 0.5 × health req/s, and sync_guest p99 < 50 ms.
//
// 1. Uses the build in .next (runs `next build` first only when .next/BUILD_ID is missing).
// 2. Starts `next start` on a free port (default 3300) with its own fresh PGLITE_DATA_DIR and
//    CART_SYNC_RATE_LIMIT=0: the per-client-IP sync rate limit (600/min by default) is OFF, as every
//    request here comes from one address.
// 3. Reads real products from the running server: /sitemap.xml for the product pages, then each
//    page's JSON-LD (sku, price, availability) and the pack SKUs and prices the page carries. Only
//    products in stock are used.
// 4. Builds a fixed pool of carts (deterministic PRNG): 5–15 lines of distinct products, a single
//    1–12 times or (about 30 % of lines, where the product has packs) a multipack or case 1–3
//    times, each line with the id, itemUUID, unit price and date the browser's client sends.
// 5. Checks a few carts by hand (200, every line back), warms up, then measures with autocannon at
//    the same settings: /api/health, sync_guest, /api/health again (the health runs are averaged).
//    Every sync request is a NEW guest cart (id null, a fresh random guestId), so every request
//    validates, prices and INSERTs a cart: the worst case, a write each time.
// Prints a summary table and writes the same figures to .data/bench-cart.json. The server (its
// whole process group) and the data folder are removed on exit, error or Ctrl-C
// (scripts/bench-lib.mjs).
//
// Options (flags or env): --port N (BENCH_PORT, 3300), --duration S (BENCH_SECONDS, 10),
// --connections N (BENCH_CONNECTIONS, 64), --warmup N requests per target (BENCH_WARMUP, 300),
// --products N to read (BENCH_PRODUCTS, 40), --carts N in the pool (BENCH_CARTS, 200).
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  HEALTH_ROUTE,
  ROOT,
  ensureBuild,
  fmt,
  freePort,
  load,
  measure,
  option,
  rng,
  round,
  run,
  shuffled,
  startServer,
  table,
  warmUp,
  writeReport,
} from "./bench-lib.mjs";

const OUT_FILE = path.join(ROOT, ".data", "bench-cart.json");
const SYNC_ROUTE = "/api/shop/cart/sync_guest";

const PREFERRED_PORT = option("port", "BENCH_PORT", 3300);
const DURATION_S = option("duration", ["BENCH_SECONDS", "BENCH_DURATION"], 10);
const CONNECTIONS = option("connections", "BENCH_CONNECTIONS", 64);
const WARMUP_REQUESTS = option("warmup", "BENCH_WARMUP", 300);
const PRODUCT_COUNT = option("products", "BENCH_PRODUCTS", 40);
const CART_COUNT = option("carts", "BENCH_CARTS", 200);
const PIPELINING = 1;
const SERVER_ENV = { CART_SYNC_RATE_LIMIT: "0" };

const MIN_LINES = 5;
const MAX_LINES = 15;
const MAX_SINGLE_QUANTITY = 12;
const MAX_PACK_QUANTITY = 3;
const PACK_LINE_SHARE = 0.3;
const PREFLIGHT_CARTS = 5;

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

// ---------------------------------------------------------------------------------------------
// Products from the running server
// ---------------------------------------------------------------------------------------------

async function getText(base, route) {
  const res = await fetch(`${base}${route}`, { signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${route}: ${res.status} ${body.slice(0, 300)}`);
  return body;
}

/** Product page paths from /sitemap.xml (its host is NEXT_PUBLIC_SITE_URL's, so only the path is used). */
async function productPaths(base) {
  const xml = await getText(base, "/sitemap.xml");
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname).filter((p) => p.startsWith("/shop/products/"));
  if (!paths.length) throw new Error("no /shop/products/ pages in /sitemap.xml");
  return paths;
}

/**
 * One product page: sku, unit price and availability from its JSON-LD; the pack SKUs and prices
 * from the page's own data (the RSC payload, where quotes may be escaped), if there are any.
 */
function parseProductPage(html, route) {
  let product = null;
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]);
    const found = [data, ...(Array.isArray(data["@graph"]) ? data["@graph"] : [])].find((d) => d?.["@type"] === "Product" && d.sku);
    if (found) product = found;
  }
  if (!product) throw new Error(`${route}: no Product JSON-LD with a sku`);
  const offer = Array.isArray(product.offers) ? product.offers[0] : product.offers;
  const pricePence = Math.round(Number(offer?.price) * 100);
  if (!Number.isInteger(pricePence) || pricePence <= 0) throw new Error(`${route}: no price in the JSON-LD offer`);
  const sku = product.sku;
  const escapedSku = sku.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const q = '\\\\?"'; // a quote, maybe escaped
  const packPattern = new RegExp(
    `${q}multipackSku${q}:${q}(${escapedSku}-(?:MP|CS)\\d+)${q},${q}quantity${q}:(\\d+),${q}pricePence${q}:(\\d+)`,
    "g",
  );
  const packs = new Map();
  for (const m of html.matchAll(packPattern)) packs.set(m[1], { multipackSKU: m[1], unitsPerPack: Number(m[2]), pricePence: Number(m[3]) });
  return {
    sku,
    slug: route.split("/").pop(),
    pricePence,
    inStock: /InStock$/.test(String(offer?.availability ?? "")),
    packs: [...packs.values()],
  };
}

/** `count` products spread over the whole sitemap (so every category appears), in stock only. */
async function collectProducts(base, count) {
  const paths = await productPaths(base);
  const picked = [];
  const step = paths.length / Math.min(count, paths.length);
  for (let i = 0; i < Math.min(count, paths.length); i++) picked.push(paths[Math.floor(i * step)]);
  const products = [];
  for (let i = 0; i < picked.length; i += 4) {
    const batch = await Promise.all(picked.slice(i, i + 4).map(async (route) => parseProductPage(await getText(base, route), route)));
    products.push(...batch);
  }
  const inStock = products.filter((p) => p.inStock);
  if (inStock.length < MAX_LINES) throw new Error(`only ${inStock.length} of ${products.length} products read are in stock; need ${MAX_LINES}`);
  return { sitemapProducts: paths.length, read: products.length, products: inStock };
}

// ---------------------------------------------------------------------------------------------
// The cart pool
// ---------------------------------------------------------------------------------------------

const GUEST_PLACEHOLDER = "00000000-0000-4000-8000-000000000000";

/**
 * `count` guest carts as request bodies split around the guest id, so each request gets a fresh
 * guestId by concatenation (no JSON work in the load generator while measuring).
 */
function buildCartPool(products, count) {
  const random = rng(20261123);
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const dateAdded = new Date().toISOString();
  const carts = [];
  for (let c = 0; c < count; c++) {
    const lineCount = int(MIN_LINES, MAX_LINES);
    const items = shuffled(products, random)
      .slice(0, lineCount)
      .map((product) => {
        const usePack = product.packs.length > 0 && random() < PACK_LINE_SHARE;
        const pack = usePack ? product.packs[int(0, product.packs.length - 1)] : null;
        return {
          id: randomUUID(),
          quantity: pack ? int(1, MAX_PACK_QUANTITY) : int(1, MAX_SINGLE_QUANTITY),
          metadata: { productSKU: product.sku, multipackSKU: pack?.multipackSKU ?? null, itemUUID: randomUUID() },
          itemPrice: { gross: pack ? pack.pricePence : product.pricePence },
          dateAdded,
        };
      });
    const cart = { id: null, items, guestId: GUEST_PLACEHOLDER, customer: null, shippingMethod: "standard", version: 0 };
    const json = JSON.stringify({ cart, shouldReturnCart: true });
    const [prefix, suffix] = json.split(GUEST_PLACEHOLDER);
    carts.push({ lines: items.length, packLines: items.filter((i) => i.metadata.multipackSKU).length, prefix, suffix, bytes: Buffer.byteLength(json) });
  }
  const lines = carts.map((c) => c.lines);
  const stats = {
    carts: carts.length,
    linesMin: Math.min(...lines),
    linesMax: Math.max(...lines),
    linesMean: round(lines.reduce((a, b) => a + b, 0) / lines.length),
    packLineShare: round(carts.reduce((a, c) => a + c.packLines, 0) / lines.reduce((a, b) => a + b, 0)),
    bodyBytesMean: Math.round(carts.reduce((a, c) => a + c.bytes, 0) / carts.length),
    bodyBytesMax: Math.max(...carts.map((c) => c.bytes)),
  };
  return { carts, stats };
}

const bodyOf = (cart) => cart.prefix + randomUUID() + cart.suffix;

/** A few carts one by one: each must be a 200 with a new cart holding every line sent. */
async function preflight(base, carts) {
  const checks = [];
  const cartIds = new Set();
  for (const cart of carts.slice(0, PREFLIGHT_CARTS)) {
    const started = performance.now();
    const res = await fetch(`${base}${SYNC_ROUTE}`, { method: "POST", headers: { "content-type": "application/json" }, body: bodyOf(cart) });
    const text = await res.text();
    const ms = round(performance.now() - started);
    if (res.status !== 200) throw new Error(`preflight sync: ${res.status} ${text.slice(0, 500)}`);
    const { data } = JSON.parse(text);
    if (!data?.cart?.id || typeof data.version !== "number") throw new Error(`preflight sync: unexpected body ${text.slice(0, 500)}`);
    cartIds.add(data.cart.id);
    checks.push({
      linesSent: cart.lines,
      linesBack: data.cart.items?.length ?? 0,
      version: data.version,
      alert: data.alertStatus?.code ?? null,
      responseBytes: Buffer.byteLength(text),
      ms,
    });
  }
  if (cartIds.size !== checks.length) throw new Error(`preflight sync: ${checks.length} new guest carts gave only ${cartIds.size} distinct cart ids`);
  return checks;
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const buildId = ensureBuild();
  const port = await freePort(PREFERRED_PORT);
  console.log(`[bench] build ${buildId}; starting next start on port ${port} (load ${load().join(" ")}, ${os.cpus().length} cores)`);
  console.log(`[bench] server env CART_SYNC_RATE_LIMIT=0: the per-client sync rate limit (600/min by default) is OFF for this run`);
  const { base, readyMs, dataDir } = await startServer(port, { env: SERVER_ENV });
  console.log(`[bench] healthy after ${fmt(readyMs / 1000)} s; data dir ${dataDir ? path.relative(ROOT, dataDir) : "(the server's own)"}`);

  const catalogue = await collectProducts(base, PRODUCT_COUNT);
  const withPacks = catalogue.products.filter((p) => p.packs.length).length;
  console.log(
    `[bench] products: ${catalogue.products.length} in stock of ${catalogue.read} read (sitemap lists ${catalogue.sitemapProducts}); ${withPacks} with packs`,
  );
  const pool = buildCartPool(catalogue.products, CART_COUNT);
  const s = pool.stats;
  console.log(
    `[bench] cart pool: ${s.carts} carts, ${s.linesMin}–${s.linesMax} lines (mean ${s.linesMean}), ${fmt(s.packLineShare * 100, 0)} % pack lines, body ${s.bodyBytesMean} B mean (max ${s.bodyBytesMax} B)`,
  );

  const checks = await preflight(base, pool.carts);
  const dropped = checks.filter((c) => c.linesBack !== c.linesSent);
  console.log(
    `[bench] preflight: ${checks.length} syncs 200, lines sent/back ${checks.map((c) => `${c.linesSent}/${c.linesBack}`).join(" ")}, ` +
      `alerts ${JSON.stringify([...new Set(checks.map((c) => c.alert))])}, response ${Math.round(checks.reduce((a, c) => a + c.responseBytes, 0) / checks.length)} B mean`,
  );
  if (dropped.length) console.warn(`[bench] WARNING: the server dropped lines from ${dropped.length} of ${checks.length} preflight carts (unknown SKUs?)`);

  // Every sync request: the next cart of the pool with a new guest id; failures are counted and sampled.
  let nextCart = 0;
  const failures = { count: 0, byStatus: {}, samples: [] };
  const unexpected200 = { count: 0, sample: null };
  const syncRequest = {
    setupRequest(req) {
      req.body = bodyOf(pool.carts[nextCart++ % pool.carts.length]);
      return req;
    },
    onResponse(status, body) {
      if (status >= 200 && status < 300) {
        if (!body.startsWith('{"data":{') || !body.includes('"cart":{')) {
          unexpected200.count++;
          unexpected200.sample ??= body.slice(0, 500);
        }
        return;
      }
      failures.count++;
      failures.byStatus[status] = (failures.byStatus[status] ?? 0) + 1;
      if (failures.samples.length < 3 && !failures.samples.some((x) => x.status === status)) failures.samples.push({ status, body: body.slice(0, 500) });
    },
  };
  const syncOpts = { method: "POST", headers: { "content-type": "application/json" }, requests: [syncRequest] };

  await warmUp(base, HEALTH_ROUTE, { amount: WARMUP_REQUESTS });
  try {
    await warmUp(base, SYNC_ROUTE, { amount: WARMUP_REQUESTS, ...syncOpts });
  } catch (error) {
    const samples = failures.samples.map((f) => `\n  ${f.status}: ${f.body}`).join("");
    throw new Error(`${error instanceof Error ? error.message : error}${samples}`);
  }
  unexpected200.count = 0;
  unexpected200.sample = null;
  console.log(`[bench] measuring: ${DURATION_S} s, ${CONNECTIONS} connections, pipelining ${PIPELINING} for each target`);

  const settings = { connections: CONNECTIONS, duration: DURATION_S, pipelining: PIPELINING };
  const health1 = await measure(base, { name: "health", route: HEALTH_ROUTE, ...settings });
  const cartsBefore = nextCart;
  const sync = await measure(base, { name: "sync", route: SYNC_ROUTE, label: `POST ${SYNC_ROUTE}`, ...settings, ...syncOpts });
  const syncRequestsSent = nextCart - cartsBefore;
  const health2 = await measure(base, { name: "health", route: HEALTH_ROUTE, ...settings });

  const healthRps = (health1.rps + health2.rps) / 2;
  const ratio = sync.rps / healthRps;
  const clean = sync.non2xx === 0 && sync.errors === 0 && unexpected200.count === 0;
  const ratioPass = clean && ratio >= TARGET_RATIO;
  const p99Pass = clean && sync.p99 < TARGET_P99_MS;
  const verdict = (pass) => (clean ? (pass ? "PASS" : "FAIL") : "INVALID (sync failures)");

  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    buildId,
    machine: { cores: os.cpus().length, node: process.version },
    settings: { durationS: DURATION_S, connections: CONNECTIONS, pipelining: PIPELINING, warmupRequests: WARMUP_REQUESTS, port, serverEnv: SERVER_ENV },
    note: "CART_SYNC_RATE_LIMIT=0 on the bench server: the per-client sync rate limit is off. Every sync creates a new guest cart (id null, fresh guestId).",
    serverReadyMs: round(readyMs),
    products: {
      sitemapProducts: catalogue.sitemapProducts,
      read: catalogue.read,
      inStockUsed: catalogue.products.length,
      withPacks,
      skus: catalogue.products.map((p) => p.sku),
    },
    cartPool: pool.stats,
    preflight: checks,
    throughput: {
      health1,
      sync: { ...sync, syncRequestsSent, failuresByStatus: failures.byStatus, failureSamples: failures.samples, unexpected200 },
      health2,
      healthRpsMean: round(healthRps),
      syncToHealth: round(ratio),
    },
    targets: {
      ratio: { target: `sync/health >= ${TARGET_RATIO}`, value: round(ratio), pass: ratioPass },
      p99: { target: `sync p99 < ${TARGET_P99_MS} ms`, value: sync.p99, pass: p99Pass },
      valid: clean,
    },
  };

  const rows = [
    ["measurement", "req/s", "p50 ms", "p99 ms", "non-2xx", "load (1m)"],
    ...[health1, sync, health2].map((m) => [`${m.name} ${m.route}`, fmt(m.rps, 0), m.p50, m.p99, m.non2xx + m.errors, m.loadBefore[0]]),
  ];
  console.log(`\n== Guest cart sync (${DURATION_S} s, ${CONNECTIONS} connections, pipelining ${PIPELINING}; ${s.linesMin}–${s.linesMax}-line carts, a new cart per request) ==`);
  console.log(table(rows));
  console.log(`\nsync rate limit: OFF on this server (CART_SYNC_RATE_LIMIT=0)`);
  console.log(`health mean ${fmt(healthRps, 0)} req/s`);
  console.log(`sync / health = ${fmt(ratio, 2)}   target ≥ ${TARGET_RATIO}   ${verdict(ratio >= TARGET_RATIO)}`);
  console.log(`sync p99 = ${sync.p99} ms (p50 ${sync.p50} ms)   target < ${TARGET_P99_MS} ms   ${verdict(sync.p99 < TARGET_P99_MS)}`);
  console.log(
    `sync non-2xx ${sync.non2xx}, errors ${sync.errors}, timeouts ${sync.timeouts}; ${sync.requests} answered in the window ` +
      `(≈ that many new carts), ${syncRequestsSent} sent (the rest were in flight when it closed)`,
  );
  if (failures.count) {
    console.log(`sync failures by status: ${JSON.stringify(failures.byStatus)}`);
    for (const f of failures.samples) console.log(`  sample ${f.status}: ${f.body}`);
  }
  if (unexpected200.count) console.log(`sync 2xx without a cart: ${unexpected200.count}, e.g. ${unexpected200.sample}`);
  console.log(`latency percentiles count 2xx responses only; req/s counts every response`);
  console.log(`load average at the end: ${load().join(" ")}`);

  writeReport(OUT_FILE, result);
}

await run(main);
