import "server-only";
import { eq, inArray, isNotNull, sql } from "drizzle-orm";
import { SEED_ANCHOR, SEED_CATEGORIES, SEED_MEMBERS, SEED_STAFF, SEED_THREADS, seedPostDates, type SeedMember } from "@/content/talk";
import { threadSlug } from "@/lib/talk/rules";
import type { Db } from "../platform/db";
import { talkCategories, talkLikes, talkMembers, talkNotifications, talkPostEdits, talkPosts, talkReports, talkThreads } from "../schema";

// TALK's seed (content/talk/): categories, invented members and their threads, so the community
// looks alive on a fresh install. Idempotent like the catalogue seed: categories are inserted once,
// members' names follow the seed, and a thread whose seed key exists is skipped, unless the seed
// has since changed or dropped it (retireStaleSeedThreads): then it is replaced or removed, so an
// older install never keeps what the seed no longer says (invented product verdicts, say).

const HOUR = 3_600_000;
const seedUid = (member: SeedMember) => `seed-${member}`;
const MEMBER_KEYS = Object.keys(SEED_MEMBERS) as SeedMember[];
/** Who likes seeded posts: members only, never the shop's staff account. */
const LIKER_KEYS = MEMBER_KEYS.filter((key) => !SEED_STAFF.includes(key));

/** TALK's categories are the forum's structure, not demo data: written at every start (new ones only). */
export async function seedTalkCategories(db: Pick<Db, "insert">): Promise<void> {
  await db
    .insert(talkCategories)
    .values(SEED_CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflictDoNothing();
}

export async function seedTalk(db: Db): Promise<"seeded" | "upToDate"> {
  const retired = await retireStaleSeedThreads(db);
  await db
    .insert(talkMembers)
    .values(MEMBER_KEYS.map((key) => ({ uid: seedUid(key), displayName: SEED_MEMBERS[key], avatarUrl: null, joinedAt: new Date(SEED_ANCHOR - 400 * 24 * HOUR) })))
    // A seed member renamed in content/talk (no name may match a staff author's) is renamed here too.
    .onConflictDoUpdate({ target: talkMembers.uid, set: { displayName: sql`excluded.display_name` } });
  const existing = new Set(
    (await db.select({ key: talkThreads.seedKey }).from(talkThreads).where(inArray(talkThreads.seedKey, SEED_THREADS.map((thread) => thread.key)))).map((row) => row.key),
  );
  const missing = SEED_THREADS.filter((thread) => !existing.has(thread.key));
  if (missing.length === 0) return retired > 0 ? "seeded" : "upToDate";
  await db.transaction(async (tx) => {
    await seedTalkCategories(tx);
    const categories = new Map((await tx.select().from(talkCategories)).map((category) => [category.slug, category.id]));
    for (const seed of missing) {
      // Dates come from content/talk/time.ts, which the seed's content test checks against the posts' words.
      const threadIndex = SEED_THREADS.indexOf(seed);
      const dates = seedPostDates(seed, threadIndex);
      const at = (index: number) => dates[Math.min(index, dates.length - 1)];
      const [thread] = await tx
        .insert(talkThreads)
        .values({
          categoryId: categories.get(seed.category)!,
          authorUid: seedUid(seed.author),
          title: seed.title,
          slug: threadSlug(seed.title),
          createdAt: at(0),
          lastPostedAt: at(seed.replies.length),
          replyCount: seed.replies.length,
          seedKey: seed.key,
        })
        .returning({ id: talkThreads.id });
      const posts: [SeedMember, string][] = [[seed.author, seed.body], ...seed.replies.map(([author, body]): [SeedMember, string] => [author, body])];
      const inserted = await tx
        .insert(talkPosts)
        .values(posts.map(([author, body], index) => ({ threadId: thread.id, number: index + 1, authorUid: seedUid(author), body, createdAt: at(index) })))
        .returning({ id: talkPosts.id, number: talkPosts.number });
      // A few likes on each post from other members, the same on every install.
      for (const post of inserted) {
        const author = posts[post.number - 1][0];
        const likers = LIKER_KEYS.filter((key) => key !== author).slice((threadIndex + post.number) % 5, ((threadIndex + post.number) % 5) + ((threadIndex * 3 + post.number * 7) % 6));
        if (likers.length === 0) continue;
        await tx.insert(talkLikes).values(likers.map((key) => ({ postId: post.id, uid: seedUid(key), createdAt: at(post.number) })));
        await tx.update(talkPosts).set({ likeCount: likers.length }).where(eq(talkPosts.id, post.id));
      }
    }
  });
  return "seeded";
}

/**
 * Removes seeded threads the seed no longer holds as they are (dropped, or any post changed), so
 * the seed below inserts the current version. Only threads nobody real has posted in: where a
 * member replied, the thread stays and the log asks a moderator to look. Returns how many went.
 */
async function retireStaleSeedThreads(db: Db): Promise<number> {
  const seeded = await db.select({ id: talkThreads.id, key: talkThreads.seedKey, title: talkThreads.title }).from(talkThreads).where(isNotNull(talkThreads.seedKey));
  if (seeded.length === 0) return 0;
  const posts = await db
    .select({ id: talkPosts.id, threadId: talkPosts.threadId, number: talkPosts.number, authorUid: talkPosts.authorUid, body: talkPosts.body })
    .from(talkPosts)
    .where(inArray(talkPosts.threadId, seeded.map((thread) => thread.id)))
    .orderBy(talkPosts.threadId, talkPosts.number);
  const byKey = new Map(SEED_THREADS.map((thread) => [thread.key, thread]));
  const stale: { id: number; postIds: number[] }[] = [];
  for (const thread of seeded) {
    const own = posts.filter((post) => post.threadId === thread.id);
    const seed = byKey.get(thread.key!);
    const expected = seed ? [[seed.author, seed.body], ...seed.replies].map(([author, body]) => [seedUid(author as SeedMember), body]) : null;
    const current = expected !== null && own.length === expected.length && own.every((post, index) => post.authorUid === expected[index][0] && post.body === expected[index][1]);
    if (current) continue;
    if (own.some((post) => !post.authorUid.startsWith("seed-"))) {
      console.warn(`[talk] seeded thread "${thread.title}" differs from the seed but members have posted in it: left as it is for a moderator`);
      continue;
    }
    stale.push({ id: thread.id, postIds: own.map((post) => post.id) });
  }
  if (stale.length === 0) return 0;
  const threadIds = stale.map((thread) => thread.id);
  const postIds = stale.flatMap((thread) => thread.postIds);
  await db.transaction(async (tx) => {
    if (postIds.length > 0) {
      for (const table of [talkLikes, talkReports, talkNotifications, talkPostEdits]) await tx.delete(table).where(inArray(table.postId, postIds));
      await tx.delete(talkPosts).where(inArray(talkPosts.id, postIds));
    }
    await tx.delete(talkThreads).where(inArray(talkThreads.id, threadIds));
  });
  return stale.length;
}
