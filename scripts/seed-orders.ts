// npm run seed:orders -- <count> [--days 120] [--batch 1000]: adds <count> synthetic orders to the
// database the site uses (PGlite at PGLITE_DATA_DIR, default .data/pglite, or the PostgreSQL server
// of DATABASE_URL), for the back office at scale (docs/back-office.md, "Scale"). Stop a running
// PGlite site first: PGlite has no lock, and two processes on one folder corrupt it.
//
// Every order is one a shopper could have placed: 1–6 lines of the seed catalogue in full boxes,
// priced with the cart's own maths (lib/cart), invented UK customers (@example.com, phones in
// Ofcom's drama range), placed over the last 120 days and moved along the lifecycle
// (lib/orders/lifecycle.ts) as far as its age allows: paid, packed, dispatched with a well-formed
// tracking number, delivered; a few cancelled, abandoned or refunded (scripts/seed-orders-data.ts).
// Each order gets its timeline (order_events), its refunds and the staff activity behind them.
// Stock is never taken: the shop's products are left as they are.
//
// Rows go in as multi-row INSERTs (1,000 orders a statement, each statement's rows as one JSON
// parameter), one transaction per batch, then VACUUM ANALYZE so the planner sees the new rows at
// once (and PostgreSQL's visibility map lets counts use index-only scans).
import { performance } from "node:perf_hooks";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { closeDb, dbDialect, getDb } from "@/lib/server/platform/db";
import { orderEvents, orderRefunds, orders, staffActivity } from "@/lib/server/schema";
import { orderFactory, orderTimes, type SeedOrder } from "./seed-orders-data";

const USAGE = [
  "usage: npm run seed:orders -- <count> [--days 120] [--batch 1000]",
  "  Adds <count> synthetic orders (1 to 1,000,000) to the site's database: PGlite at PGLITE_DATA_DIR",
  "  (default .data/pglite), or the PostgreSQL server of DATABASE_URL.",
  "  Stop a running PGlite site first (PGlite has no lock: two processes on one folder corrupt it).",
].join("\n");

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

function parseArgs(argv: string[]) {
  let count: number | null = null;
  let days = 120;
  let batch = 1000;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const raw = argv[++i];
      const n = Number(raw);
      if (raw === undefined || !Number.isInteger(n) || n < 1) usage(`${arg} needs a whole number, got ${raw ?? "nothing"}`);
      return n;
    };
    if (arg === "--days") days = value();
    else if (arg === "--batch") batch = value();
    else if (arg === "--help" || arg === "-h") usage();
    else if (/^\d+$/.test(arg.replace(/[_,]/g, "")) && count === null) count = Number(arg.replace(/[_,]/g, ""));
    else usage(`unexpected argument: ${arg}`);
  }
  if (count === null || count < 1 || count > 1_000_000) usage(count === null ? undefined : `count must be 1 to 1,000,000, got ${count}`);
  if (days > 3650) usage(`--days must be at most 3650, got ${days}`);
  if (batch > 10_000) usage(`--batch must be at most 10,000, got ${batch}`);
  return { count, days, batch };
}

/** Rows of one table a statement. */
const ROWS_PER_STATEMENT = 1000;
const chunks = <T>(rows: T[], size = ROWS_PER_STATEMENT): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * One multi-row INSERT of `rows` (objects keyed by the table's Drizzle property names, all with the
 * same keys) sent as a single JSON parameter and unpacked by jsonb_to_recordset, in array order
 * (so identity ids follow it). Column names and types come from the Drizzle schema. Three times
 * faster on PGlite than binding every value (27,000 parameters for 1,000 orders), and no limit on
 * rows per statement.
 */
function insertRows(table: PgTable, rows: readonly object[], returning?: string): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]);
  for (const key of keys) if (!columns[key]) throw new Error(`no column for ${key}`);
  const quoted = keys.map((key) => `"${key}"`);
  const into = keys.map((key) => `"${columns[key].name}"`).join(", ");
  const types = keys.map((key, i) => `${quoted[i]} ${columns[key].getSQLType()}`).join(", ");
  return sql`INSERT INTO ${table} (${sql.raw(into)}) SELECT ${sql.raw(quoted.map((q) => `r.${q}`).join(", "))} FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS (${sql.raw(types)})) WITH ORDINALITY AS r(${sql.raw(quoted.join(", "))}, "n") ORDER BY r."n"${sql.raw(returning ? ` RETURNING ${returning}` : "")}`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const { count, days, batch } = parseArgs(process.argv.slice(2));
const target = dbDialect() === "postgres" ? `PostgreSQL (${new URL(process.env.DATABASE_URL!).host})` : `PGlite (${process.env.PGLITE_DATA_DIR || ".data/pglite"})`;
console.log(`seed:orders: ${count.toLocaleString("en-GB")} orders over the last ${days} days into ${target}`);

const db = await getDb();
const now = Date.now();
const times = orderTimes(count, days, now);
const seedOrder = orderFactory({ expectedOrders: count, now });
const totals = { orders: 0, events: 0, refunds: 0, activity: 0 };
const started = performance.now();
let generateMs = 0;
let lastReport = started;

for (let offset = 0; offset < count; offset += batch) {
  const generating = performance.now();
  const seeded: SeedOrder[] = times.slice(offset, offset + batch).map((at) => seedOrder(at));
  generateMs += performance.now() - generating;
  await db.transaction(async (tx) => {
    const numbers = new Map<string, number>();
    for (const rows of chunks(seeded.map((s) => s.order))) {
      const inserted = rowsOf<{ id: string; number: number }>(await tx.execute(insertRows(orders, rows, "id, number")));
      for (const row of inserted) numbers.set(row.id, Number(row.number));
    }
    // Timelines in order (the timeline reads by id), then refunds and the activity log.
    for (const rows of chunks(seeded.flatMap((s) => s.events), 10_000)) await tx.execute(insertRows(orderEvents, rows));
    for (const rows of chunks(seeded.flatMap((s) => s.refunds))) await tx.execute(insertRows(orderRefunds, rows));
    const activity = seeded
      .flatMap((s) => s.activity)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(({ orderId, ...entry }) => ({ ...entry, orderId, subject: formatOrderNumber(numbers.get(orderId)!) }));
    for (const rows of chunks(activity, 10_000)) await tx.execute(insertRows(staffActivity, rows));
    totals.events += seeded.reduce((n, s) => n + s.events.length, 0);
    totals.refunds += seeded.reduce((n, s) => n + s.refunds.length, 0);
    totals.activity += activity.length;
  });
  totals.orders += seeded.length;
  if (performance.now() - lastReport > 5_000 || totals.orders === count) {
    lastReport = performance.now();
    const seconds = (lastReport - started) / 1000;
    console.log(`  ${totals.orders.toLocaleString("en-GB")} orders, ${Math.round(totals.orders / seconds).toLocaleString("en-GB")} orders/s`);
  }
}
const insertSeconds = (performance.now() - started) / 1000;

const analyzing = performance.now();
for (const table of ["orders", "order_events", "order_refunds", "staff_activity"]) await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
const analyzeSeconds = (performance.now() - analyzing) / 1000;

const rows = totals.orders + totals.events + totals.refunds + totals.activity;
const mixRows = await db
  .select({ status: orders.status, paymentMethod: orders.paymentMethod, n: sql<number>`count(*)::int` })
  .from(orders)
  .groupBy(orders.status, orders.paymentMethod)
  .orderBy(orders.status, orders.paymentMethod);
console.log(
  `inserted ${totals.orders.toLocaleString("en-GB")} orders, ${totals.events.toLocaleString("en-GB")} timeline events, ` +
    `${totals.refunds.toLocaleString("en-GB")} refunds and ${totals.activity.toLocaleString("en-GB")} activity entries in ${insertSeconds.toFixed(1)} s ` +
    `(${Math.round(totals.orders / insertSeconds).toLocaleString("en-GB")} orders/s, ${Math.round(rows / insertSeconds).toLocaleString("en-GB")} rows/s; ` +
    `${(generateMs / 1000).toFixed(1)} s of it building them); VACUUM ANALYZE ${analyzeSeconds.toFixed(1)} s`,
);
console.log("orders in the database now, by status and payment:");
for (const row of mixRows) console.log(`  ${row.status.padEnd(16)} ${row.paymentMethod.padEnd(14)} ${String(row.n).padStart(8)}`);
await closeDb();
process.exit(0);
