import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { ParsedDiscountAction, ParsedDiscountCreate } from "@/lib/admin/discount-schemas";
import {
  DISCOUNT_PAGE_SIZE,
  DISCOUNT_STATES,
  RECENT_REDEMPTIONS,
  actionRefusal,
  actionsOf,
  discountStateOf,
  duplicateCodeMessage,
  maxUsesBelowUsesMessage,
  type AdminDiscountDetail,
  type AdminDiscountList,
  type AdminDiscountSummary,
  type DiscountListQuery,
  type DiscountState,
} from "@/lib/admin/discounts";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { CODE_PATTERN, normaliseCode } from "@/lib/discounts/contract";
import { discountLabel } from "@/lib/discounts/rules";
import { getDb, type Tx } from "../platform/db";
import type { DiscountRow } from "../discounts/discounts";
import { discountCodes, discountRedemptions, orders } from "../schema";
import { recordActivity } from "./activity";

// The back office's discount codes (issue 24): the list, one code's page, and every change to a
// code. Each change runs in ONE transaction with the code's row locked (SELECT … FOR UPDATE, the
// lock checkout takes to count a use), and its activity-log entry is written in that transaction.
// A code's text never changes after creation: shoppers may hold it in their baskets.

export type DiscountOutcome =
  | { ok: true; discount: AdminDiscountDetail }
  | { ok: false; status: 400 | 404 | 409; code: string; message: string; fields?: Record<string, string> };

class Refused extends Error {
  constructor(readonly outcome: Extract<DiscountOutcome, { ok: false }>) {
    super(outcome.message);
  }
}
const refuse = (status: 400 | 404 | 409, code: string, message: string, fields?: Record<string, string>) =>
  new Refused({ ok: false, status, code, message, ...(fields ? { fields } : {}) });
const notFound = (code: string) => ({ ok: false, status: 404, code: "discountNotFound", message: `There is no discount code ${code}.` }) as const;

/** The code in a URL as stored ("welcome10" → "WELCOME10"), or null when it cannot be a code. */
function storedCode(code: string): string | null {
  const normalised = normaliseCode(code);
  return CODE_PATTERN.test(normalised) ? normalised : null;
}

/**
 * A code's state at `now` as SQL, for the list's filters and counts: the same order of checks as
 * discountStateOf (lib/admin/discounts.ts), which names each row's state once it is read.
 */
function stateSql(now: Date): SQL<DiscountState> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<DiscountState>`CASE
    WHEN ${discountCodes.status} = 'ended' THEN 'ended'
    WHEN ${discountCodes.status} = 'paused' THEN 'paused'
    WHEN ${discountCodes.startsAt} > ${at} THEN 'scheduled'
    WHEN ${discountCodes.endsAt} <= ${at} THEN 'expired'
    WHEN ${discountCodes.uses} >= ${discountCodes.maxUses} THEN 'usedUp'
    ELSE 'active' END`;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function summaryOf(row: DiscountRow, now: Date): AdminDiscountSummary {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    label: discountLabel(row.kind, row.value),
    minimumProductsPence: row.minimumProductsPence,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    combinable: row.combinable,
    status: row.status,
    state: discountStateOf(row, now),
    uses: row.uses,
    discountGivenPence: row.discountGivenPence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of codes, newest first, filtered by state and part of a code, with each state's count. */
export async function discountList(query: DiscountListQuery, now = new Date()): Promise<AdminDiscountList> {
  const db = await getDb();
  const search = query.q ? sql`${discountCodes.code} LIKE ${`%${query.q}%`}` : undefined;
  const countRows = await db
    .select({ state: stateSql(now), count: sql<number>`count(*)::int` })
    .from(discountCodes)
    .where(search)
    .groupBy(sql`1`);
  const counts = Object.fromEntries([...DISCOUNT_STATES, "all"].map((state) => [state, 0])) as AdminDiscountList["counts"];
  for (const row of countRows) {
    counts[row.state] += row.count;
    counts.all += row.count;
  }
  const total = query.state ? counts[query.state] : counts.all;
  const pageCount = Math.max(1, Math.ceil(total / DISCOUNT_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = total
    ? await db
        .select()
        .from(discountCodes)
        .where(and(search, query.state ? sql`${stateSql(now)} = ${query.state}` : undefined))
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
        .limit(DISCOUNT_PAGE_SIZE)
        .offset((page - 1) * DISCOUNT_PAGE_SIZE)
    : [];
  return { query: { ...query, page }, counts, discounts: rows.map((row) => summaryOf(row, now)), total, pageCount };
}

const orderTotal = sql<number>`(${orders.amounts}->'totalPrice'->>'gross')::int`;

/** The code "WELCOME10" (in any case) with its stats and recent orders, or null. */
export async function adminDiscountDetail(code: string, now = new Date()): Promise<AdminDiscountDetail | null> {
  const stored = storedCode(code);
  if (!stored) return null;
  const db = await getDb();
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, stored));
  if (!row) return null;
  const [stats] = await db
    .select({
      customers: sql<number>`count(DISTINCT coalesce(${discountRedemptions.customer}, ${discountRedemptions.email}))::int`,
      ordersTotalPence: sql<number>`coalesce(sum(${orderTotal}), 0)::int`,
      lastUsedAt: sql<Date | null>`max(${discountRedemptions.createdAt})`.mapWith(discountRedemptions.createdAt),
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(eq(discountRedemptions.codeId, row.id));
  const recent = await db
    .select({
      number: orders.number,
      orderStatus: orders.status,
      email: discountRedemptions.email,
      amountPence: discountRedemptions.amountPence,
      orderTotalPence: orderTotal,
      createdAt: discountRedemptions.createdAt,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(eq(discountRedemptions.codeId, row.id))
    .orderBy(desc(discountRedemptions.id))
    .limit(RECENT_REDEMPTIONS);
  return {
    ...summaryOf(row, now),
    createdByEmail: row.createdByEmail,
    stats: { customers: stats.customers, ordersTotalPence: stats.ordersTotalPence, lastUsedAt: stats.lastUsedAt ? stats.lastUsedAt.toISOString() : null },
    redemptions: recent.map((redemption) => ({
      reference: formatOrderNumber(redemption.number),
      orderStatus: redemption.orderStatus,
      email: redemption.email,
      amountPence: redemption.amountPence,
      orderTotalPence: redemption.orderTotalPence,
      createdAt: redemption.createdAt.toISOString(),
    })),
    actions: actionsOf(row.code, row.status),
  };
}

/** What the activity log keeps of a code's settings (before and after an edit). */
const settingsOf = (row: DiscountRow) => ({
  label: discountLabel(row.kind, row.value),
  kind: row.kind,
  value: row.value,
  minimumProductsPence: row.minimumProductsPence,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  combinable: row.combinable,
  status: row.status,
});

const instant = (text: string | null) => (text ? new Date(text) : null);

/** Creates a code; one that exists (in any case) is refused with 409 and a sentence. */
export async function createDiscount(member: StaffMember, body: ParsedDiscountCreate, now = new Date()): Promise<DiscountOutcome> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCodes)
      .values({
        code: body.code,
        kind: body.kind,
        value: body.value,
        minimumProductsPence: body.minimumProductsPence,
        startsAt: instant(body.startsAt),
        endsAt: instant(body.endsAt),
        maxUses: body.maxUses,
        maxUsesPerCustomer: body.maxUsesPerCustomer,
        combinable: body.combinable,
        status: "active",
        createdByEmail: member.email,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: discountCodes.code })
      .returning();
    if (row) await recordActivity(tx, { member, action: "discount.create", subject: row.code, after: settingsOf(row) });
    return row;
  });
  if (!created) {
    const message = duplicateCodeMessage(body.code);
    return { ok: false, status: 409, code: "codeExists", message, fields: { code: message } };
  }
  return { ok: true, discount: (await adminDiscountDetail(created.code, now))! };
}

/** Edits, pauses, resumes or ends the code `code` (in any case), on the state its locked row is in. */
export async function applyDiscountAction(member: StaffMember, code: string, action: ParsedDiscountAction, now = new Date()): Promise<DiscountOutcome> {
  const stored = storedCode(code);
  if (!stored) return notFound(code);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.code, stored)).for("update");
      if (!row) throw refuse(404, "discountNotFound", `There is no discount code ${stored}.`);
      const refusal = actionRefusal(row.code, row.status, action.action);
      if (refusal) throw refuse(409, "illegalTransition", refusal);
      await applyInTransaction(tx, member, row, action, now);
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  return { ok: true, discount: (await adminDiscountDetail(stored, now))! };
}

async function applyInTransaction(tx: Tx, member: StaffMember, row: DiscountRow, action: ParsedDiscountAction, now: Date): Promise<void> {
  const where = eq(discountCodes.id, row.id);
  if (action.action !== "edit") {
    const status = action.action === "pause" ? "paused" : action.action === "resume" ? "active" : "ended";
    await tx.update(discountCodes).set({ status, updatedAt: now }).where(where);
    await recordActivity(tx, { member, action: `discount.${action.action}`, subject: row.code, before: { status: row.status }, after: { status } });
    return;
  }
  // Uses are counted by orders under this same lock, so the figure compared here is the current one.
  if (action.maxUses !== null && action.maxUses < row.uses) {
    const message = maxUsesBelowUsesMessage(row.code, row.uses);
    throw refuse(409, "maxUsesBelowUses", message, { maxUses: message });
  }
  const changes = {
    kind: action.kind,
    value: action.value,
    minimumProductsPence: action.minimumProductsPence,
    startsAt: instant(action.startsAt),
    endsAt: instant(action.endsAt),
    maxUses: action.maxUses,
    maxUsesPerCustomer: action.maxUsesPerCustomer,
    combinable: action.combinable,
  };
  const before = settingsOf(row);
  const after = settingsOf({ ...row, ...changes });
  // Saving the form unchanged changes nothing and is not worth a line in the log.
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await tx.update(discountCodes).set({ ...changes, updatedAt: now }).where(where);
  await recordActivity(tx, { member, action: "discount.edit", subject: row.code, before, after });
}
