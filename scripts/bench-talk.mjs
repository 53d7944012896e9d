#!/usr/bin/env node
// Reply latency in TALK against the production build (`npm run bench:talk`).
//
// Question: how long does posting a reply take, end to end (token check, rate checks, the thread
// row lock, insert, notification), at p50 and p95 over 200 replies?
//
// Runs inside scripts/with-auth-emulator.mjs (real tokens from the Auth emulator). Starts
// `next start` with a fresh PGlite folder and the per-IP API limit off (every request here comes
// from one address), makes 40 new members (a new account may post 5 replies an hour), starts one
// thread and posts 200 replies to it one after another, round-robin, timing each. Every reply must
// answer 201. Prints the figures and writes them to .data/bench-talk.json.
//
// Options (flags or env): --port N (BENCH_PORT, 3310), --replies N (BENCH_REPLIES, 200).
import { performance } from "node:perf_hooks";
import path from "node:path";
import { ROOT, ensureBuild, fmt, freePort, option, percentile, run, startServer, writeReport } from "./bench-lib.mjs";

const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const REPLIES_PER_NEW_MEMBER = 5;

async function signUp(index) {
  const response = await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${Date.now()}-${index}@example.com`, password: "bench-password-1", returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp ${response.status}`);
  return (await response.json()).idToken;
}

await run(async () => {
  if (!emulator) throw new Error("run through `npm run bench:talk` (needs the Auth emulator)");
  const replies = Number(option("replies", ["BENCH_REPLIES"], 200));
  ensureBuild();
  const port = await freePort(Number(option("port", ["BENCH_PORT"], 3310)));
  const { base } = await startServer(port, { env: { TALK_API_RATE_LIMIT_IP: "0", ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true" } });
  const tokens = await Promise.all(Array.from({ length: Math.ceil(replies / REPLIES_PER_NEW_MEMBER) + 1 }, (_, index) => signUp(index)));
  const post = (path, token, body) =>
    fetch(`${base}/api/talk${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const thread = await post("/threads", tokens[0], { category: "support", title: "Reply latency bench thread", body: "Measuring replies." });
  if (thread.status !== 201) throw new Error(`thread ${thread.status}: ${await thread.text()}`);
  const { id } = (await thread.json()).data;
  // All replies are timed, a member's first one too (it records them, as it does for real members).
  const timings = [];
  for (let n = 0; n < replies; n += 1) {
    const token = tokens[1 + Math.floor(n / REPLIES_PER_NEW_MEMBER)];
    const started = performance.now();
    const response = await post(`/threads/${id}/posts`, token, { body: `Reply number ${n + 1} to the bench thread.` });
    await response.text();
    timings.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`reply ${n + 1} answered ${response.status}`);
  }
  const result = {
    replies,
    p50Ms: Number(fmt(percentile(timings, 50))),
    p95Ms: Number(fmt(percentile(timings, 95))),
    p99Ms: Number(fmt(percentile(timings, 99))),
    meanMs: Number(fmt(timings.reduce((a, b) => a + b, 0) / timings.length)),
    maxMs: Number(fmt(Math.max(...timings))),
  };
  console.table([result]);
  writeReport(path.join(ROOT, ".data", "bench-talk.json"), result);
});
