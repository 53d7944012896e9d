// The catalogue CSV import's timing (issue 36 part 4: 10,000 rows in under 60 s on PGlite). Each
// run opens a fresh in-memory PGlite with the demo catalogue, writes a CSV of BENCH_CSV_ROWS rows
// (products of a single can and three multipacks, four rows each, every one new), then times the
// dry run and the applied import (one transaction) through lib/server/catalogue/csv-import.ts, as
// the API calls it; then the same file with every price changed (each product saved by the product
// editor's save), the other common bulk job. Prints each run and the medians (p50) of
// BENCH_CSV_RUNS runs.
// Usage: npx tsx --conditions=react-server scripts/bench-csv-import.ts
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { CsvRecord } from "@/lib/catalogue/csv/columns";
import { recordsCsvText } from "@/lib/catalogue/csv/write";
import { importCatalogueCsv } from "@/lib/server/catalogue/csv-import";
import { closeDb, getDb } from "@/lib/server/platform/db";
import { products } from "@/lib/server/schema";

process.env.PGLITE_DATA_DIR = "memory://";
process.env.DEMO_DATA = "true";
const ROWS = Number(process.env.BENCH_CSV_ROWS || 10_000);
const RUNS = Number(process.env.BENCH_CSV_RUNS || 3);
const member = { uid: "bench-csv", email: "bench@example.com" };
const PACKS = [4, 12, 24];

/** A new 330 ml can: its single row and three multipacks. */
function productRows(run: number, index: number): CsvRecord[] {
  const sku = `AF-BENCH-${run}-${String(index).padStart(5, "0")}`;
  const product: Omit<CsvRecord, "pack_kind" | "pack_sku" | "pack_units" | "price"> = {
    product_sku: sku,
    name: `Bench Pale ${run}-${index}`,
    brand: "Benchmark Brewing",
    category: "alcohol-free-lagers",
    also_categories: "alcohol-free-organic-beers",
    container: "can",
    size_ml: "330",
    abv: "0.5",
    vat: "yes",
    description: "A crisp pale lager brewed for the import benchmark, with a clean bitter finish and a soft malt body.",
    tasting_notes: "Bread, lemon peel, a clean bitter finish",
    ingredients: "Water, barley malt, hops, yeast.",
    allergens: "Contains barley (gluten)",
    energy_kcal_per_100ml: "18",
    sugars_g_per_100ml: "2.1",
    origin: "Kent, England",
    seo_title: "",
    seo_description: "",
    stands_in_for: "lager",
    good_with: "pizza|burgers",
    sweetness: "dry",
    body: "light",
    dietary: "vegan",
    serve: "Ice cold, straight from the fridge.",
    published: "no",
  };
  return [
    { ...product, pack_kind: "single", pack_sku: sku, pack_units: "1", price: "1.99" },
    ...PACKS.map((units) => ({ ...product, pack_kind: "multipack", pack_sku: `${sku}-MP${units}`, pack_units: String(units), price: (units * 1.79).toFixed(2) })),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dryRuns: number[] = [];
const applies: number[] = [];
const repricings: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  await closeDb();
  const db = await getDb(); // migrated and seeded here, outside the timings
  const before = (await db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
  const records = Array.from({ length: Math.ceil(ROWS / (PACKS.length + 1)) }, (_, index) => productRows(run, index)).flat().slice(0, ROWS);
  const text = recordsCsvText(records);

  let started = performance.now();
  const dry = await importCatalogueCsv(member, text, { apply: false });
  dryRuns.push(performance.now() - started);
  if (dry.plan.fileProblem || dry.plan.rowCounts.create !== records.length) throw new Error(`unexpected dry run: ${JSON.stringify(dry.plan.fileProblem ?? dry.plan.rowCounts)}`);

  started = performance.now();
  const applied = await importCatalogueCsv(member, text, { apply: true });
  applies.push(performance.now() - started);
  const after = (await db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;
  if (!applied.applied || after - before !== dry.plan.productCounts.create) throw new Error(`import not applied: ${after - before} products written`);

  const repriced = recordsCsvText(records.map((record) => ({ ...record, price: (Number(record.price) + 0.1).toFixed(2) })));
  started = performance.now();
  const changed = await importCatalogueCsv(member, repriced, { apply: true });
  repricings.push(performance.now() - started);
  if (!changed.applied || changed.plan.rowCounts.change !== records.length) throw new Error(`repricing not applied: ${JSON.stringify(changed.plan.rowCounts)}`);
  console.log(
    `run ${run}: ${records.length} rows (${dry.plan.productCounts.create} products, ${(text.length / 1024 / 1024).toFixed(1)} MB) ` +
      `dry run ${seconds(dryRuns.at(-1)!)}, applied (create) ${seconds(applies.at(-1)!)}, every price changed ${seconds(repricings.at(-1)!)}`,
  );
}
console.log(
  `p50 of ${RUNS}: dry run ${seconds(median(dryRuns))}, applied (create) ${seconds(median(applies))}, every price changed ${seconds(median(repricings))} (target: under 60 s)`,
);
await closeDb();
