import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { ACTIVITY_ACTIONS, ADMIN_PAGE_SIZE, type ActivityAction, type ActivityPage, type ActivityQuery, type StaffMember } from "@/lib/admin/contract";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { staffActivity } from "../schema";

// The activity log of every staff action (and of a customer's cancel of their own order): written in
// the same transaction as the action itself (so an action and its record stand or fall together),
// read newest first. The table refuses UPDATE and DELETE (drizzle/0010_admin.sql): there is no way
// to edit it through the site.

export interface ActivityRecord {
  member: StaffMember;
  action: ActivityAction;
  orderId?: string | null;
  subject?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The log's actor when a customer acted on their own order (a cancel before dispatch): their uid as
 * "customer:<uid>" when signed in, "customer:guest" through a guest's order link; never an email
 * (the log outlives an erasure: docs/privacy.md). The same form as an erasure's "customer:self-service".
 */
export function customerActor(uid: string | null): StaffMember {
  return { uid: uid ? `customer:${uid}` : "customer:guest", email: null };
}

export async function recordActivity(tx: Executor, record: ActivityRecord): Promise<void> {
  await tx.insert(staffActivity).values({
    actorUid: record.member.uid,
    actorEmail: record.member.email,
    action: record.action,
    orderId: record.orderId ?? null,
    subject: record.subject ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

const isAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** One page of the log, newest first, filtered by member uid and action. */
export async function activityPage(query: ActivityQuery): Promise<ActivityPage> {
  const db = await getDb();
  const where: SQL[] = [];
  if (query.member) where.push(eq(staffActivity.actorUid, query.member));
  if (query.action) where.push(eq(staffActivity.action, query.action));
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(staffActivity).where(and(...where));
  const pageCount = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select()
    .from(staffActivity)
    .where(and(...where))
    .orderBy(desc(staffActivity.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const members = await db
    .selectDistinctOn([staffActivity.actorUid], { uid: staffActivity.actorUid, email: staffActivity.actorEmail })
    .from(staffActivity)
    .orderBy(staffActivity.actorUid, desc(staffActivity.id));
  return {
    query: { ...query, page },
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { uid: row.actorUid, email: row.actorEmail },
      action: isAction(row.action) ? row.action : "order.note",
      subject: row.subject,
      before: row.before,
      after: row.after,
    })),
    members: members.sort((a, b) => (a.email ?? a.uid).localeCompare(b.email ?? b.uid)),
    pageCount,
  };
}
