#!/usr/bin/env node
// How the production build is served, in one place: `next start` with a keep-alive timeout longer
// than a load balancer's idle timeout (usually 60 s). With Node's default of 5 s, a connection the
// balancer (or a client) reuses just as the server closes it for being idle loses its request.
//   node scripts/next-start.mjs -p PORT [-H HOST]     (npm start, the browser tests, benches, cluster)
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const NEXT_BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin", "next");

/** Arguments for `next` that start the production server on `port` (and `host`). */
export function nextStartArgs(port, host) {
  return ["start", "-p", String(port), ...(host ? ["-H", host] : []), "--keepAliveTimeout", String(KEEP_ALIVE_TIMEOUT_MS)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const value = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const child = spawn(NEXT_BIN, nextStartArgs(value("-p") ?? process.env.PORT ?? 3000, value("-H")), { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
