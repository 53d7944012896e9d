import "server-only";
import { eq, inArray } from "drizzle-orm";
import { SEED_ANCHOR, SEED_CATEGORIES, SEED_MEMBERS, SEED_STAFF, SEED_THREADS, seedPostDates, type SeedMember } from "@/content/talk";
import { threadSlug } from "@/lib/talk/rules";
import type { Db } from "../db";
import { talkCategories, talkLikes, talkMembers, talkPosts, talkThreads } from "../schema";

// TALK's seed (content/talk/): categories, invented members and their threads, so the community
// looks alive on a fresh install. Idempotent like the catalogue seed: categories and members are
// inserted once, and a thread whose seed key exists is skipped.

const HOUR = 3_600_000;
const seedUid = (member: SeedMember) => `seed-${member}`;
const MEMBER_KEYS = Object.keys(SEED_MEMBERS) as SeedMember[];
/** Who likes seeded posts: members only, never the shop's staff account. */
const LIKER_KEYS = MEMBER_KEYS.filter((key) => !SEED_STAFF.includes(key));

export async function seedTalk(db: Db): Promise<"seeded" | "upToDate"> {
  const existing = new Set(
    (await db.select({ key: talkThreads.seedKey }).from(talkThreads).where(inArray(talkThreads.seedKey, SEED_THREADS.map((thread) => thread.key)))).map((row) => row.key),
  );
  const missing = SEED_THREADS.filter((thread) => !existing.has(thread.key));
  if (missing.length === 0) return "upToDate";
  await db.transaction(async (tx) => {
    await tx
      .insert(talkCategories)
      .values(SEED_CATEGORIES.map((category, position) => ({ ...category, position })))
      .onConflictDoNothing();
    await tx
      .insert(talkMembers)
      .values(MEMBER_KEYS.map((key) => ({ uid: seedUid(key), displayName: SEED_MEMBERS[key], avatarUrl: null, joinedAt: new Date(SEED_ANCHOR - 400 * 24 * HOUR) })))
      .onConflictDoNothing();
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
