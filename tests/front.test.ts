import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM script without types
import { BUSY_BODY, RETRY_AFTER_S, startFront } from "../scripts/front.mjs";

// scripts/front.mjs, the queue `npm start` puts in front of Next, against a real upstream server
// whose answers the test releases by hand.

interface Held {
  path: string;
  forwardedFor: string | undefined;
  answer: (status?: number, body?: string) => void;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: http.Server, port = 0): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** An upstream that holds every request until the test answers it. */
async function heldUpstream() {
  const held: Held[] = [];
  const arrived: ((h: Held) => void)[] = [];
  const server = http.createServer((req, res) => {
    const entry: Held = {
      path: req.url ?? "",
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
      answer: (status = 200, body = `answer for ${req.url}`) => {
        res.writeHead(status, { "content-type": "text/plain", "set-cookie": ["a=1", "b=2"] });
        res.end(body);
      },
    };
    held.push(entry);
    arrived.shift()?.(entry);
  });
  const port = await listen(server);
  const next = () => new Promise<Held>((resolve) => arrived.push(resolve));
  return { port, held, next };
}

type Front = http.Server & { waitingCount: () => number };
let lastFront: Front;

async function front(upstreamPort: number, concurrency: number, queueTimeoutMs = 5_000) {
  const server: Front = await startFront({ port: 0, host: "127.0.0.1", upstreamPort, concurrency, queueTimeoutMs, keepAliveTimeoutMs: 65_000 });
  servers.push(server);
  lastFront = server;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The front holds exactly `count` API requests in its queue: waited for, never slept on. */
const queuedAtFront = (count: number) => until(() => lastFront.waitingCount() === count);

/** Waits until `condition` holds (a request reached the upstream), however loaded the machine is. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the upstream");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the front of npm start", () => {
  it("lets at most `concurrency` API requests through and admits the rest in arrival order", async () => {
    const upstream = await heldUpstream();
    const base = await front(upstream.port, 2);
    const answers: Promise<Response>[] = [];
    // Every step waits for what it needs (a request at the upstream, or held in the front's queue),
    // so a busy machine (a build alongside) cannot fail the test, and nothing sleeps.
    for (const name of ["a", "b"]) {
      answers.push(fetch(`${base}/api/${name}`));
      await until(() => upstream.held.length === answers.length);
    }
    for (const [i, name] of ["c", "d", "e"].entries()) {
      answers.push(fetch(`${base}/api/${name}`));
      await queuedAtFront(i + 1);
    }
    expect(upstream.held.map((h) => h.path)).toEqual(["/api/a", "/api/b"]);
    upstream.held[1].answer();
    await until(() => upstream.held.length === 3);
    await queuedAtFront(2);
    expect(upstream.held.map((h) => h.path)).toEqual(["/api/a", "/api/b", "/api/c"]);
    upstream.held[0].answer();
    upstream.held[2].answer();
    await until(() => upstream.held.length === 5);
    expect(upstream.held.map((h) => h.path)).toEqual(["/api/a", "/api/b", "/api/c", "/api/d", "/api/e"]);
    upstream.held.slice(3).forEach((h) => h.answer());
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(bodies).toEqual(["/api/a", "/api/b", "/api/c", "/api/d", "/api/e"].map((path) => `answer for ${path}`));
  });

  it("passes status, headers and body through and appends the client's address to X-Forwarded-For", async () => {
    const upstream = await heldUpstream();
    const base = await front(upstream.port, 1);
    const answer = fetch(`${base}/api/x`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    (await upstream.next()).answer(404, "not here");
    const res = await answer;
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("not here");
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(upstream.held[0].forwardedFor).toBe("203.0.113.9, 127.0.0.1");
  });

  it("answers 503 with Retry-After to a request that waited past the queue timeout, and forwards nothing for it", async () => {
    const upstream = await heldUpstream();
    const base = await front(upstream.port, 1, 300);
    const first = fetch(`${base}/api/first`);
    await upstream.next();
    const started = Date.now();
    const shed = await fetch(`${base}/api/second`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
    expect(await shed.text()).toBe(BUSY_BODY);
    upstream.held[0].answer();
    expect((await first).status).toBe(200);
    // The shed request left the queue when it was answered, so it can never be forwarded later.
    expect(lastFront.waitingCount()).toBe(0);
    expect(upstream.held.map((h) => h.path)).toEqual(["/api/first"]);
  });

  it("frees a slot when the response's headers arrive, so a streamed answer does not hold the queue", async () => {
    let finish: (() => void) | undefined;
    const upstream = http.createServer((req, res) => {
      if (req.url === "/api/assistant/chat") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write("data: Hello");
        finish = () => res.end("\n\n");
      } else res.end("next");
    });
    const base = await front(await listen(upstream), 1);
    const stream = await fetch(`${base}/api/assistant/chat`);
    expect(stream.status).toBe(200);
    const next = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    expect(await next.text()).toBe("next");
    finish?.();
    expect(await stream.text()).toBe("data: Hello\n\n");
  });

  it("lets pages and files straight through while the API queue is full", async () => {
    const upstream = await heldUpstream();
    const base = await front(upstream.port, 1);
    const api = fetch(`${base}/api/slow`);
    await upstream.next();
    const page = fetch(`${base}/shop`);
    const file = fetch(`${base}/_next/static/chunks/app.js`);
    // Both reach the upstream while the one API slot is still taken (a queued page would time this out).
    await until(() => upstream.held.length === 3);
    expect(lastFront.waitingCount()).toBe(0);
    expect(upstream.held.map((h) => h.path).sort()).toEqual(["/_next/static/chunks/app.js", "/api/slow", "/shop"]);
    upstream.held.forEach((h) => h.answer());
    expect((await Promise.all([api, page, file])).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("answers 503 with Retry-After while Next is not listening yet", async () => {
    const probe = http.createServer();
    const freePort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const base = await front(freePort, 4);
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
  });
});
