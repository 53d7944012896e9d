import "server-only";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { TALK_LIMITS, TALK_MESSAGES, threadSlug, type NewThread } from "@/lib/talk/rules";
import { getDb, type Tx } from "../platform/db";
import { talkCategories, talkLikes, talkModActions, talkNotifications, talkPostEdits, talkPosts, talkReports, talkThreads } from "../schema";
import { ensureMember, type Actor } from "./members";

// Writing in TALK: threads, replies, edits, deletions, likes and reports, each checked against
// the member's rights and the rates of lib/talk/rules.ts. Every function answers a result, never
// throws for the member's mistakes: { ok: true, … } or { ok: false, status, code, message }.

export type Refusal = { ok: false; status: number; code: string; message: string };
const refuse = (status: number, code: string, message: string): Refusal => ({ ok: false, status, code, message });

const HOUR_MS = 3_600_000;

/** Refuses a post over the member's hourly rate or the same body again within a minute. */
async function checkRates(tx: Tx, actor: Actor, joinedAt: Date, kind: "thread" | "reply", body: string): Promise<Refusal | null> {
  const isNew = Date.now() - joinedAt.getTime() < TALK_LIMITS.newAccountHours * HOUR_MS;
  const since = new Date(Date.now() - HOUR_MS);
  const [duplicate] = await tx
    .select({ id: talkPosts.id })
    .from(talkPosts)
    .where(and(eq(talkPosts.authorUid, actor.uid), eq(talkPosts.body, body), gt(talkPosts.createdAt, new Date(Date.now() - TALK_LIMITS.duplicateSeconds * 1000))))
    .limit(1);
  if (duplicate) return refuse(429, "duplicatePost", TALK_MESSAGES.duplicate);
  if (kind === "thread") {
    const [{ n }] = await tx.select({ n: count() }).from(talkThreads).where(and(eq(talkThreads.authorUid, actor.uid), gt(talkThreads.createdAt, since)));
    if (n >= (isNew ? TALK_LIMITS.newThreadsPerHour : TALK_LIMITS.threadsPerHour)) return refuse(429, "rateLimited", TALK_MESSAGES.threadRate);
  } else {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(talkPosts)
      .where(and(eq(talkPosts.authorUid, actor.uid), gt(talkPosts.createdAt, since), gt(talkPosts.number, 1)));
    if (n >= (isNew ? TALK_LIMITS.newRepliesPerHour : TALK_LIMITS.repliesPerHour)) return refuse(429, "rateLimited", TALK_MESSAGES.replyRate);
  }
  return null;
}

/** Serialises one member's posting, so two requests at once cannot both slip under a rate. */
async function lockMember(tx: Tx, uid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`talk:${uid}`}))`);
}

export async function createThread(actor: Actor, input: NewThread): Promise<{ ok: true; id: number; slug: string } | Refusal> {
  const joinedAt = await ensureMember(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [category] = await tx.select({ id: talkCategories.id }).from(talkCategories).where(eq(talkCategories.slug, input.category));
    if (!category) return refuse(404, "notFound", TALK_MESSAGES.noSuchCategory);
    await lockMember(tx, actor.uid);
    const refusal = await checkRates(tx, actor, joinedAt, "thread", input.body);
    if (refusal) return refusal;
    const slug = threadSlug(input.title);
    const [thread] = await tx.insert(talkThreads).values({ categoryId: category.id, authorUid: actor.uid, title: input.title, slug }).returning({ id: talkThreads.id });
    await tx.insert(talkPosts).values({ threadId: thread.id, number: 1, authorUid: actor.uid, body: input.body });
    return { ok: true as const, id: thread.id, slug };
  });
}

export async function createReply(actor: Actor, threadId: number, body: string, quoteOf?: number): Promise<{ ok: true; id: number; number: number; slug: string } | Refusal> {
  const joinedAt = await ensureMember(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locks the thread row: replies to one thread are numbered one at a time.
    const [thread] = await tx.select().from(talkThreads).where(eq(talkThreads.id, threadId)).for("update");
    if (!thread) return refuse(404, "notFound", TALK_MESSAGES.noSuchThread);
    if (thread.locked) return refuse(423, "threadLocked", TALK_MESSAGES.locked);
    let quoted: { authorUid: string } | undefined;
    if (quoteOf !== undefined) {
      [quoted] = await tx.select({ authorUid: talkPosts.authorUid }).from(talkPosts).where(and(eq(talkPosts.id, quoteOf), eq(talkPosts.threadId, threadId)));
      if (!quoted) return refuse(400, "invalidBody", TALK_MESSAGES.quoteElsewhere);
    }
    await lockMember(tx, actor.uid);
    const refusal = await checkRates(tx, actor, joinedAt, "reply", body);
    if (refusal) return refusal;
    const number = thread.replyCount + 2;
    const [post] = await tx.insert(talkPosts).values({ threadId, number, authorUid: actor.uid, body, quoteOf }).returning({ id: talkPosts.id, createdAt: talkPosts.createdAt });
    await tx.update(talkThreads).set({ replyCount: thread.replyCount + 1, lastPostedAt: post.createdAt }).where(eq(talkThreads.id, threadId));
    const notify = new Map<string, "reply" | "quote">();
    if (thread.authorUid !== actor.uid) notify.set(thread.authorUid, "reply");
    if (quoted && quoted.authorUid !== actor.uid) notify.set(quoted.authorUid, "quote");
    if (notify.size > 0) await tx.insert(talkNotifications).values([...notify].map(([uid, kind]) => ({ uid, kind, postId: post.id, actorUid: actor.uid })));
    return { ok: true as const, id: post.id, number, slug: thread.slug };
  });
}

type OwnPost = { ok: true; post: typeof talkPosts.$inferSelect } | Refusal;

async function ownPost(tx: Tx, actor: Actor, postId: number): Promise<OwnPost> {
  const [post] = await tx.select().from(talkPosts).where(eq(talkPosts.id, postId)).for("update");
  if (!post) return refuse(404, "notFound", TALK_MESSAGES.noSuchPost);
  if (post.authorUid !== actor.uid) return refuse(403, "forbidden", TALK_MESSAGES.notYours);
  if (post.deletedAt) return refuse(410, "deleted", TALK_MESSAGES.deleted);
  return { ok: true, post };
}

/** Changes a member's own post, keeping the earlier body in its history. */
export async function editPost(actor: Actor, postId: number, body: string): Promise<{ ok: true } | Refusal> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const own = await ownPost(tx, actor, postId);
    if (!own.ok) return own;
    if (own.post.body === body) return { ok: true as const };
    await tx.insert(talkPostEdits).values({ postId, previousBody: own.post.body });
    await tx.update(talkPosts).set({ body, editedAt: new Date() }).where(eq(talkPosts.id, postId));
    return { ok: true as const };
  });
}

/** Deletes a member's own post: it stays in place as "deleted by its author". */
export async function deletePost(actor: Actor, postId: number): Promise<{ ok: true } | Refusal> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const own = await ownPost(tx, actor, postId);
    if (!own.ok) return own;
    await tx.update(talkPosts).set({ deletedAt: new Date() }).where(eq(talkPosts.id, postId));
    return { ok: true as const };
  });
}

async function livePost(tx: Tx, postId: number) {
  const [post] = await tx.select().from(talkPosts).where(eq(talkPosts.id, postId)).for("update");
  return post && !post.deletedAt ? post : null;
}

/** Likes or unlikes a post: one like per member per post. Answers the post's like count. */
export async function setLike(actor: Actor, postId: number, like: boolean): Promise<{ ok: true; likes: number; liked: boolean } | Refusal> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const post = await livePost(tx, postId);
    if (!post) return refuse(404, "notFound", TALK_MESSAGES.noSuchPost);
    if (post.authorUid === actor.uid) return refuse(403, "forbidden", TALK_MESSAGES.ownPost);
    const changed = like
      ? await tx.insert(talkLikes).values({ postId, uid: actor.uid }).onConflictDoNothing().returning({ postId: talkLikes.postId })
      : await tx.delete(talkLikes).where(and(eq(talkLikes.postId, postId), eq(talkLikes.uid, actor.uid))).returning({ postId: talkLikes.postId });
    const likes = post.likeCount + (changed.length === 0 ? 0 : like ? 1 : -1);
    if (changed.length > 0) await tx.update(talkPosts).set({ likeCount: likes }).where(eq(talkPosts.id, postId));
    return { ok: true as const, likes, liked: like };
  });
}

/** Reports a post (once per member). The third member's report hides it until a moderator looks. */
export async function reportPost(actor: Actor, postId: number, reason: string): Promise<{ ok: true; hidden: boolean } | Refusal> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const post = await livePost(tx, postId);
    if (!post) return refuse(404, "notFound", TALK_MESSAGES.noSuchPost);
    if (post.authorUid === actor.uid) return refuse(403, "forbidden", TALK_MESSAGES.ownPost);
    await tx.insert(talkReports).values({ postId, reporterUid: actor.uid, reason }).onConflictDoNothing();
    const [{ n }] = await tx.select({ n: count() }).from(talkReports).where(and(eq(talkReports.postId, postId), isNull(talkReports.resolvedAt)));
    if (n >= TALK_LIMITS.reportsToHide && !post.hiddenAt) {
      await tx.update(talkPosts).set({ hiddenAt: new Date() }).where(eq(talkPosts.id, postId));
      await tx.insert(talkModActions).values({ moderatorUid: "system", action: "auto-hide", postId, threadId: post.threadId });
      return { ok: true as const, hidden: true };
    }
    return { ok: true as const, hidden: Boolean(post.hiddenAt) };
  });
}
