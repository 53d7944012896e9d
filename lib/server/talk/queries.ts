import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { TALK_LIMITS } from "@/lib/talk/rules";
import { getDb } from "../platform/db";
import { talkCategories, talkLikes, talkMembers, talkNotifications, talkPosts, talkThreads } from "../schema";

// What TALK's pages read. Pages are rendered per request from these, so a new reply shows at once.

export interface Member {
  uid: string;
  name: string;
  avatarUrl: string | null;
}

export interface ThreadSummary {
  id: number;
  slug: string;
  title: string;
  category: { slug: string; name: string };
  author: Member;
  replyCount: number;
  createdAt: string;
  lastPostedAt: string;
  pinned: boolean;
  locked: boolean;
}

export interface CategorySummary {
  slug: string;
  name: string;
  description: string;
  threads: number;
  latest: ThreadSummary | null;
}

const summaryColumns = {
  id: talkThreads.id,
  slug: talkThreads.slug,
  title: talkThreads.title,
  categorySlug: talkCategories.slug,
  categoryName: talkCategories.name,
  authorUid: talkMembers.uid,
  authorName: talkMembers.displayName,
  authorAvatar: talkMembers.avatarUrl,
  replyCount: talkThreads.replyCount,
  createdAt: talkThreads.createdAt,
  lastPostedAt: talkThreads.lastPostedAt,
  pinned: talkThreads.pinned,
  locked: talkThreads.locked,
};

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  categorySlug: string;
  categoryName: string;
  authorUid: string;
  authorName: string;
  authorAvatar: string | null;
  replyCount: number;
  createdAt: Date;
  lastPostedAt: Date;
  pinned: boolean;
  locked: boolean;
}

const toSummary = (row: SummaryRow): ThreadSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: { slug: row.categorySlug, name: row.categoryName },
  author: { uid: row.authorUid, name: row.authorName, avatarUrl: row.authorAvatar },
  replyCount: row.replyCount,
  createdAt: row.createdAt.toISOString(),
  lastPostedAt: row.lastPostedAt.toISOString(),
  pinned: row.pinned,
  locked: row.locked,
});

async function summaries(where: SQL | undefined, order: "latest" | "category", limit: number, offset = 0): Promise<ThreadSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(talkThreads)
    .innerJoin(talkCategories, eq(talkCategories.id, talkThreads.categoryId))
    .innerJoin(talkMembers, eq(talkMembers.uid, talkThreads.authorUid))
    .where(where)
    .orderBy(...(order === "category" ? [desc(talkThreads.pinned)] : []), desc(talkThreads.lastPostedAt), desc(talkThreads.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toSummary);
}

export const latestThreads = (limit = 10): Promise<ThreadSummary[]> => summaries(undefined, "latest", limit);

export async function categoriesWithActivity(): Promise<CategorySummary[]> {
  const db = await getDb();
  const [categories, counts] = await Promise.all([
    db.select().from(talkCategories).orderBy(asc(talkCategories.position)),
    db.select({ categoryId: talkThreads.categoryId, n: count() }).from(talkThreads).groupBy(talkThreads.categoryId),
  ]);
  return Promise.all(
    categories.map(async (category) => ({
      slug: category.slug,
      name: category.name,
      description: category.description,
      threads: counts.find((row) => row.categoryId === category.id)?.n ?? 0,
      latest: (await summaries(eq(talkThreads.categoryId, category.id), "latest", 1))[0] ?? null,
    })),
  );
}

export async function categoryBySlug(slug: string) {
  const db = await getDb();
  const [category] = await db.select().from(talkCategories).where(eq(talkCategories.slug, slug));
  return category ?? null;
}

export async function allCategories() {
  const db = await getDb();
  return db.select().from(talkCategories).orderBy(asc(talkCategories.position));
}

/** One page of a category's threads: pinned first, then by latest activity. */
export async function threadsInCategory(categoryId: number, page: number): Promise<{ threads: ThreadSummary[]; pages: number }> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(talkThreads).where(eq(talkThreads.categoryId, categoryId));
  const threads = await summaries(eq(talkThreads.categoryId, categoryId), "category", TALK_LIMITS.threadsPerPage, (page - 1) * TALK_LIMITS.threadsPerPage);
  return { threads, pages: Math.max(1, Math.ceil(n / TALK_LIMITS.threadsPerPage)) };
}

export interface PostView {
  id: number;
  number: number;
  author: Member;
  /** Empty for a deleted post, and for a hidden one unless the viewer moderates. */
  body: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  hidden: boolean;
  likes: number;
  likedByViewer: boolean;
}

export interface ThreadPage {
  thread: ThreadSummary;
  posts: PostView[];
  page: number;
  pages: number;
}

/** Cached per render: a thread page's metadata and body share one read. */
export const threadById = cache(async (id: number): Promise<ThreadSummary | null> => (await summaries(eq(talkThreads.id, id), "latest", 1))[0] ?? null);

/** A page of a thread's posts in order, as this viewer may see them. */
export async function threadPage(id: number, page: number, viewer: { uid: string; moderator: boolean } | null): Promise<ThreadPage | null> {
  const thread = await threadById(id);
  if (!thread) return null;
  const pages = Math.max(1, Math.ceil((thread.replyCount + 1) / TALK_LIMITS.postsPerPage));
  const db = await getDb();
  const rows = await db
    .select({
      id: talkPosts.id,
      number: talkPosts.number,
      body: talkPosts.body,
      createdAt: talkPosts.createdAt,
      editedAt: talkPosts.editedAt,
      deletedAt: talkPosts.deletedAt,
      hiddenAt: talkPosts.hiddenAt,
      likes: talkPosts.likeCount,
      uid: talkMembers.uid,
      name: talkMembers.displayName,
      avatarUrl: talkMembers.avatarUrl,
    })
    .from(talkPosts)
    .innerJoin(talkMembers, eq(talkMembers.uid, talkPosts.authorUid))
    .where(eq(talkPosts.threadId, id))
    .orderBy(asc(talkPosts.number))
    .limit(TALK_LIMITS.postsPerPage)
    .offset((page - 1) * TALK_LIMITS.postsPerPage);
  const liked = viewer && rows.length > 0
    ? new Set((await db.select({ postId: talkLikes.postId }).from(talkLikes).where(and(eq(talkLikes.uid, viewer.uid), inArray(talkLikes.postId, rows.map((row) => row.id))))).map((row) => row.postId))
    : new Set<number>();
  const posts = rows.map((row) => {
    const deleted = row.deletedAt !== null;
    const hidden = row.hiddenAt !== null;
    const visible = !deleted && (!hidden || viewer?.moderator === true);
    return {
      id: row.id,
      number: row.number,
      author: { uid: row.uid, name: row.name, avatarUrl: row.avatarUrl },
      body: visible ? row.body : "",
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      deleted,
      hidden,
      likes: row.likes,
      likedByViewer: liked.has(row.id),
    };
  });
  return { thread, posts, page, pages };
}

/** The first post's text of each thread, for search-engine descriptions. */
export async function openingPost(threadId: number): Promise<string> {
  const db = await getDb();
  const [post] = await db.select({ body: talkPosts.body, hiddenAt: talkPosts.hiddenAt, deletedAt: talkPosts.deletedAt }).from(talkPosts).where(and(eq(talkPosts.threadId, threadId), eq(talkPosts.number, 1)));
  return post && !post.hiddenAt && !post.deletedAt ? post.body : "";
}

export interface NotificationView {
  id: number;
  kind: "reply" | "quote";
  actor: string;
  threadId: number;
  threadSlug: string;
  threadTitle: string;
  number: number;
  createdAt: string;
  read: boolean;
}

export async function notificationsOf(uid: string, limit = 50): Promise<NotificationView[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: talkNotifications.id,
      kind: talkNotifications.kind,
      actor: talkMembers.displayName,
      threadId: talkThreads.id,
      threadSlug: talkThreads.slug,
      threadTitle: talkThreads.title,
      number: talkPosts.number,
      createdAt: talkNotifications.createdAt,
      readAt: talkNotifications.readAt,
    })
    .from(talkNotifications)
    .innerJoin(talkPosts, eq(talkPosts.id, talkNotifications.postId))
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .innerJoin(talkMembers, eq(talkMembers.uid, talkNotifications.actorUid))
    .where(eq(talkNotifications.uid, uid))
    .orderBy(desc(talkNotifications.createdAt), desc(talkNotifications.id))
    .limit(limit);
  return rows.map(({ readAt, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString(), read: readAt !== null }));
}

export async function unreadNotifications(uid: string): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(talkNotifications).where(and(eq(talkNotifications.uid, uid), isNull(talkNotifications.readAt)));
  return n;
}

export async function markNotificationsRead(uid: string): Promise<void> {
  const db = await getDb();
  await db.update(talkNotifications).set({ readAt: sql`now()` }).where(and(eq(talkNotifications.uid, uid), isNull(talkNotifications.readAt)));
}

/** Every thread, for the sitemap. */
export async function threadsForSitemap(): Promise<{ id: number; slug: string; lastPostedAt: Date; pages: number }[]> {
  const db = await getDb();
  const rows = await db.select({ id: talkThreads.id, slug: talkThreads.slug, lastPostedAt: talkThreads.lastPostedAt, replyCount: talkThreads.replyCount }).from(talkThreads);
  return rows.map((row) => ({ id: row.id, slug: row.slug, lastPostedAt: row.lastPostedAt, pages: Math.max(1, Math.ceil((row.replyCount + 1) / TALK_LIMITS.postsPerPage)) }));
}
