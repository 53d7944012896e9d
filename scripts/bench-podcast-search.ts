// npm run bench:podcast-search: 100 podcast searches (real words, transcript-only words, misspellings
// and nonsense) against a fresh in-memory database with the shipped feeds; prints p50 and p95.
import { performance } from "node:perf_hooks";
process.env.PGLITE_DATA_DIR ??= "memory://";
const { closeDb, getDb } = await import("@/lib/server/platform/db");
const { searchPodcasts } = await import("@/lib/server/podcasts/queries");

const WORDS = ["sleep", "marathon", "marathan", "kipper", "shrub", "ginger", "lido", "christmas", "chrismas", "moderation", "label", "tempranillo", "dry run", "syrup", "parkrun", "recovery", "brewery", "ice", "spinning cone", "zzqxv"];
await getDb();
await searchPodcasts("warm up");
const times: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const started = performance.now();
  await searchPodcasts(WORDS[i % WORDS.length]);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(`podcast search, ${times.length} queries on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
await closeDb();
