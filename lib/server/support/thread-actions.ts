import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { customerThreadHref, type AdminThreadAction, type AdminThreadDetail, type CustomerThreadView, type SupportTopic } from "@/lib/support/contract";
import { supportReference } from "@/lib/support/rules";
import { getDb, type Tx } from "../platform/db";
import { recordActivity } from "../admin/activity";
import { sameSecret } from "../orders/order-queries";
import { supportMessages, supportThreads } from "../schema";
import { sendContactReceived, sendSupportReply } from "../mail/support-mails";
import { customerViewOf, detailOf, findThread, messagesOf, type ThreadRow } from "./threads";

// Writing conversations (issue 38.4): the contact form opens one, the customer writes back through
// their link, staff reply, close and reopen. Each change locks the conversation's row, so two
// replies (two members of staff, a double click) are both kept in order and its status follows the
// last. Emails go after the commit; a failed email never undoes the message.

export interface ContactInput {
  name: string;
  email: string;
  topic: SupportTopic;
  orderReference: string | null;
  message: string;
}

export type ThreadRefusal = { ok: false; status: 404 | 409; code: string; message: string };

const threadNotFound = (reference: string): ThreadRefusal => ({ ok: false, status: 404, code: "threadNotFound", message: `There is no conversation ${reference}.` });

const threadUrl = (origin: string, thread: ThreadRow) => `${origin}${customerThreadHref(supportReference(thread.number), thread.accessKey)}`;

/** Opens a conversation from the contact form; `customer` only from a verified token. Emails the customer its link. */
export async function openThread(input: ContactInput, customer: string | null, origin: string): Promise<{ reference: string }> {
  const db = await getDb();
  const { thread, view } = await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(supportThreads)
      .values({
        id: randomUUID(),
        accessKey: randomBytes(32).toString("base64url"),
        topic: input.topic,
        status: "open",
        name: input.name,
        email: input.email,
        customer,
        orderReference: input.orderReference,
      })
      .returning();
    const message = await tx.insert(supportMessages).values({ threadId: thread.id, author: "customer", body: input.message }).returning();
    return { thread, view: customerViewOf(thread, message) };
  });
  await sendContactReceived(view, thread.email, threadUrl(origin, thread));
  return { reference: view.reference };
}

/** Runs `change` on the locked conversation `reference`, then answers it with every message. */
async function withLockedThread<T>(reference: string, change: (tx: Tx, thread: ThreadRow) => Promise<T | ThreadRefusal>) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await findThread(tx, reference);
    if (!found) return threadNotFound(reference);
    const [thread] = await tx.select().from(supportThreads).where(eq(supportThreads.id, found.id)).for("update");
    const outcome = await change(tx, thread);
    if (outcome && typeof outcome === "object" && "ok" in outcome && outcome.ok === false) return outcome;
    const [after] = await tx.select().from(supportThreads).where(eq(supportThreads.id, thread.id));
    return { ok: true as const, thread: after, messages: await messagesOf(tx, [thread.id]) };
  });
}

/** The customer writes back through their link (the secret in it, never a sign-in): the conversation opens again. */
export async function addCustomerMessage(reference: string, key: string, body: string): Promise<{ ok: true; value: CustomerThreadView } | ThreadRefusal> {
  const done = await withLockedThread(reference, async (tx, thread) => {
    if (!sameSecret(key, thread.accessKey)) return threadNotFound(reference);
    const now = new Date();
    await tx.insert(supportMessages).values({ threadId: thread.id, author: "customer", body, createdAt: now });
    await tx.update(supportThreads).set({ status: "open", lastMessageAt: now }).where(eq(supportThreads.id, thread.id));
    return null;
  });
  return done.ok ? { ok: true, value: customerViewOf(done.thread, done.messages) } : done;
}

/** Staff reply (emailed to the customer), close or reopen a conversation; each is in the activity log. */
export async function applyThreadAction(member: StaffMember, reference: string, action: AdminThreadAction, origin: string): Promise<{ ok: true; value: AdminThreadDetail } | ThreadRefusal> {
  const done = await withLockedThread(reference, async (tx, thread) => {
    const subject = supportReference(thread.number);
    const log = (name: "support.reply" | "support.close" | "support.reopen", after: Record<string, unknown>) =>
      recordActivity(tx, { member, action: name, subject, before: { status: thread.status }, after });
    if (action.action === "reply") {
      const now = new Date();
      await tx.insert(supportMessages).values({ threadId: thread.id, author: "staff", staffUid: member.uid, staffEmail: member.email, body: action.body, createdAt: now });
      await tx.update(supportThreads).set({ status: "answered", lastMessageAt: now }).where(eq(supportThreads.id, thread.id));
      // The words are in the conversation, which an erasure can reach; the append-only log keeps their length.
      await log("support.reply", { status: "answered", characters: action.body.length });
      return null;
    }
    if (action.action === "close") {
      if (thread.status === "closed") return { ok: false, status: 409, code: "alreadyClosed", message: `${subject} is already closed.` } as const;
      await tx.update(supportThreads).set({ status: "closed" }).where(eq(supportThreads.id, thread.id));
      await log("support.close", { status: "closed" });
      return null;
    }
    if (thread.status !== "closed") return { ok: false, status: 409, code: "notClosed", message: `${subject} is not closed.` } as const;
    await tx.update(supportThreads).set({ status: "open" }).where(eq(supportThreads.id, thread.id));
    await log("support.reopen", { status: "open" });
    return null;
  });
  if (!done.ok) return done;
  if (action.action === "reply") await sendSupportReply(customerViewOf(done.thread, done.messages), done.thread.email, action.body, threadUrl(origin, done.thread));
  return { ok: true, value: detailOf(done.thread, done.messages) };
}
