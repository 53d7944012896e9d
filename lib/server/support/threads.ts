import "server-only";
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  ADMIN_INBOX_FILTERS,
  type AdminInboxFilter,
  type AdminThreadDetail,
  type AdminThreadRow,
  type CustomerThreadView,
  type ThreadStatus,
} from "@/lib/support/contract";
import { supportReference, parseSupportReference } from "@/lib/support/rules";
import { getDb } from "../platform/db";
import type { Executor } from "../cart/carts";
import { sameSecret } from "../orders/order-queries";
import { supportMessages, supportThreads } from "../schema";

// Reading conversations (issue 38.4): the back office's inbox and one conversation, and the
// customer's own view through the secret of their link. Writing them is ./thread-actions.ts.

export type ThreadRow = typeof supportThreads.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

const LIST_LIMIT = 200;
const PREVIEW_LENGTH = 140;
const STATUSES_OF: Record<AdminInboxFilter, readonly ThreadStatus[] | null> = { open: ["open"], answered: ["answered"], closed: ["closed"], all: null };

export async function messagesOf(db: Executor, threadIds: string[]): Promise<MessageRow[]> {
  return threadIds.length ? db.select().from(supportMessages).where(inArray(supportMessages.threadId, threadIds)).orderBy(asc(supportMessages.id)) : [];
}

function rowOf(thread: ThreadRow, messages: readonly MessageRow[]): AdminThreadRow {
  const last = messages.at(-1);
  const text = last?.body.replace(/\s+/g, " ").trim() ?? "";
  return {
    reference: supportReference(thread.number),
    topic: thread.topic,
    status: thread.status,
    name: thread.name,
    email: thread.email,
    orderReference: thread.orderReference,
    createdAt: thread.createdAt.toISOString(),
    lastMessageAt: thread.lastMessageAt.toISOString(),
    lastAuthor: last?.author ?? "customer",
    preview: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
    messageCount: messages.length,
  };
}

/** One tab of the inbox, the most recent conversation first, with each tab's count. */
export async function listThreads(filter: AdminInboxFilter): Promise<{ rows: AdminThreadRow[]; counts: Record<AdminInboxFilter, number> }> {
  const db = await getDb();
  const statuses = STATUSES_OF[filter];
  const threads = await db
    .select()
    .from(supportThreads)
    .where(statuses ? inArray(supportThreads.status, [...statuses]) : undefined)
    .orderBy(desc(supportThreads.lastMessageAt))
    .limit(LIST_LIMIT);
  const messages = await messagesOf(db, threads.map((t) => t.id));
  const byStatus = await db.select({ status: supportThreads.status, n: count() }).from(supportThreads).groupBy(supportThreads.status);
  const counts = Object.fromEntries(
    ADMIN_INBOX_FILTERS.map((f) => [f, byStatus.filter((s) => STATUSES_OF[f]?.includes(s.status) ?? true).reduce((sum, s) => sum + Number(s.n), 0)]),
  ) as Record<AdminInboxFilter, number>;
  return { rows: threads.map((t) => rowOf(t, messages.filter((m) => m.threadId === t.id))), counts };
}

export async function findThread(db: Executor, reference: string): Promise<ThreadRow | undefined> {
  const number = parseSupportReference(reference);
  if (number === null) return undefined;
  return (await db.select().from(supportThreads).where(eq(supportThreads.number, number)))[0];
}

export function detailOf(thread: ThreadRow, messages: readonly MessageRow[]): AdminThreadDetail {
  return {
    ...rowOf(thread, messages),
    customerUid: thread.customer,
    messages: messages.map((m) => ({ id: m.id, author: m.author, body: m.body, at: m.createdAt.toISOString(), staffEmail: m.staffEmail })),
  };
}

/** One conversation for the back office, or null. */
export async function adminThread(reference: string): Promise<AdminThreadDetail | null> {
  const db = await getDb();
  const thread = await findThread(db, reference);
  return thread ? detailOf(thread, await messagesOf(db, [thread.id])) : null;
}

/** The customer's view: never which member of staff replied. */
export function customerViewOf(thread: ThreadRow, messages: readonly MessageRow[]): CustomerThreadView {
  return {
    reference: supportReference(thread.number),
    topic: thread.topic,
    status: thread.status,
    orderReference: thread.orderReference,
    name: thread.name,
    createdAt: thread.createdAt.toISOString(),
    messages: messages.map((m) => ({ id: m.id, author: m.author, body: m.body, at: m.createdAt.toISOString() })),
  };
}

/** The conversation `reference` for whoever holds its link's secret; null for anything else (the page answers 404). */
export async function customerThread(reference: string, key: string | null): Promise<CustomerThreadView | null> {
  if (!key) return null;
  const db = await getDb();
  const thread = await findThread(db, reference);
  if (!thread || !sameSecret(key, thread.accessKey)) return null;
  return customerViewOf(thread, await messagesOf(db, [thread.id]));
}
