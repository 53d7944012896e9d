// Shared parts of the benchmark scripts (scripts/bench-*.mjs): options, the production server's
// lifecycle (what `npm start` serves, scripts/next-start.mjs, on a free port with its own fresh
// PGLITE_DATA_DIR under .data/, waiting for /api/health, removing the process group and the data
// folder on exit, error or Ctrl-C), one autocannon measurement and its summary, percentiles,
// tables and the JSON report.
//
// Importing this module installs the exit and signal handlers, so the cleanup covers the whole run.
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { npmStartCommand } from "./next-start.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const HEALTH_ROUTE = "/api/health";
const HEALTH_TIMEOUT_MS = 90_000;

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

/**
 * A positive number from `--name N`, else the first of `envNames` (a name or a list) that is set,
 * else `fallback`.
 */
export function option(name, envNames, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const envName = [envNames].flat().find((n) => process.env[n] !== undefined && process.env[n] !== "");
  const raw = i !== -1 ? process.argv[i + 1] : envName ? process.env[envName] : undefined;
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

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

/** Stops the server's whole process group (SIGTERM, SIGKILL after 5 s) and removes its data folder. */
export async function cleanup() {
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

/** The last few KB the server printed (for error messages). */
export const serverOutput = () => serverLog;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "0.0.0.0", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export async function freePort(start) {
  for (let port = start; port < start + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${start}–${start + 99}`);
}

/** Runs `next build` only when .next/BUILD_ID is missing; returns the build id. */
export function ensureBuild() {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.log("[bench] .next/BUILD_ID is missing: running `npx next build` first");
    const result = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  }
  return readFileSync(path.join(ROOT, ".next", "BUILD_ID"), "utf8").trim();
}

/**
 * Starts `node scripts/next-start.mjs -p port` (as `npm start` does) in its own process group with a fresh PGLITE_DATA_DIR under .data/
 * (plus `env`), and waits until /api/health answers 200. One server per process.
 * Returns { base, readyMs, dataDir }.
 */
export async function startServer(port, { env = {} } = {}) {
  if (server) throw new Error("startServer: a server is already running");
  // BENCH_URL: measure a server that is already running (e.g. haproxy in front of npm run cluster),
  // started with the same settings (env) this bench would have given its own.
  const external = process.env.BENCH_URL?.replace(/\/+$/, "");
  if (external) {
    console.log(`[bench] BENCH_URL=${external}: measuring that server (expected settings: ${JSON.stringify(env)})`);
    return { base: external, readyMs: 0, dataDir: null };
  }
  dataDir = path.join(ROOT, ".data", `bench-${Date.now()}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The server a new user gets from `npm start`: Next behind its first-come-first-served front.
  const [command, args] = npmStartCommand(port);
  server = spawn(command, args, {
    cwd: ROOT,
    detached: true, // own process group, killed as a whole
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, PGLITE_DATA_DIR: dataDir, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
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
      const res = await fetch(`${base}${HEALTH_ROUTE}`, { signal: AbortSignal.timeout(5_000) });
      await res.text();
      if (res.status === 200) return { base, readyMs: performance.now() - started, dataDir };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${HEALTH_ROUTE} did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${serverLog}`);
}

/** Runs `main`, then cleans up; on an error prints it, cleans up and exits 1. */
export async function run(main) {
  try {
    await main();
    await cleanup();
  } catch (error) {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
    await cleanup();
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// Throughput
// ---------------------------------------------------------------------------------------------

/** Load averages (1, 5, 15 min), two decimals. */
export const load = () => os.loadavg().map((n) => Number(n.toFixed(2)));

export function cannon(opts) {
  return autocannon({ pipelining: 1, ...opts });
}

/**
 * `amount` requests at `connections` (default 8) that are not measured; any non-2xx response or
 * error fails the run. `opts` go to autocannon as they are (method, headers, requests…).
 */
export async function warmUp(base, route, { amount, connections = 8, ...opts }) {
  const result = await cannon({ url: `${base}${route}`, connections, amount, ...opts });
  if (result.non2xx || result.errors) {
    throw new Error(`warm-up of ${route}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
}

/**
 * One autocannon run against `route` for `duration` seconds at `connections`, summarised: rps
 * (mean of the per-second counts, every response), latency p50/p99/mean in ms (2xx responses
 * only: autocannon records no latency for the others), non-2xx, errors, timeouts, bytes per
 * request, the load average before and after, and the counts per status code when any response
 * was not 2xx. `label` is what the log shows (the route by default); `opts` go to autocannon as
 * they are (method, headers, requests…).
 */
export async function measure(base, { name, route, label = route, connections, duration, pipelining = 1, ...opts }) {
  const loadBefore = load();
  const r = await cannon({ url: `${base}${route}`, connections, duration, pipelining, ...opts });
  const out = {
    name,
    route: label,
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
  // Only when something failed, so a clean run's report has the same fields as always.
  if (out.non2xx) out.statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  console.log(
    `[bench] ${name.padEnd(8)} ${label.padEnd(45)} ${fmt(out.rps, 0).padStart(7)} req/s  p50 ${out.p50} ms  p99 ${out.p99} ms` +
      `  (${out.requests} req, non-2xx ${out.non2xx}, errors ${out.errors}; load ${loadBefore.join(" ")})`,
  );
  if (out.non2xx || out.errors) console.warn(`[bench] WARNING: ${name} had failures; its figures are not meaningful`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Nearest-rank percentile of `values` (p in 0–100). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
export const round = (n) => Math.round(n * 100) / 100;
export const fmt = (n, digits = 1) => n.toFixed(digits);

/** Small deterministic PRNG (mulberry32) so every run builds the same inputs. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled(list, random) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A plain-text table: the first row is the header, the first column left-aligned, the rest right. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) => r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** Writes `result` as pretty JSON to `file` (folders created) and says so. */
export function writeReport(file, result) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
}
