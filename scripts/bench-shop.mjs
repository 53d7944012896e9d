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
// whole process group) and the data folder are removed on exit, error or Ctrl-C.
//
// Options (flags or env): --port N (BENCH_PORT, 3200), --duration S (BENCH_DURATION, 10),
// --connections N (BENCH_CONNECTIONS, 32), --warmup N requests per target (BENCH_WARMUP, 300).
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NEXT_BIN = path.join(ROOT, "node_modules", ".bin", "next");
const OUT_FILE = path.join(ROOT, ".data", "bench-shop.json");

function option(name, envName, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i !== -1 ? process.argv[i + 1] : process.env[envName];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

const PREFERRED_PORT = option("port", "BENCH_PORT", 3200);
const DURATION_S = option("duration", "BENCH_DURATION", 10);
const CONNECTIONS = option("connections", "BENCH_CONNECTIONS", 32);
const WARMUP_REQUESTS = option("warmup", "BENCH_WARMUP", 300);
const PIPELINING = 1;
const SEARCH_QUERY_COUNT = 200;
const HEALTH_TIMEOUT_MS = 90_000;

const TARGETS = {
  health: "/api/health",
  category: "/shop/all-alcohol-free-beers",
  filtered: "/shop/all-alcohol-free-beers?sort=price-asc",
};

// ---------------------------------------------------------------------------------------------
// Server lifecycle and cleanup
// ---------------------------------------------------------------------------------------------

let server = null; // ChildProcess, detached: its pid is the process group id
let dataDir = null;
let serverLog = "";
let cleaningUp = null;

function killGroup(signal) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
}

async function cleanup() {
  if (cleaningUp) return cleaningUp;
  cleaningUp = (async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      killGroup("SIGTERM");
      const timedOut = await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)]);
      if (timedOut) killGroup("SIGKILL");
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

// Last resort if the process exits without going through cleanup(): synchronous only.
process.on("exit", () => {
  killGroup("SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the server and removing ${dataDir ?? "the data folder"}`);
    cleanup().finally(() => process.exit(130));
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "0.0.0.0", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function freePort(start) {
  for (let port = start; port < start + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${start}–${start + 99}`);
}

function ensureBuild() {
  if (existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return;
  console.log("[bench] .next/BUILD_ID is missing: running `npx next build` first");
  const result = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
}

async function startServer(port) {
  dataDir = path.join(ROOT, ".data", `bench-${Date.now()}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(NEXT_BIN, ["start", "-p", String(port)], {
    cwd: ROOT,
    detached: true, // own process group, killed as a whole
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PGLITE_DATA_DIR: dataDir, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const keep = (chunk) => {
    serverLog = (serverLog + chunk.toString()).slice(-8_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < HEALTH_TIMEOUT_MS) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`next start exited early (${server.exitCode ?? server.signalCode}):\n${serverLog}`);
    }
    try {
      const res = await fetch(`${base}${TARGETS.health}`, { signal: AbortSignal.timeout(5_000) });
      await res.text();
      if (res.status === 200) return { base, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${serverLog}`);
}

// ---------------------------------------------------------------------------------------------
// Throughput
// ---------------------------------------------------------------------------------------------

const load = () => os.loadavg().map((n) => Number(n.toFixed(2)));

function cannon(opts) {
  return autocannon({ pipelining: PIPELINING, ...opts });
}

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

async function warmUp(base, route) {
  const result = await cannon({ url: `${base}${route}`, connections: 8, amount: WARMUP_REQUESTS });
  if (result.non2xx || result.errors) {
    throw new Error(`warm-up of ${route}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
}

async function measure(base, name) {
  const route = TARGETS[name];
  const loadBefore = load();
  const r = await cannon({ url: `${base}${route}`, connections: CONNECTIONS, duration: DURATION_S });
  const out = {
    name,
    route,
    rps: round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    meanLatency: round(r.latency.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    loadBefore,
    loadAfter: load(),
  };
  console.log(
    `[bench] ${name.padEnd(8)} ${route.padEnd(45)} ${fmt(out.rps, 0).padStart(7)} req/s  p50 ${out.p50} ms  p99 ${out.p99} ms` +
      `  (${out.requests} req, non-2xx ${out.non2xx}, errors ${out.errors}; load ${loadBefore.join(" ")})`,
  );
  if (out.non2xx || out.errors) console.warn(`[bench] WARNING: ${name} had failures; its figures are not meaningful`);
  return out;
}

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

/** Small deterministic PRNG (mulberry32) so every run sends the same queries. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
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
// Helpers and main
// ---------------------------------------------------------------------------------------------

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (n) => Math.round(n * 100) / 100;
const fmt = (n, digits = 1) => n.toFixed(digits);

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) => r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

async function main() {
  const startedAt = new Date();
  ensureBuild();
  const buildId = readFileSync(path.join(ROOT, ".next", "BUILD_ID"), "utf8").trim();
  const port = await freePort(PREFERRED_PORT);
  console.log(`[bench] build ${buildId}; starting next start on port ${port} (load ${load().join(" ")}, ${os.cpus().length} cores)`);
  const { base, readyMs } = await startServer(port);
  console.log(`[bench] healthy after ${fmt(readyMs / 1000)} s; data dir ${path.relative(ROOT, dataDir)}`);

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

  mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  writeFileSync(OUT_FILE, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, OUT_FILE)}`);
}

try {
  await main();
  await cleanup();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  await cleanup();
  process.exit(1);
}
