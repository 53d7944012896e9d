// The assistant evaluation's development set (tests/fixtures/assistant-eval/dev.json, 240 shoppers'
// questions) through the real POST /api/assistant handler on a fresh test database: fails if the
// share answered right falls below the floor in tests/fixtures/assistant-eval/floor.json. This file
// never reads the held-out set (held-out.json): that one is measured only by npm run eval:assistant.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleAssistant } from "@/api-routes/assistant";
import { handleSyncGuest } from "@/api-routes/cart-sync";
import { getDb } from "@/lib/server/platform/db";
import { evaluateAll, formatMiss, formatSummary, summarise, type EvalSetFile } from "../fixtures/assistant-eval/eval";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

// The course tool reads LEARN's lessons through Next's data cache (lib/server/learn/cached-lessons.ts).
vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());

const folder = new URL("../fixtures/assistant-eval/", import.meta.url);
const dev = JSON.parse(readFileSync(new URL("dev.json", folder), "utf8")) as EvalSetFile;
const floor = JSON.parse(readFileSync(new URL("floor.json", folder), "utf8")) as { devAccuracyPercent: number };

const saved = { rate: process.env.ASSISTANT_RATE_LIMIT, model: process.env.ASSISTANT_BASE_URL };
beforeAll(async () => {
  await useFreshDatabase();
  process.env.ASSISTANT_RATE_LIMIT = "0"; // 240 questions from one client; the limit has its own test
  delete process.env.ASSISTANT_BASE_URL; // the built-in responder, never a model
  await getDb(); // migrate and seed here, so the test's own time is the questions'
});
afterAll(async () => {
  for (const [key, value] of [["ASSISTANT_RATE_LIMIT", saved.rate], ["ASSISTANT_BASE_URL", saved.model]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await dropFreshDatabase();
});

// It measures the responder, not the database: once, on the default engine (the PostgreSQL pass of
// the integration suite would only repeat the same minute).
describe.skipIf(engineName() === "postgres")(`the assistant evaluation, development set (${engineName()})`, () => {
  it(`answers at least ${floor.devAccuracyPercent} % of the ${dev.questions.length} development questions right`, { timeout: 120_000 }, async () => {
    expect(dev.set).toBe("dev");
    const results = await evaluateAll({ assistant: handleAssistant, syncGuest: handleSyncGuest }, dev.questions);
    const summary = summarise(results);
    console.log(formatSummary("dev", summary));
    const percent = summary.accuracy * 100;
    if (percent < floor.devAccuracyPercent) {
      console.log(results.filter((result) => !result.ok).map(formatMiss).join("\n"));
    }
    expect(percent, `dev accuracy ${percent.toFixed(1)} % is below the floor of ${floor.devAccuracyPercent} %`).toBeGreaterThanOrEqual(floor.devAccuracyPercent);
  });
});
