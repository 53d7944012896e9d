// TALK's seed on an install that holds an older seed (lib/server/talk/seed.ts): a thread the seed
// changed or dropped is replaced or removed at the next start, so invented verdicts an earlier
// seed carried cannot outlive it; a thread a real member posted in is left for a moderator.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNotNull } from "drizzle-orm";
import { SEED_MEMBERS, SEED_THREADS } from "@/content/talk";
import { getDb } from "@/lib/server/platform/db";
import { talkLikes, talkMembers, talkPosts, talkThreads } from "@/lib/server/schema";
import { seedTalk } from "@/lib/server/talk/seed";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

beforeAll(useFreshDatabase);
afterAll(dropFreshDatabase);

const firstPost = async (key: string) => {
  const db = await getDb();
  const [row] = await db
    .select({ body: talkPosts.body, threadId: talkPosts.threadId })
    .from(talkPosts)
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(and(eq(talkThreads.seedKey, key), eq(talkPosts.number, 1)));
  return row;
};

describe(`TALK seed refresh on ${engineName()}`, () => {
  it("replaces a changed seeded thread, removes a dropped one, renames members, and leaves threads members joined", async () => {
    const db = await getDb(); // opening seeds the current version
    expect(await seedTalk(db)).toBe("upToDate");
    const seededCount = (await db.select().from(talkThreads).where(isNotNull(talkThreads.seedKey))).length;
    expect(seededCount).toBe(SEED_THREADS.length);

    // What an older seed left: a verdict in a thread the seed since rewrote, a thread it dropped,
    // an old member name, and a changed thread a real member has replied to.
    const [changed, joined] = [SEED_THREADS[0], SEED_THREADS[1]];
    const before = await firstPost(changed.key);
    await db.update(talkPosts).set({ body: "Review: 8/10, best pils I've tried." }).where(and(eq(talkPosts.threadId, before.threadId), eq(talkPosts.number, 1)));
    const [dropped] = await db
      .insert(talkThreads)
      .values({ categoryId: (await db.select().from(talkThreads).limit(1))[0].categoryId, authorUid: `seed-${changed.author}`, title: "Review: a stout, 9/10", slug: "review-a-stout-9-10", replyCount: 0, seedKey: "old-review-thread" })
      .returning({ id: talkThreads.id });
    const [droppedPost] = await db.insert(talkPosts).values({ threadId: dropped.id, number: 1, authorUid: `seed-${changed.author}`, body: "9/10, buy it." }).returning({ id: talkPosts.id });
    await db.insert(talkLikes).values({ postId: droppedPost.id, uid: `seed-${joined.author}` });
    const member = Object.keys(SEED_MEMBERS)[0];
    await db.update(talkMembers).set({ displayName: "Hannah Brooks" }).where(eq(talkMembers.uid, `seed-${member}`));
    const joinedFirst = await firstPost(joined.key);
    await db.update(talkPosts).set({ body: "An older wording." }).where(and(eq(talkPosts.threadId, joinedFirst.threadId), eq(talkPosts.number, 1)));
    await db.insert(talkMembers).values({ uid: "real-member-1", displayName: "A real member", joinedAt: new Date() });
    await db.insert(talkPosts).values({ threadId: joinedFirst.threadId, number: joined.replies.length + 2, authorUid: "real-member-1", body: "My own reply." });

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await seedTalk(db)).toBe("seeded");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"${joined.title}"`));
    warn.mockRestore();

    expect((await firstPost(changed.key)).body).toBe(changed.body);
    expect(await db.select().from(talkThreads).where(eq(talkThreads.seedKey, "old-review-thread"))).toEqual([]);
    expect(await db.select().from(talkLikes).where(eq(talkLikes.postId, droppedPost.id))).toEqual([]);
    expect((await db.select().from(talkThreads).where(isNotNull(talkThreads.seedKey))).length).toBe(SEED_THREADS.length);
    const [renamed] = await db.select().from(talkMembers).where(eq(talkMembers.uid, `seed-${member}`));
    expect(renamed.displayName).toBe(SEED_MEMBERS[member as keyof typeof SEED_MEMBERS]);
    // The thread a member joined keeps everything, their reply included.
    expect((await firstPost(joined.key)).body).toBe("An older wording.");
    expect(await db.select().from(talkPosts).where(eq(talkPosts.authorUid, "real-member-1"))).toHaveLength(1);
  });
});
