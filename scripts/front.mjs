// The front door of `npm start`: a small HTTP server in its own process that admits API requests
// to the Next server behind it first come, first served, at most FRONT_CONCURRENCY at a time.
//
// Why: with the embedded PGlite every query runs on Next's one thread. When 64 clients press at
// once, a plain `next start` answers most of them in a few hundred milliseconds but lets a few wait
// past 10 s (measured with `npm run bench:cart`: p99 5–6 s, 10–25 client timeouts in 10 s). The
// wait happens before any route handler runs, so no queue inside the app can order it. Admitting
// requests in arrival order from a second process (as haproxy's `maxconn` does in the cluster)
// bounds every wait; a request that has waited FRONT_QUEUE_TIMEOUT_MS is answered 503 with
// Retry-After instead of hanging. A slot is held until the response's headers arrive, so a
// streamed answer (the assistant's) does not keep others out once it has started.
import { readFileSync } from "node:fs";
import http from "node:http";
import { pipeline } from "node:stream";

/** The answer the app gives when its database queue is full (api-routes/http.ts), in one file for both. */
export const BUSY_BODY = JSON.stringify(JSON.parse(readFileSync(new URL("../lib/server/platform/busy-answer.json", import.meta.url), "utf8")));
export const RETRY_AFTER_S = 5;

// Connection-level headers belong to one hop and are not forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"]);

function forwardable(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

/**
 * Only the API waits its turn: that is where the database work is, and where a burst of shoppers
 * lands. Pages are prerendered or cached and files are static; a page load fires twenty or thirty
 * of them at once, and none of them should wait behind a queue of cart syncs.
 */
export const queued = (req) => req.url?.startsWith("/api/") ?? false;

/**
 * Starts the front on `port` (and `host`), forwarding to 127.0.0.1:`upstreamPort`.
 * The client's address is appended to X-Forwarded-For, so the app must trust one more hop.
 */
export function startFront({ port, host, upstreamPort, concurrency, queueTimeoutMs, keepAliveTimeoutMs }) {
  // Idle connections to Next are closed well before Next's own keep-alive timeout would close them
  // under a request.
  const agent = new http.Agent({ keepAlive: true, timeout: Math.min(30_000, keepAliveTimeoutMs / 2) });
  const waiting = []; // FIFO of functions that start a request
  let active = 0;

  function release() {
    active -= 1;
    while (active < concurrency && waiting.length) {
      active += 1;
      waiting.shift()();
    }
  }

  const forwardUnqueued = (req, res) => forward(req, res, () => {});

  function forward(req, res, onHeaders = release) {
    let released = false;
    const done = () => {
      if (!released) {
        released = true;
        onHeaders();
      }
    };
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request({
      host: "127.0.0.1",
      port: upstreamPort,
      method: req.method,
      path: req.url,
      headers: { ...forwardable(req.headers), "x-forwarded-for": forwardedFor },
      agent,
    });
    upstream.on("response", (answer) => {
      done();
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
      pipeline(answer, res, () => {});
    });
    upstream.on("error", () => {
      done();
      // Next not up yet (starting, restarting): the client may try again shortly.
      if (!res.headersSent) busy(res);
      else res.destroy();
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
      done();
    });
    pipeline(req, upstream, () => {});
  }

  function busy(res) {
    res.writeHead(503, { "content-type": "application/json", "retry-after": String(RETRY_AFTER_S), "cache-control": "no-store" });
    res.end(BUSY_BODY);
  }

  const server = http.createServer((req, res) => {
    if (!queued(req)) {
      forwardUnqueued(req, res);
      return;
    }
    if (active < concurrency) {
      active += 1;
      forward(req, res);
      return;
    }
    const start = () => {
      clearTimeout(timer);
      res.off("close", abandon);
      forward(req, res);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(start), 1);
      res.off("close", abandon);
      busy(res);
    }, queueTimeoutMs);
    const abandon = () => {
      clearTimeout(timer);
      const i = waiting.indexOf(start);
      if (i !== -1) waiting.splice(i, 1);
    };
    res.on("close", abandon);
    waiting.push(start);
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
  /** How many API requests wait in the queue now (for tests to wait on, instead of sleeping). */
  server.waitingCount = () => waiting.length;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
