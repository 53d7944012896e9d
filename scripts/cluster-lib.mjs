// Several instances of the production build on this machine, for `npm run cluster` and the attack
// suite's cluster cases: a Redis server (Next's shared cache, lib/server/platform/cache-handler.mjs), N
// `next start` instances on one PostgreSQL server (DATABASE_URL, from scripts/with-postgres.sh) and
// haproxy in front on one port. Every process runs in its own process group and is stopped with the
// cluster, or killed if this process dies. Redis and haproxy are Debian's, installed when missing.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { BUSY_BODY } from "./front.mjs";
import { NEXT_BIN, nextStartArgs, npmStartCommand } from "./next-start.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READY_TIMEOUT_MS = 90_000;

const children = new Set();
process.on("exit", () => {
  for (const child of children) killGroup(child, "SIGKILL");
});

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function launch(command, args, { env = {}, name, log }) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  children.add(child);
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-6_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    children.delete(child);
    if (log) log(`${name} exited (${code ?? signal})`);
  });
  child.output = () => output;
  return child;
}

async function stopChild(child, signal = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, signal);
  if (await Promise.race([exited.then(() => false), sleep(5_000).then(() => true)])) killGroup(child, "SIGKILL");
  await exited;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export async function freePorts(start, count) {
  const ports = [];
  for (let port = start; ports.length < count && port < start + 500; port++) if (await portIsFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`no ${count} free ports from ${start}`);
  return ports;
}

async function waitFor(check, what, child) {
  const started = Date.now();
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${what} exited early:\n${child.output()}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${READY_TIMEOUT_MS / 1000} s${child ? `:\n${child.output()}` : ""}`);
}

const healthy = async (url) => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3_000) })).status === 200;

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => socket.write("PING\r\n"));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * One production instance (`next start` on 127.0.0.1:port, or with `front` what `npm start` serves; its own process group), ready when
 * /api/health answers 200. Returns the child process, with .output() for its last lines.
 */
export async function startNext({ port, env = {}, name = "next", log, front = false }) {
  // front: as `npm start` serves it, behind its first-come-first-served front (scripts/next-start.mjs).
  const [command, args] = front ? npmStartCommand(port, "127.0.0.1") : [NEXT_BIN, nextStartArgs(port, "127.0.0.1")];
  const child = launch(command, args, {
    env: { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    name,
    log,
  });
  await waitFor(() => healthy(`http://127.0.0.1:${port}`), name, child);
  return child;
}

/** Stops a process started here (its whole group): SIGTERM, SIGKILL after 5 s. */
export { stopChild };

/** Installs Debian's redis-server and haproxy when missing. */
export function ensureClusterTools() {
  const result = spawnSync("bash", [path.join(ROOT, "scripts", "apt-install.sh"), "redis-server=redis-server", "haproxy=haproxy"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("installing redis-server and haproxy failed");
}

/** The deployment id the build in .next was made with (NEXT_DEPLOYMENT_ID at build time), or "". */
export function builtDeploymentId() {
  const file = path.join(ROOT, ".next", "required-server-files.json");
  if (!existsSync(file)) return "";
  return JSON.parse(readFileSync(file, "utf8")).config?.deploymentId ?? "";
}

/**
 * Uses the build in .next when there is one: every instance here runs that same build, so they
 * agree on it. Without one, builds with a deployment id (the git commit), as instances built
 * separately must. Returns the deployment id, or "" for a build made without one.
 */
export function ensureClusterBuild(log = console.log) {
  if (existsSync(path.join(ROOT, ".next", "BUILD_ID"))) return builtDeploymentId();
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout?.trim();
  const deploymentId = `afc-${commit || Date.now().toString(36)}`;
  log(`building with NEXT_DEPLOYMENT_ID=${deploymentId}…`);
  const result = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, NEXT_DEPLOYMENT_ID: deploymentId } });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status ?? result.signal})`);
  return deploymentId;
}

/** haproxy's own 503 (queue wait too long, or no instance up), in the API's shape and with Retry-After. */
const BUSY_RESPONSE = [
  "HTTP/1.1 503 Service Unavailable",
  "Content-Type: application/json",
  "Cache-Control: no-store",
  "Retry-After: 1",
  "Connection: close",
  "",
  BUSY_BODY,
  "",
].join("\r\n");

function haproxyConfig({ port, servers, maxconn, queueTimeoutMs, errorFile }) {
  return `global
  maxconn 4096
  log stderr format raw local0
defaults
  mode http
  # Only sessions that ended abnormally are logged (termination state, timers, status), so a
  # client that saw a reset can be matched to what haproxy saw: cluster.proxyLog().
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # An idle client connection is closed after 10 s. The instances' own "Keep-Alive: timeout=65"
  # (next start's 65 s, for the hop from haproxy) must not reach clients: told 65 s, a client keeps
  # an idle connection for a minute and, when busy, sends on it just as haproxy closes it ("other
  # side closed"). Without the hint, clients keep their own shorter idle time (Node's fetch: 4 s).
  timeout http-keep-alive 10s
  # A request waits in haproxy's queue for a free slot on an instance (maxconn below), not inside
  # Node; past queueTimeoutMs it is answered 503 with Retry-After (errorfile) instead of waiting on.
  timeout queue ${queueTimeoutMs}
  errorfile 503 ${errorFile}
  # A health check answers slowly under load: that is a busy instance, not a dead one.
  timeout check 5s
  # The client's address travels to the app in X-Forwarded-For: the app trusts 1 hop (TRUSTED_PROXY_HOPS=1).
  option forwardfor
  option redispatch
  retries 2
frontend web
  bind 127.0.0.1:${port}
  http-response del-header keep-alive
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  # Each instance gets at most maxconn requests at once; the rest wait in haproxy's queue, first come
  # first served. A Node process handed many more requests than its CPU can serve shares it so
  # evenly that some wait for seconds (bench:cart at 64 connections straight to one instance: p99
  # 5-6 s and requests timing out); behind this queue the same load has p99 under a second.
  default-server inter 1s fall 3 rise 1 maxconn ${maxconn}
${servers.map((s, i) => `  server app${i + 1} 127.0.0.1:${s} check`).join("\n")}
`;
}

/**
 * Starts Redis, `instances` Next servers (one after another, so one runs the migrations while
 * the next waits for it) and haproxy. `databaseUrl` is required. Returns handles for the tests.
 */
export async function startCluster({ databaseUrl, instances = 2, basePort = 4100, env = {}, log = () => {}, maxconnPerInstance = 8, queueTimeoutMs = 10_000 }) {
  // Without a PostgreSQL server: one instance on its own embedded PGlite folder, still behind
  // haproxy's queue (PGlite is one process's database, so it cannot be shared).
  if (!databaseUrl && instances !== 1) throw new Error("several instances need a PostgreSQL DATABASE_URL (PGlite cannot be shared between processes)");
  const [proxyPort, redisPort, ...appPorts] = await freePorts(basePort, instances + 2);
  const workDir = mkdtempSync(path.join(os.tmpdir(), "afc-cluster-"));
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const appEnv = {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: path.join(workDir, "pglite") }),
    REDIS_URL: redisUrl,
    TRUSTED_PROXY_HOPS: "1",
    ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true",
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || randomBytes(32).toString("base64"),
    ...env,
  };

  let redisProcess = null;
  const redis = {
    port: redisPort,
    url: redisUrl,
    async start() {
      redisProcess = launch(
        "redis-server",
        ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--maxmemory", "256mb", "--maxmemory-policy", "allkeys-lru"],
        { name: "redis", log },
      );
      await waitFor(() => redisPing(redisPort), "redis-server", redisProcess);
    },
    async stop() {
      await stopChild(redisProcess);
    },
  };

  const apps = appPorts.map((port, index) => {
    let child = null;
    const app = {
      name: `app${index + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      async start() {
        child = await startNext({ port, env: appEnv, name: app.name, log });
      },
      /** kill -9 (or another signal) of the whole instance. */
      async kill(signal = "SIGKILL") {
        await stopChild(child, signal);
      },
      output: () => child?.output() ?? "",
    };
    return app;
  });

  const configFile = path.join(workDir, "haproxy.cfg");
  const errorFile = path.join(workDir, "busy.http");
  writeFileSync(errorFile, BUSY_RESPONSE);
  writeFileSync(configFile, haproxyConfig({ port: proxyPort, servers: appPorts, maxconn: maxconnPerInstance, queueTimeoutMs, errorFile }));
  let proxy = null;
  const url = `http://127.0.0.1:${proxyPort}`;

  const stop = async () => {
    await stopChild(proxy);
    await Promise.all(apps.map((app) => app.kill("SIGTERM")));
    await redis.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await redis.start();
    log(`redis-server on ${redisPort}`);
    for (const app of apps) {
      await app.start();
      log(`${app.name} (next start) on ${app.port}`);
    }
    const haproxyBin = existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy";
    proxy = launch(haproxyBin, ["-f", configFile, "-db"], { name: "haproxy", log });
    await waitFor(() => healthy(url), "haproxy", proxy);
    log(`haproxy on ${proxyPort} → ${appPorts.join(", ")}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apps, redis, stop, env: appEnv, proxyLog: () => proxy?.output() ?? "" };
}
