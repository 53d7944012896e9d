import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { PostModeration, ThreadModeration } from "@/lib/talk/rules";
import { TALK_MESSAGES } from "@/lib/talk/rules";
import { getDb } from "../platform/db";
import { talkMembers, talkModActions, talkPosts, talkReports, talkThreads } from "../schema";
import type { Actor } from "./members";
import type { Refusal } from "./posting";

// Moderators' actions. The caller has checked the moderator claim; each action is recorded with
// who and when in talk_mod_actions.

const refuse = (status: number, code: string, message: string): Refusal => ({ ok: false, status, code, message });

/** Hides or restores a post, or dismisses its reports; every open report on it is resolved. */
export async function moderatePost(moderator: Actor, postId: number, action: PostModeration): Promise<{ ok: true } | Refusal> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(talkPosts).where(eq(talkPosts.id, postId)).for("update");
    if (!post) return refuse(404, "notFound", TALK_MESSAGES.noSuchPost);
    if (action === "hide") await tx.update(talkPosts).set({ hiddenAt: post.hiddenAt ?? new Date() }).where(eq(talkPosts.id, postId));
    if (action === "restore") await tx.update(talkPosts).set({ hiddenAt: null }).where(eq(talkPosts.id, postId));
    await tx.update(talkReports).set({ resolvedAt: new Date(), resolvedBy: moderator.uid }).where(and(eq(talkReports.postId, postId), isNull(talkReports.resolvedAt)));
    await tx.insert(talkModActions).values({ moderatorUid: moderator.uid, action, postId, threadId: post.threadId });
    return { ok: true as const };
  });
}

export async function moderateThread(moderator: Actor, threadId: number, action: ThreadModeration): Promise<{ ok: true } | Refusal> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const change = { lock: { locked: true }, unlock: { locked: false }, pin: { pinned: true }, unpin: { pinned: false } }[action];
    const updated = await tx.update(talkThreads).set(change).where(eq(talkThreads.id, threadId)).returning({ id: talkThreads.id });
    if (updated.length === 0) return refuse(404, "notFound", TALK_MESSAGES.noSuchThread);
    await tx.insert(talkModActions).values({ moderatorUid: moderator.uid, action, threadId });
    return { ok: true as const };
  });
}

export interface QueueItem {
  postId: number;
  number: number;
  body: string;
  author: string;
  threadId: number;
  threadSlug: string;
  threadTitle: string;
  hidden: boolean;
  reports: { reason: string; at: string }[];
}

/** Posts with open reports, and posts hidden by reports, most reported first. */
export async function moderationQueue(): Promise<QueueItem[]> {
  const db = await getDb();
  const open = await db
    .select({ postId: talkReports.postId, reason: talkReports.reason, at: talkReports.createdAt })
    .from(talkReports)
    .where(isNull(talkReports.resolvedAt))
    .orderBy(desc(talkReports.createdAt));
  if (open.length === 0) return [];
  const ids = [...new Set(open.map((report) => report.postId))];
  const posts = await db
    .select({ postId: talkPosts.id, number: talkPosts.number, body: talkPosts.body, hiddenAt: talkPosts.hiddenAt, author: talkMembers.displayName, threadId: talkThreads.id, threadSlug: talkThreads.slug, threadTitle: talkThreads.title })
    .from(talkPosts)
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .innerJoin(talkMembers, eq(talkMembers.uid, talkPosts.authorUid))
    .where(inArray(talkPosts.id, ids));
  return posts
    .map(({ hiddenAt, ...post }) => ({
      ...post,
      hidden: hiddenAt !== null,
      reports: open.filter((report) => report.postId === post.postId).map((report) => ({ reason: report.reason, at: report.at.toISOString() })),
    }))
    .sort((a, b) => b.reports.length - a.reports.length || a.postId - b.postId);
}

export interface ModAction {
  action: string;
  moderator: string;
  at: string;
  postId: number | null;
  threadId: number | null;
}

/** The latest moderator actions, newest first: who did what, and when. */
export async function recentModActions(limit = 20): Promise<ModAction[]> {
  const db = await getDb();
  const rows = await db
    .select({ action: talkModActions.action, moderatorUid: talkModActions.moderatorUid, name: talkMembers.displayName, at: talkModActions.createdAt, postId: talkModActions.postId, threadId: talkModActions.threadId })
    .from(talkModActions)
    .leftJoin(talkMembers, eq(talkMembers.uid, talkModActions.moderatorUid))
    .orderBy(desc(talkModActions.createdAt), desc(talkModActions.id))
    .limit(limit);
  return rows.map((row) => ({ action: row.action, moderator: row.name ?? (row.moderatorUid === "system" ? "Three reports (automatic)" : row.moderatorUid), at: row.at.toISOString(), postId: row.postId, threadId: row.threadId }));
}

