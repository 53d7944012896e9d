#!/usr/bin/env node
// How the production build is served, in one place.
//   node scripts/next-start.mjs -p PORT [-H HOST]     (npm start, the browser tests, benches)
//
// `next start` listens on a private port (127.0.0.1, chosen free) with a keep-alive timeout longer
// than a load balancer's idle timeout (usually 60 s): with Node's default of 5 s, a connection the
// balancer (or a client) reuses just as the server closes it for being idle loses its request.
// In front of it, on PORT, scripts/front.mjs admits API requests first come, first served, at most
// FRONT_CONCURRENCY at a time (4 on the embedded PGlite, 16 on a PostgreSQL server), and answers
// 503 with Retry-After to a request that has waited FRONT_QUEUE_TIMEOUT_MS (3,000). Why:
// docs/decisions/front-queue-and-database-gate.md. FRONT_CONCURRENCY=0 serves `next start` on PORT directly. The cluster
// (scripts/cluster-lib.mjs) starts bare instances with nextStartArgs: haproxy is its queue.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFront } from "./front.mjs";

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const NEXT_BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", "next");

/** Arguments for `next` that start the production server on `port` (and `host`). */
export function nextStartArgs(port, host) {
  return ["start", "-p", String(port), ...(host ? ["-H", host] : []), "--keepAliveTimeout", String(KEEP_ALIVE_TIMEOUT_MS)];
}

/** [command, args] that serve the build as `npm start` does (Next behind its front) on `port` (and `host`). */
export function npmStartCommand(port, host) {
  return [process.execPath, [fileURLToPath(import.meta.url), "-p", String(port), ...(host ? ["-H", host] : [])]];
}

/** A whole number of at least 0 from the environment, else `fallback`. */
function envCount(name, fallback) {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** A port on 127.0.0.1 that nothing listens on right now. */
function privatePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The build prerendered the shop from its own database (empty, or the demo data with DEMO_DATA
 * set), which is not this server's: as soon as Next answers, expire the catalogue's pages through
 * the revalidation endpoint. Until then /api/health answers 503 (lib/server/platform/start-up-expiry.ts),
 * so nobody is sent to a page that holds the build's catalogue rather than this database's.
 */
async function expireBuildTimePages(port, secret) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/shop/catalogue/revalidate`, { method: "POST", headers: { authorization: `Bearer ${secret}` } }).catch(() => null);
    if (answer?.ok) return;
    // Polling a server that is still starting (no answer, or 503 while its database opens).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error("[start] the build's shop pages were not expired: the server did not answer in 3 minutes");
}

/** The child's environment: a revalidation secret for expireBuildTimePages (made up when none is configured), and the health check held until it ran. */
function childEnv(extra = {}) {
  const secret = process.env.CATALOGUE_REVALIDATE_SECRET || randomBytes(24).toString("base64url");
  return { ...process.env, CATALOGUE_REVALIDATE_SECRET: secret, EXPIRE_PRERENDERED_AT_START: "true", ...extra };
}

async function main(args) {
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const port = Number(value("-p") ?? process.env.PORT ?? 3000);
  const host = value("-H");
  const concurrency = envCount("FRONT_CONCURRENCY", process.env.DATABASE_URL ? 16 : 4);

  if (concurrency === 0) {
    const env = childEnv();
    const child = spawn(NEXT_BIN, nextStartArgs(port, host), { stdio: "inherit", env });
    void expireBuildTimePages(port, env.CATALOGUE_REVALIDATE_SECRET);
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
    child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return;
  }

  const upstreamPort = await privatePort();
  // The front appends the client's address to X-Forwarded-For: one more proxy hop to trust.
  const trustedHops = envCount("TRUSTED_PROXY_HOPS", 0) + 1;
  // The front listens first (a taken port fails here, before Next starts); until Next is up it
  // answers 503 with Retry-After.
  const front = await startFront({
    port,
    host,
    upstreamPort,
    concurrency,
    queueTimeoutMs: envCount("FRONT_QUEUE_TIMEOUT_MS", 3_000),
    keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  });
  const env = childEnv({ TRUSTED_PROXY_HOPS: String(trustedHops) });
  const child = spawn(NEXT_BIN, nextStartArgs(upstreamPort, "127.0.0.1"), { stdio: "inherit", env });
  void expireBuildTimePages(upstreamPort, env.CATALOGUE_REVALIDATE_SECRET);
  console.log(`[start] http://${host ?? "localhost"}:${port} → next start on 127.0.0.1:${upstreamPort}, ${concurrency} requests at a time, first come first served`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      front.close();
      child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
