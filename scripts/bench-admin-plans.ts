// Part of `npm run bench:admin` (scripts/bench-admin.mjs), run by it with
// `tsx --conditions=react-server` against the freshly seeded database while no server has it open
// (PGlite has no lock). Two jobs:
//   1. Samples for the bench's requests: random order references, email fragments, outward
//      postcodes and in-stock products (for cart syncs), read from the database itself.
//   2. The query plans behind the back office's reads: it runs the real lib/server/admin/queue.ts
//      and order-detail.ts for each measured request, records every SQL statement they send (by
//      wrapping the driver's query()), and runs EXPLAIN (ANALYZE, BUFFERS) of each with the same
//      parameters. So the plans are always those of the code as it is, not a copy of its SQL.
// Usage: tsx --conditions=react-server scripts/bench-admin-plans.ts <out.json>
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { and, eq, gt, sql } from "drizzle-orm";
import { ADMIN_TABS, type QueueQuery } from "@/lib/admin/contract";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { adminOrderDetail } from "@/lib/server/admin/order-detail";
import { adminDashboard, orderQueue } from "@/lib/server/admin/queue";
import { closeDb, dbDialect, getDb } from "@/lib/server/platform/db";
import { orders, productPacks, products } from "@/lib/server/schema";

interface Driver {
  query(text: unknown, params?: unknown[], ...rest: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
interface Statement {
  text: string;
  params: unknown[];
}

const out = process.argv[2];
if (!out) {
  console.error("usage: tsx --conditions=react-server scripts/bench-admin-plans.ts <out.json>");
  process.exit(2);
}
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES || 100);

const db = await getDb();
const driver = (db as unknown as { $client: Driver }).$client;
const send = driver.query.bind(driver);
let recording: Statement[] | null = null;
// PGlite: query(text, params, options); node-postgres Pool: query({ text, … }, params).
driver.query = (text: unknown, params?: unknown[], ...rest: unknown[]) => {
  const sqlText = typeof text === "string" ? text : (text as { text: string }).text;
  recording?.push({ text: sqlText, params: params ?? [] });
  return send(text, params, ...rest);
};

// --- Samples -------------------------------------------------------------------------------------

const orderCount = (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
const sampled = await db
  .select({ number: orders.number, email: orders.email, postcodeKey: orders.postcodeKey })
  .from(orders)
  .orderBy(sql`random()`)
  .limit(SAMPLES);
if (!sampled.length) throw new Error("no orders in the database: seed it first");
const references = sampled.map((row) => formatOrderNumber(row.number));
/** What staff type for an email: the whole address, or a piece of the name part ("edwards52"). */
const emails = sampled.map((row, i) => {
  const local = row.email.split("@")[0];
  if (i % 3 === 0) return row.email;
  const start = Math.floor(Math.random() * Math.max(1, local.length - 6));
  return local.slice(start, start + 6 + Math.floor(Math.random() * 5));
});
/** Outward codes ("SW1A", "LS6"): the postcode key without its three-character inward code. */
const outwards = sampled.map((row) => (row.postcodeKey ?? "").slice(0, -3)).filter(Boolean);

const productRows = await db
  .select({ sku: products.sku, pricePence: products.pricePence, packSku: productPacks.multipackSku, packPricePence: productPacks.pricePence })
  .from(products)
  .leftJoin(productPacks, eq(productPacks.productId, products.id))
  .where(and(eq(products.active, true), gt(products.stock, 100)));
const catalogue = new Map<string, { sku: string; pricePence: number; packs: { multipackSKU: string; pricePence: number }[] }>();
for (const row of productRows) {
  const product = catalogue.get(row.sku) ?? { sku: row.sku, pricePence: row.pricePence, packs: [] };
  if (row.packSku && row.packPricePence !== null) product.packs.push({ multipackSKU: row.packSku, pricePence: row.packPricePence });
  catalogue.set(row.sku, product);
}

// --- Plans ---------------------------------------------------------------------------------------

const reference = references[0];
const targets: { name: string; run: () => Promise<unknown> }[] = [
  ...ADMIN_TABS.map((tab) => ({ name: `tab ${tab}`, run: () => orderQueue({ tab, page: 1 }) })),
  { name: "search reference", run: () => orderQueue({ tab: "delivered", q: reference, page: 1 } satisfies QueueQuery) },
  { name: "search email", run: () => orderQueue({ tab: "delivered", q: emails[1], page: 1 }) },
  { name: "search postcode", run: () => orderQueue({ tab: "delivered", q: outwards[0], page: 1 }) },
  { name: "order", run: () => adminOrderDetail(reference) },
  { name: "dashboard", run: () => adminDashboard() },
];

const INDEX = /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) ("?[\w.]+"?)/g;
const plans: { target: string; sql: string; params: unknown[]; plan: string; indexes: string[]; executionMs: number | null }[] = [];
const seen = new Set<string>();
for (const target of targets) {
  recording = [];
  await target.run(); // warm: the plan below is of a warm cache, as the measured requests are
  recording = [];
  const started = performance.now();
  await target.run();
  const ms = performance.now() - started;
  const statements = recording;
  recording = null;
  console.log(`[plans] ${target.name}: ${statements.length} statements, ${ms.toFixed(1)} ms in-process`);
  for (const statement of statements) {
    const key = `${statement.text}\u0000${JSON.stringify(statement.params)}`;
    if (seen.has(key)) continue; // the same counts query serves every tab: explained once
    seen.add(key);
    const result = await send(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
    const plan = result.rows.map((row) => String(Object.values(row)[0])).join("\n");
    const execution = /Execution Time: ([\d.]+) ms/.exec(plan);
    plans.push({
      target: target.name,
      sql: statement.text,
      params: statement.params,
      plan,
      indexes: [...new Set([...plan.matchAll(INDEX)].map((m) => m[1].replace(/"/g, "")))],
      executionMs: execution ? Number(execution[1]) : null,
    });
  }
}

writeFileSync(
  out,
  JSON.stringify({ engine: dbDialect(), orderCount, samples: { references, emails, outwards, products: [...catalogue.values()] }, plans }, null, 2),
);
await closeDb();
process.exit(0);
