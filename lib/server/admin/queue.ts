import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  ADMIN_TAB_STATUSES,
  ADMIN_TABS,
  type AdminOrderQueue,
  type AdminOrderSummary,
  type AdminTab,
  type QueueQuery,
} from "@/lib/admin/contract";
import { moneyFromGross } from "@/lib/cart/money";
import { formatOrderNumber, type OrderStatus } from "@/lib/checkout/contract";
import { getDb } from "../platform/db";
import { orders } from "../schema";
import { parseSearch, ukDayStart } from "@/lib/admin/search";
import type { AdminDashboardFigures } from "@/lib/admin/products";
import { lowStockFigures } from "./products";

// The back office's order queue and dashboard. Every read is one indexed query (docs/back-office.md
// "Scale"): a tab is a range of orders_status_created_idx, a reference is orders_number_idx, a
// postcode a range of orders_postcode_key_idx and an email a trigram match on
// orders_email_trgm_idx; the tab counts are one GROUP BY over the same filters.

const total = sql<number>`(${orders.amounts}->'totalPrice'->>'gross')::int`;

/** The filters of a query other than its tab: search, date range, payment method. */
function filters(query: QueueQuery): SQL[] {
  const where: SQL[] = [];
  const search = parseSearch(query.q);
  if (search?.kind === "reference") where.push(eq(orders.number, search.number));
  // A district ("M2") matches its own postcodes (M2 + a three-character inward code), not M20–M29's.
  if (search?.kind === "postcode") where.push(sql`${orders.postcodeKey} LIKE ${search.outwardOnly ? `${search.key}___` : search.key}`);
  if (search?.kind === "email") where.push(sql`lower(${orders.email}) LIKE ${`%${search.text.replace(/[\\%_]/g, "\\$&")}%`}`);
  if (search?.kind === "nothing") where.push(sql`false`);
  if (query.from) where.push(gte(orders.createdAt, sql`${ukDayStart(query.from)}`));
  if (query.to) where.push(lt(orders.createdAt, sql`${ukDayStart(query.to, 1)}`));
  if (query.payment) where.push(eq(orders.paymentMethod, query.payment));
  return where;
}

function tabOf(status: OrderStatus): AdminTab | undefined {
  return ADMIN_TABS.find((tab) => ADMIN_TAB_STATUSES[tab].includes(status));
}

/** One page of a tab of the queue, with every tab's count for the same search and filters. */
export async function orderQueue(query: QueueQuery): Promise<AdminOrderQueue> {
  const db = await getDb();
  const where = filters(query);
  const countRows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...where))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ADMIN_TABS.map((tab) => [tab, 0])) as Record<AdminTab, number>;
  for (const row of countRows) {
    const tab = tabOf(row.status);
    if (tab) counts[tab] += row.count;
  }
  const inTab = counts[query.tab];
  const pageCount = Math.max(1, Math.ceil(inTab / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = inTab
    ? await db
        .select({
          number: orders.number,
          createdAt: orders.createdAt,
          email: orders.email,
          firstName: sql<string>`${orders.deliveryAddress}->>'firstName'`,
          lastName: sql<string>`${orders.deliveryAddress}->>'lastName'`,
          postcode: sql<string>`${orders.deliveryAddress}->>'postcode'`,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paidAt: orders.paidAt,
          total,
          refundedPence: orders.refundedPence,
          boxes: orders.boxes,
        })
        .from(orders)
        .where(and(inArray(orders.status, [...ADMIN_TAB_STATUSES[query.tab]]), ...where))
        // To pack: oldest first, the order they should leave in; every other tab: newest first.
        .orderBy(...(query.tab === "toPack" ? [asc(orders.createdAt), asc(orders.number)] : [desc(orders.createdAt), desc(orders.number)]))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE)
    : [];
  const summaries: AdminOrderSummary[] = rows.map((row) => ({
    reference: formatOrderNumber(row.number),
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
    postcode: row.postcode ?? "",
    status: row.status,
    paymentMethod: row.paymentMethod,
    paid: row.paidAt !== null,
    total: moneyFromGross(row.total),
    refundedPence: row.refundedPence,
    boxCount: Object.values(row.boxes).reduce((sum, count) => sum + count, 0),
  }));
  return { query: { ...query, page }, counts, orders: summaries, total: inTab, pageCount };
}

/** /admin's numbers for today (UK day), and the products at or under their low-stock threshold. */
export async function adminDashboard(now = new Date()): Promise<AdminDashboardFigures> {
  const db = await getDb();
  const todayStart = ukDayStart(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now));
  const [toPack] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, [...ADMIN_TAB_STATUSES.toPack]));
  // Placed today: every order but card orders whose payment never arrived.
  const [today] = await db
    .select({ count: sql<number>`count(*)::int`, value: sql<number>`coalesce(sum(${total}), 0)::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, sql`${todayStart}`), sql`NOT (${orders.paymentMethod} = 'stripe' AND ${orders.paidAt} IS NULL)`));
  // One query per status, each the first row of its range of orders_status_created_idx: a single
  // "status IN (…) ORDER BY created_at" walks the date index past every delivered order instead.
  const firsts = await Promise.all(
    (["placed", "paid", "packed"] as const).map((status) =>
      db
        .select({ number: orders.number, createdAt: orders.createdAt, status: orders.status })
        .from(orders)
        .where(eq(orders.status, status))
        .orderBy(asc(orders.createdAt))
        .limit(1),
    ),
  );
  const [oldest] = firsts.flat().sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    lowStock: await lowStockFigures(),
    toPack: toPack.count,
    placedToday: today.count,
    placedTodayValue: moneyFromGross(today.value),
    oldestNotDispatched: oldest ? { reference: formatOrderNumber(oldest.number), createdAt: oldest.createdAt.toISOString(), status: oldest.status } : null,
  };
}
