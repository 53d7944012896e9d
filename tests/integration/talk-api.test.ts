// TALK's API (api-routes/talk.ts) against a real database and real Firebase Auth emulator tokens:
// members change only their own posts, moderators only with the claim, rates and limits hold,
// three reports hide a post, bodies are stored exactly as written, and threads paginate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  handleCreateThread,
  handleDeletePost,
  handleEditPost,
  handleLike,
  handleModeratePost,
  handleModerateThread,
  handleNotificationCount,
  handleReply,
  handleReport,
} from "@/api-routes/talk";
import { getDb } from "@/lib/server/platform/db";
import { talkPostEdits, talkPosts } from "@/lib/server/schema";
import { setModerator } from "@/lib/server/talk/roles";
import { categoriesWithActivity, notificationsOf, threadPage } from "@/lib/server/talk/queries";
import { TALK_LIMITS, TALK_MESSAGES } from "@/lib/talk/rules";
import { eq } from "drizzle-orm";
import { signInEmulatorUser, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, openFreshDatabase } from "./test-db";

beforeAll(openFreshDatabase);
afterAll(dropFreshDatabase);

const call = async (handler: (request: Request) => Promise<Response>, method: string, token: string | undefined, body?: unknown) => {
  const response = await handler(
    new Request("http://localhost/api/talk", {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Json };
};
const newThread = (token: string | undefined, body: unknown) => call(handleCreateThread, "POST", token, body);
const reply = (token: string | undefined, threadId: number, body: unknown) => call((r) => handleReply(r, String(threadId)), "POST", token, body);
const edit = (token: string, postId: number, body: string) => call((r) => handleEditPost(r, String(postId)), "PATCH", token, { body });
const remove = (token: string, postId: number) => call((r) => handleDeletePost(r, String(postId)), "DELETE", token);
const like = (token: string, postId: number, on: boolean) => call((r) => handleLike(r, String(postId), on), on ? "POST" : "DELETE", token);
const report = (token: string, postId: number, reason = "Rude and off topic") => call((r) => handleReport(r, String(postId)), "POST", token, { reason });
const moderatePost = (token: string, postId: number, action: string) => call((r) => handleModeratePost(r, String(postId)), "POST", token, { action });
const moderateThread = (token: string, threadId: number, action: string) => call((r) => handleModerateThread(r, String(threadId)), "POST", token, { action });

async function postIdOf(threadId: number, number: number): Promise<number> {
  const page = await threadPage(threadId, Math.ceil(number / TALK_LIMITS.postsPerPage), null);
  return page!.posts.find((post) => post.number === number)!.id;
}

describe(`TALK API (${engineName()})`, () => {
  it("seeds the community once and refuses writing without a valid token", async () => {
    const categories = await categoriesWithActivity();
    expect(categories.map((category) => category.slug)).toEqual(["getting-started", "drinks-reviews", "recipes-and-mixology", "support", "events-and-meet-ups"]);
    expect(categories.reduce((sum, category) => sum + category.threads, 0)).toBeGreaterThanOrEqual(25);
    const thread = { category: "support", title: "A perfectly good title", body: "Hello there" };
    expect((await newThread(undefined, thread)).status).toBe(401);
    expect((await newThread("not-a-token", thread)).status).toBe(401);
    expect((await reply(undefined, 1, { body: "Hello there" })).status).toBe(401);
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator members", () => {
    it("lets a member post, reply, edit (keeping history), like, report and delete, and tells the thread's author", async () => {
      const ada = await signUpEmulatorUser("member");
      const bob = await signUpEmulatorUser("member");
      // Control characters never reach the database (a NUL byte would be a 500): taken out, line breaks kept.
      const eve = await signUpEmulatorUser("member");
      const hostile = await newThread(eve.token, { category: "drinks-reviews", title: "Null\u0000 and bell\u0007 title", body: "A body\u0000 with\nline breaks\u001b kept." });
      expect(hostile.status).toBe(201);
      const [stored] = await (await getDb()).select().from(talkPosts).where(eq(talkPosts.threadId, hostile.body.data.id));
      expect(stored.body).toBe("A body with\nline breaks kept.");
      const created = await newThread(ada.token, { category: "drinks-reviews", title: "Which tonic for a botanical?", body: "Looking for a *dry* tonic." });
      expect(created.status).toBe(201);
      const threadId = created.body.data.id as number;
      expect(created.body.data.url).toBe(`/talk/t/${threadId}/which-tonic-for-a-botanical`);

      const answered = await reply(bob.token, threadId, { body: "Try the **Fellgate** Indian tonic." });
      expect(answered.status).toBe(201);
      expect(answered.body.data.number).toBe(2);
      const bobsPost = answered.body.data.id as number;
      expect((await notificationsOf(ada.uid)).map((n) => [n.kind, n.threadId])).toEqual([["reply", threadId]]);
      expect((await call(handleNotificationCount, "GET", ada.token)).body.data.unread).toBe(1);

      // Quoting Bob's post tells Bob.
      const quoted = await reply(ada.token, threadId, { body: "> Try the Fellgate\n\nThank you!", quoteOf: bobsPost });
      expect(quoted.status).toBe(201);
      expect((await notificationsOf(bob.uid)).map((n) => n.kind)).toEqual(["quote"]);

      expect((await edit(bob.token, bobsPost, "Try the **Fellgate** Indian tonic, with grapefruit.")).status).toBe(200);
      const db = await getDb();
      expect((await db.select().from(talkPostEdits).where(eq(talkPostEdits.postId, bobsPost))).map((row) => row.previousBody)).toEqual(["Try the **Fellgate** Indian tonic."]);
      const afterEdit = await threadPage(threadId, 1, null);
      expect(afterEdit!.posts[1]).toMatchObject({ body: "Try the **Fellgate** Indian tonic, with grapefruit." });
      expect(afterEdit!.posts[1].editedAt).not.toBeNull();

      expect((await like(ada.token, bobsPost, true)).body.data).toEqual({ likes: 1, liked: true });
      expect((await like(ada.token, bobsPost, true)).body.data).toEqual({ likes: 1, liked: true }); // one per member
      expect((await like(ada.token, bobsPost, false)).body.data).toEqual({ likes: 0, liked: false });
      expect((await like(bob.token, bobsPost, true)).status).toBe(403); // not your own

      expect((await report(ada.token, bobsPost)).status).toBe(200);
      expect((await remove(bob.token, bobsPost)).status).toBe(200);
      const afterDelete = await threadPage(threadId, 1, null);
      expect(afterDelete!.posts[1]).toMatchObject({ deleted: true, body: "" });
      expect((await edit(bob.token, bobsPost, "Back again")).status).toBe(410);
    });

    it("refuses changing another member's post and moderating without the claim", async () => {
      const ada = await signUpEmulatorUser("member");
      const eve = await signUpEmulatorUser("member");
      const { body } = await newThread(ada.token, { category: "support", title: "Day three and feeling tired", body: "Is this normal?" });
      const first = await postIdOf(body.data.id, 1);
      expect((await edit(eve.token, first, "Hijacked")).status).toBe(403);
      expect((await remove(eve.token, first)).status).toBe(403);
      expect((await moderatePost(eve.token, first, "hide")).status).toBe(403);
      expect((await moderateThread(eve.token, body.data.id, "lock")).status).toBe(403);
      expect((await reply(eve.token, body.data.id, { body: "Quote elsewhere", quoteOf: 1 })).status).toBe(400);
      const forged = (() => {
        const [header, payload] = eve.token.split(".");
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
        return `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "nobody-here", user_id: "nobody-here", moderator: true })).toString("base64url")}.`;
      })();
      expect((await moderatePost(forged, first, "hide")).status).toBe(401);
      expect((await reply(forged, body.data.id, { body: "Forged" })).status).toBe(401);
    });

    it("holds the limits: lengths, duplicates and a new account's hourly rates, each with its message", async () => {
      const newbie = await signUpEmulatorUser("member");
      const short = await newThread(newbie.token, { category: "support", title: "Too sho", body: "Fine body" });
      expect([short.status, short.body.message]).toEqual([400, `title: ${TALK_MESSAGES.title}`]);
      expect((await newThread(newbie.token, { category: "support", title: "A good title", body: "x".repeat(TALK_LIMITS.bodyMax + 1) })).status).toBe(400);
      expect((await newThread(newbie.token, { category: "no-such-category", title: "A good title", body: "Fine body" })).status).toBe(404);
      const first = await newThread(newbie.token, { category: "support", title: "My first thread here", body: "Hello everyone" });
      expect(first.status).toBe(201);
      const second = await newThread(newbie.token, { category: "support", title: "My second thread here", body: "Hello again" });
      expect([second.status, second.body.message]).toEqual([429, TALK_MESSAGES.threadRate]);

      const threadId = first.body.data.id as number;
      expect((await reply(newbie.token, threadId, { body: "Same words" })).status).toBe(201);
      const again = await reply(newbie.token, threadId, { body: "Same words" });
      expect([again.status, again.body.message]).toEqual([429, TALK_MESSAGES.duplicate]);
      for (let n = 2; n <= TALK_LIMITS.newRepliesPerHour; n += 1) expect((await reply(newbie.token, threadId, { body: `Reply number ${n}` })).status).toBe(201);
      const over = await reply(newbie.token, threadId, { body: "One too many" });
      expect([over.status, over.body.message]).toEqual([429, TALK_MESSAGES.replyRate]);
    });

    it("stores SQL-looking and 10,000-character bodies exactly as written", async () => {
      const member = await signUpEmulatorUser("member");
      const sql = "'); DROP TABLE talk_posts; -- \" OR 1=1; SELECT * FROM talk_members WHERE '' = '";
      const long = "Long post. ".repeat(1000).slice(0, TALK_LIMITS.bodyMax);
      const created = await newThread(member.token, { category: "support", title: "Robert'); DROP TABLE threads;--", body: sql });
      expect(created.status).toBe(201);
      expect((await reply(member.token, created.body.data.id, { body: long })).status).toBe(201);
      const page = await threadPage(created.body.data.id, 1, null);
      expect(page!.thread.title).toBe("Robert'); DROP TABLE threads;--");
      expect(page!.posts.map((post) => post.body)).toEqual([sql, long.trim()]);
    });

    it("hides a post reported by three members until a moderator restores it; moderators lock threads", async () => {
      const author = await signUpEmulatorUser("member");
      const { body } = await newThread(author.token, { category: "support", title: "A post that gets reported", body: "Something contentious" });
      const postId = await postIdOf(body.data.id, 1);
      const reporters = await Promise.all([1, 2, 3].map(() => signUpEmulatorUser("member")));
      expect((await report(reporters[0].token, postId)).body.data.hidden).toBe(false);
      expect((await report(reporters[0].token, postId)).body.data.hidden).toBe(false); // the same member twice counts once
      expect((await report(reporters[1].token, postId)).body.data.hidden).toBe(false);
      expect((await report(reporters[2].token, postId)).body.data.hidden).toBe(true);
      expect((await threadPage(body.data.id, 1, { uid: reporters[0].uid, moderator: false }))!.posts[0]).toMatchObject({ hidden: true, body: "" });

      const moderator = await signUpEmulatorUser("moderator");
      await setModerator(moderator.email, true);
      const token = await signInEmulatorUser(moderator.email);
      expect((await threadPage(body.data.id, 1, { uid: moderator.uid, moderator: true }))!.posts[0].body).toBe("Something contentious");
      expect((await moderatePost(token, postId, "restore")).status).toBe(200);
      expect((await threadPage(body.data.id, 1, null))!.posts[0]).toMatchObject({ hidden: false, body: "Something contentious" });
      expect((await moderateThread(token, body.data.id, "lock")).status).toBe(200);
      const locked = await reply(reporters[1].token, body.data.id, { body: "Too late" });
      expect([locked.status, locked.body.message]).toEqual([423, TALK_MESSAGES.locked]);
    });

    it("paginates a thread 20 posts a page, in order", async () => {
      const members = await Promise.all([0, 1, 2, 3, 4].map(() => signUpEmulatorUser("member")));
      const { body } = await newThread(members[0].token, { category: "events-and-meet-ups", title: "A busy thread for paging", body: "Post one" });
      for (let n = 2; n <= 25; n += 1) expect((await reply(members[n % 5].token, body.data.id, { body: `Post ${n}` })).status).toBe(201);
      const first = await threadPage(body.data.id, 1, null);
      const second = await threadPage(body.data.id, 2, null);
      expect(first!.pages).toBe(2);
      expect(first!.posts.map((post) => post.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(second!.posts.map((post) => post.body)).toEqual(["Post 21", "Post 22", "Post 23", "Post 24", "Post 25"]);
      const db = await getDb();
      expect((await db.select().from(talkPosts).where(eq(talkPosts.threadId, body.data.id))).length).toBe(25);
    });
  });
});
