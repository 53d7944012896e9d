#!/usr/bin/env node
// `npm run bench:cluster`: one instance against two, side by side in one run. Starts the cluster
// (scripts/cluster-lib.mjs: PostgreSQL from DATABASE_URL, Redis, two instances, haproxy), then runs
// `bench:cart` and `bench:shop` (BENCH_URL) first against one instance directly and then against
// haproxy in front of both, and prints requests per second and p99 of each.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, ensureClusterBuild, ensureClusterTools, startCluster } from "./cluster-lib.mjs";

const log = (message) => console.log(`[bench:cluster] ${message}`);
ensureClusterTools();
ensureClusterBuild(log);
const cluster = await startCluster({ databaseUrl: process.env.DATABASE_URL, basePort: 4500, env: { CART_SYNC_RATE_LIMIT: "0" }, log });

const rows = [["bench", "target", "req/s", "p50 ms", "p99 ms", "non-2xx", "health req/s"]];
try {
  for (const [bench, pick] of [
    ["bench-cart", (r) => ({ m: r.throughput.sync, health: r.throughput.healthRpsMean })],
    ["bench-shop", (r) => ({ m: r.throughput.category, health: r.throughput.healthRpsMean })],
  ]) {
    for (const [label, url] of [
      ["one instance", cluster.apps[0].url],
      ["two via haproxy", cluster.url],
    ]) {
      log(`${bench} against ${label} (${url})`);
      const run = spawnSync("node", [path.join(ROOT, "scripts", `${bench}.mjs`)], { cwd: ROOT, stdio: "inherit", env: { ...process.env, BENCH_URL: url } });
      if (run.status !== 0) throw new Error(`${bench} failed against ${url}`);
      const { m, health } = pick(JSON.parse(readFileSync(path.join(ROOT, ".data", `${bench}.json`), "utf8")));
      rows.push([bench, label, Math.round(m.rps), m.p50, m.p99, m.non2xx + m.errors, Math.round(health)]);
    }
  }
} finally {
  await cluster.stop();
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
console.log(`\n== One instance vs two behind haproxy (${process.env.BENCH_CONNECTIONS || 64} connections) ==`);
for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join("  "));
