#!/usr/bin/env node
// Shop throughput and search latency benchmark against the production build (`npm run bench:shop`).
//
// 1. Uses the build in .next (runs `next build` first only when .next/BUILD_ID is missing).
// 2. Starts `next start` on a free port (default 3200) with its own fresh PGLITE_DATA_DIR.
// 3. Throughput (autocannon, same settings for every target): /api/health, the static category
//    page, /api/health again (the two health runs are averaged), then a filtered category URL for
//    information. Target: category req/s ÷ health req/s ≥ 0.8.
// 4. Search latency: 200 distinct queries built from the seed catalogue, fetched one after the
//    other (cold per-query data cache). Target: p95 < 50 ms.
// Prints a summary table and writes the same figures to .data/bench-shop.json. The server (its
// whole process group) and the data folder are removed on exit, error or Ctrl-C. The shared
// machinery lives in scripts/bench-lib.mjs.
//
// Options (flags or env): --port N (BENCH_PORT, 3200), --duration S (BENCH_SECONDS, or the older
// BENCH_DURATION, 10), --connections N (BENCH_CONNECTIONS, 32), --warmup N requests per target
// (BENCH_WARMUP, 300).
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import {
  ROOT,
  ensureBuild,
  fmt,
  freePort,
  load,
  measure as measureRoute,
  option,
  percentile,
  rng,
  round,
  run,
  shuffled,
  startServer,
  table,
  warmUp as warmUpRoute,
  writeReport,
} from "./bench-lib.mjs";

const OUT_FILE = path.join(ROOT, ".data", "bench-shop.json");

const PREFERRED_PORT = option("port", "BENCH_PORT", 3200);
const DURATION_S = option("duration", ["BENCH_SECONDS", "BENCH_DURATION"], 10);
const CONNECTIONS = option("connections", "BENCH_CONNECTIONS", 32);
const WARMUP_REQUESTS = option("warmup", "BENCH_WARMUP", 300);
const PIPELINING = 1;
const SEARCH_QUERY_COUNT = 200;

const TARGETS = {
  health: "/api/health",
  category: "/shop/all-alcohol-free-beers",
  filtered: "/shop/all-alcohol-free-beers?sort=price-asc",
};

// ---------------------------------------------------------------------------------------------
// Throughput
// ---------------------------------------------------------------------------------------------

async function probe(base, route) {
  const started = performance.now();
  const res = await fetch(`${base}${route}`);
  const body = await res.text();
  const pick = ["cache-control", "x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time", "content-type", "vary", "etag"];
  return {
    status: res.status,
    ms: round(performance.now() - started),
    bytes: Buffer.byteLength(body),
    headers: Object.fromEntries(pick.filter((h) => res.headers.has(h)).map((h) => [h, res.headers.get(h)])),
  };
}

const warmUp = (base, route) => warmUpRoute(base, route, { amount: WARMUP_REQUESTS });

const measure = (base, name) =>
  measureRoute(base, { name, route: TARGETS[name], connections: CONNECTIONS, duration: DURATION_S, pipelining: PIPELINING });

// ---------------------------------------------------------------------------------------------
// Search queries from the seed catalogue
// ---------------------------------------------------------------------------------------------

function seedProducts() {
  // seed-data.ts is TypeScript; the product specs are plain `brand: "…", name: "…"` pairs in order.
  const source = readFileSync(path.join(ROOT, "lib", "catalogue", "seed-data.ts"), "utf8");
  const products = [];
  for (const m of source.matchAll(/brand:\s*"([^"]+)",\s*\n\s*name:\s*"([^"]+)"/g)) products.push({ brand: m[1], name: m[2] });
  if (products.length < 50) throw new Error(`could not read the seed products (found ${products.length})`);
  return products;
}

function swapTwoLetters(word, random) {
  const letters = [...word];
  const spots = [];
  for (let i = 1; i < letters.length - 1; i++) if (/\p{L}/u.test(letters[i]) && /\p{L}/u.test(letters[i + 1]) && letters[i] !== letters[i + 1]) spots.push(i);
  if (!spots.length) return null;
  const i = spots[Math.floor(random() * spots.length)];
  [letters[i], letters[i + 1]] = [letters[i + 1], letters[i]];
  return letters.join("");
}

function buildQueries(products) {
  const random = rng(20261122);
  const queries = [];
  const seen = new Set();
  const add = (kind, q, limit) => {
    const key = q.toLowerCase().replace(/\s+/g, " ").trim();
    if (!key || seen.has(key)) return false;
    if (limit !== undefined && queries.filter((x) => x.kind === kind).length >= limit) return false;
    seen.add(key);
    queries.push({ kind, q });
    return true;
  };
  const brands = [...new Set(products.map((p) => p.brand))];
  const names = products.map((p) => p.name);
  const words = [...new Set(names.flatMap((n) => n.split(/[\s-]+/)).filter((w) => /^\p{L}{5,}$/u.test(w)))];

  // Fixed lists: category words, no-result and hostile queries.
  const categoryWords = ["lager", "rosé", "gin", "tonic", "stout", "sparkling", "spritz", "cider", "ale", "ipa", "wheat beer", "red wine", "white wine", "prosecco", "whiskey", "rum", "tequila", "aperitif", "liqueur", "negroni", "soda", "ginger beer", "organic", "pear", "cocktail"];
  for (const q of categoryWords) add("category word", q);
  const noResults = ["xylophone", "qwzzkj", "bicycle pump", "zzzzzz", "kombucha vinegar", "9999", "ketchup", "motorway"];
  for (const q of noResults) add("no results", q);
  const hostile = ['"', '"lager"', "%", "100%", "%%%", "' OR 1=1 --", "<script>alert(1)</script>", "gin & tonic", "lag:* | !ale", "\\", "_", "rosé%_'\"\\"];
  for (const q of hostile) add("hostile", q);

  const fromSeed = [
    ["brand", 30, () => brands[Math.floor(random() * brands.length)]],
    ["product name", 35, () => names[Math.floor(random() * names.length)]],
    ["prefix 3-5", 30, () => {
      const w = words[Math.floor(random() * words.length)];
      return w.slice(0, 3 + Math.floor(random() * 3)).toLowerCase();
    }],
    ["misspelt", 30, () => swapTwoLetters(words[Math.floor(random() * words.length)].toLowerCase(), random) ?? ""],
    ["multi-word", 30, () => {
      const p = products[Math.floor(random() * products.length)];
      const nameWords = p.name.split(/\s+/);
      const options = [
        `${p.brand.split(/\s+/)[0]} ${nameWords[nameWords.length - 1]}`,
        `${nameWords[0]} ${categoryWords[Math.floor(random() * categoryWords.length)]}`,
        `dry ${nameWords[nameWords.length - 1]}`.toLowerCase(),
        `${p.brand} ${p.name}`,
      ];
      return options[Math.floor(random() * options.length)];
    }],
  ];
  for (const [kind, limit, make] of fromSeed) {
    for (let tries = 0; tries < 2_000 && !(queries.filter((x) => x.kind === kind).length >= limit); tries++) add(kind, make(), limit);
  }
  // Top up to exactly SEARCH_QUERY_COUNT with further product names and brand + word pairs.
  for (let i = 0; queries.length < SEARCH_QUERY_COUNT && i < 5_000; i++) {
    const p = products[Math.floor(random() * products.length)];
    add(i % 2 ? "product name" : "multi-word", i % 2 ? p.name : `${p.brand} ${p.name.split(/\s+/)[0]}`);
  }
  return shuffled(queries.slice(0, SEARCH_QUERY_COUNT), random);
}

async function searchLatency(base, queries) {
  // Warm the route's code path with queries that are not measured.
  for (const q of ["warmup alpha", "warmup beta", "warmup gamma"]) {
    const res = await fetch(`${base}/shop/search?q=${encodeURIComponent(q)}`);
    await res.text();
  }
  const loadBefore = load();
  const samples = [];
  for (const { kind, q } of queries) {
    const started = performance.now();
    const res = await fetch(`${base}/shop/search?q=${encodeURIComponent(q)}`);
    await res.text();
    samples.push({ kind, q, status: res.status, ms: performance.now() - started });
  }
  const times = samples.map((s) => s.ms);
  const byKind = {};
  for (const kind of [...new Set(samples.map((s) => s.kind))]) {
    const t = samples.filter((s) => s.kind === kind).map((s) => s.ms);
    byKind[kind] = { count: t.length, p50: round(percentile(t, 50)), p95: round(percentile(t, 95)), max: round(Math.max(...t)) };
  }
  return {
    count: samples.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    non200: samples.filter((s) => s.status !== 200).map((s) => ({ q: s.q, status: s.status })),
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 8).map((s) => ({ q: s.q, kind: s.kind, ms: round(s.ms) })),
    byKind,
    loadBefore,
    loadAfter: load(),
  };
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const buildId = ensureBuild();
  const port = await freePort(PREFERRED_PORT);
  console.log(`[bench] build ${buildId}; starting next start on port ${port} (load ${load().join(" ")}, ${os.cpus().length} cores)`);
  const { base, readyMs, dataDir } = await startServer(port);
  console.log(`[bench] healthy after ${fmt(readyMs / 1000)} s; data dir ${dataDir ? path.relative(ROOT, dataDir) : "(the server's own)"}`);

  const probes = {};
  for (const [name, route] of Object.entries(TARGETS)) probes[name] = await probe(base, route);
  for (const route of Object.values(TARGETS)) await warmUp(base, route);
  for (const [name, route] of Object.entries(TARGETS)) probes[name] = { first: probes[name], warm: await probe(base, route) };
  console.log(`[bench] category headers (warm): ${JSON.stringify(probes.category.warm.headers)}`);
  console.log(`[bench] measuring: ${DURATION_S} s, ${CONNECTIONS} connections, pipelining ${PIPELINING} for each target`);

  const health1 = await measure(base, "health");
  const category = await measure(base, "category");
  const health2 = await measure(base, "health");
  const filtered = await measure(base, "filtered");
  const healthRps = (health1.rps + health2.rps) / 2;
  const ratio = category.rps / healthRps;
  const filteredRatio = filtered.rps / healthRps;

  const queries = buildQueries(seedProducts());
  console.log(`[bench] search: ${queries.length} distinct queries, sequential (load ${load().join(" ")})`);
  const search = await searchLatency(base, queries);

  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    buildId,
    machine: { cores: os.cpus().length, node: process.version },
    settings: { durationS: DURATION_S, connections: CONNECTIONS, pipelining: PIPELINING, warmupRequests: WARMUP_REQUESTS, port },
    serverReadyMs: round(readyMs),
    probes,
    throughput: {
      health1,
      category,
      health2,
      filtered,
      healthRpsMean: round(healthRps),
      categoryToHealth: round(ratio),
      filteredToHealth: round(filteredRatio),
      target: "category/health >= 0.8",
      pass: ratio >= 0.8,
    },
    search: { ...search, target: "p95 < 50 ms", pass: search.p95 < 50 },
  };

  const rows = [
    ["measurement", "req/s", "p50 ms", "p99 ms", "non-2xx", "load (1m)"],
    ...[health1, category, health2, filtered].map((m) => [`${m.name} ${m.route}`, fmt(m.rps, 0), m.p50, m.p99, m.non2xx + m.errors, m.loadBefore[0]]),
  ];
  console.log(`\n== Throughput (${DURATION_S} s, ${CONNECTIONS} connections, pipelining ${PIPELINING}) ==`);
  console.log(table(rows));
  console.log(`\nhealth mean ${fmt(healthRps, 0)} req/s`);
  console.log(`category / health = ${fmt(ratio, 2)}   target ≥ 0.8   ${ratio >= 0.8 ? "PASS" : "FAIL"}`);
  console.log(`filtered / health = ${fmt(filteredRatio, 2)}   (information)`);
  console.log(`\n== Search latency (${search.count} distinct queries, sequential) ==`);
  console.log(
    table([
      ["queries", "p50 ms", "p95 ms", "max ms", "mean ms"],
      ["all", fmt(search.p50), fmt(search.p95), fmt(search.max), fmt(search.mean)],
      ...Object.entries(search.byKind).map(([kind, s]) => [`${kind} (${s.count})`, fmt(s.p50), fmt(s.p95), fmt(s.max), ""]),
    ]),
  );
  console.log(`p95 ${fmt(search.p95)} ms   target < 50 ms   ${search.p95 < 50 ? "PASS" : "FAIL"}`);
  if (search.non200.length) console.log(`non-200 responses: ${JSON.stringify(search.non200)}`);
  console.log(`slowest: ${search.slowest.map((s) => `${JSON.stringify(s.q)} ${fmt(s.ms)} ms`).join(", ")}`);
  console.log(`load average at the end: ${load().join(" ")}`);

  writeReport(OUT_FILE, result);
}

await run(main);
