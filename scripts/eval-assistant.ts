// npm run eval:assistant [-- --set dev|held-out|both] [--misses N] [--json FILE] [--with-model]
// The assistant evaluation (issue 27, docs/assistant-eval.md): asks every question of the
// development set, the held-out set or both through POST /api/assistant's handler in-process, on a
// fresh in-memory PGlite database, and prints accuracy overall and by intent, the misses (question,
// what was expected, what was answered) and answer latency p50/p95. It reports; it always exits 0.
// Without --with-model, ASSISTANT_BASE_URL is ignored so the built-in responder is measured.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// `server-only` throws unless the react-server condition is on (npm run eval:assistant sets it);
// run as plain `tsx scripts/eval-assistant.ts`, start again with it.
const marker = "server-only";
try {
  await import(marker);
} catch (error) {
  if (process.env.AFC_EVAL_RESPAWNED) throw error;
  const again = spawnSync(process.execPath, [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)], { stdio: "inherit", env: { ...process.env, AFC_EVAL_RESPAWNED: "1" } });
  if (again.status !== 0) console.error(`eval-assistant stopped (${again.status ?? again.signal})`);
  process.exit(0);
}

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const which = option("--set") ?? "both";
if (!["dev", "held-out", "both"].includes(which)) {
  console.error("usage: npm run eval:assistant -- [--set dev|held-out|both] [--misses N] [--json FILE] [--with-model]");
  process.exit(0);
}
const missLimit = Number(option("--misses") ?? Infinity);
const jsonOut = option("--json");

// A fresh embedded database, set before any database module is imported; no rate limit.
delete process.env.DATABASE_URL;
process.env.PGLITE_DATA_DIR = "memory://";
process.env.ASSISTANT_RATE_LIMIT = "0";
process.env.MAIL_OUTBOX_DIR ??= join(process.env.TMPDIR ?? "/tmp", "afc-eval-outbox");
if (!argv.includes("--with-model")) delete process.env.ASSISTANT_BASE_URL;

const { evaluateAll, formatMiss, formatSummary, summarise } = await import("../tests/fixtures/assistant-eval/eval");
type EvalSetFile = import("../tests/fixtures/assistant-eval/eval").EvalSetFile;
const { handleAssistant } = await import("@/api-routes/assistant");
const { handleSyncGuest } = await import("@/api-routes/cart-sync");
const { closeDb, getDb } = await import("@/lib/server/platform/db");

const folder = join(dirname(fileURLToPath(import.meta.url)), "../tests/fixtures/assistant-eval");
const sets = (which === "both" ? ["dev", "held-out"] : [which]).map((name) => JSON.parse(readFileSync(join(folder, `${name}.json`), "utf8")) as EvalSetFile);

const loadStarted = performance.now();
await getDb();
console.log(`assistant evaluation on PGlite (memory), ${process.env.ASSISTANT_BASE_URL ? "model path" : "built-in responder"}; database ready in ${(performance.now() - loadStarted).toFixed(0)} ms`);
const handlers = { assistant: handleAssistant, syncGuest: handleSyncGuest };
// One unmeasured question first, so the first measured answer does not pay for warming up.
await evaluateAll(handlers, [{ id: "warm-up", intent: "warm-up", question: "a red wine under £10", expect: {} }]);

const report: Record<string, unknown> = {};
const everything: Awaited<ReturnType<typeof evaluateAll>> = [];
for (const set of sets) {
  const results = await evaluateAll(handlers, set.questions);
  everything.push(...results);
  const summary = summarise(results);
  report[set.set] = summary;
  const misses = results.filter((result) => !result.ok);
  console.log(`\n=== ${set.set}: misses (${misses.length}) ===`);
  for (const miss of misses.slice(0, missLimit)) console.log(formatMiss(miss));
  console.log(`\n${formatSummary(set.set, summary)}`);
}
if (sets.length > 1) {
  const summary = summarise(everything);
  report.both = summary;
  console.log(`\n${formatSummary("both", summary)}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2));
await closeDb();
process.exit(0);
