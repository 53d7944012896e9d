// The newsroom's stories (issue 37) through the real route handlers, on a real database and real
// emulator tokens: the demo files are imported once; a draft is never served to readers, the feed
// or the sitemap; publishing puts it on READ's lists, the feed and the sitemap at the next request
// (READ's cached reads expire, and the expiry reaches the shared cache before the answer); a
// renamed story's old slug redirects; a scheduled story is published exactly once by the job;
// a revision restores; hostile Markdown never reaches a reader; every action is in the activity log.
import { and, eq } from "drizzle-orm";
import { allArticles } from "content-collections";
import { describe, expect, it, vi } from "vitest";
import {
  handleAuthorCreate,
  handleAuthorList,
  handleAuthorUpdate,
  handleRevisionCompare,
  handleStoryCreate,
  handleStoryDetail,
  handleStoryList,
  handleStoryPreview,
  handleStoryRestore,
  handleStorySave,
  handleStoryStatus,
} from "@/api-routes/admin/content";
import { GET as feed } from "@/app/read/feed.xml/route";
import sitemap from "@/app/sitemap";
import { STORIES_EXPIRE_TAG, liveArticle, liveArticles, renamedStorySlug } from "@/lib/server/content/cached-stories";
import { importDemoStories } from "@/lib/server/content/story-import";
import { publishDueStories } from "@/lib/server/content/story-schedule";
import { getDb } from "@/lib/server/platform/db";
import { staffActivity, stories, storyRevisions } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, signUpStaff, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);
// Draft mode needs a request scope: the preview route's own test is in the browser suite.
vi.mock("next/headers", () => ({ draftMode: async () => ({ enable: () => undefined, disable: () => undefined, isEnabled: false }) }));

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

const withId = (id: string) => ({ params: Promise.resolve({ id }) });
const apiAs = (token: string | undefined) => ({
  list: () => callHandler(handleStoryList, "GET", "/api/admin/content/stories", token),
  create: (fields: unknown) => callHandler(handleStoryCreate, "POST", "/api/admin/content/stories", token, { fields }),
  detail: (id: string) => callHandler((r) => handleStoryDetail(r, withId(id)), "GET", `/api/admin/content/stories/${id}`, token),
  save: (id: string, fields: unknown, autosave = false) => callHandler((r) => handleStorySave(r, withId(id)), "PUT", `/api/admin/content/stories/${id}`, token, { fields, autosave }),
  status: (id: string, body: unknown) => callHandler((r) => handleStoryStatus(r, withId(id)), "POST", `/api/admin/content/stories/${id}/status`, token, body),
  restore: (id: string, revision: number) => callHandler((r) => handleStoryRestore(r, withId(id)), "POST", `/api/admin/content/stories/${id}/restore`, token, { revision }),
  compare: (id: string, query: string) => callHandler((r) => handleRevisionCompare(r, withId(id)), "GET", `/api/admin/content/stories/${id}/revisions${query}`, token),
});
const api = () => apiAs(editor.token);

const fields = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: "Low and no at the village fete",
  standfirst: "What a small fete served when the drinks tent went alcohol-free for an afternoon, and what it learned.",
  section: "features",
  topics: ["lifestyle"],
  author: allArticles[0].author,
  heroImage: allArticles[0].hero.image,
  heroAlt: "A drawing of bunting over a table of bottles",
  products: [],
  body: "## The tent\n\nThe drinks tent served **only** alcohol-free drinks.\n\n> Nobody asked for a pint.\n",
  ...overrides,
});

type StoryJson = { id: string; status: string; revisions: { id: number }[]; fields: { title: string; video: string } };
const storyOf = (answer: { body: Json }) => (answer.body as { data: { story: StoryJson } }).data.story;

async function newDraft(slug: string, overrides: Record<string, unknown> = {}): Promise<StoryJson> {
  const answer = await api().create(fields(slug, overrides));
  expect(answer.status).toBe(201);
  return storyOf(answer);
}

const feedText = async () => (await feed()).text();
const sitemapUrls = async () => (await sitemap()).map((entry) => entry.url);
const activityFor = async (slug: string) => {
  const db = await getDb();
  return (await db.select().from(staffActivity).where(eq(staffActivity.subject, slug))).map((row) => row.action);
};

describe("the demo import", () => {
  it("makes every demo file a published story once, and a second run imports nothing", async () => {
    Object.assign(editor, await signUpEditor());
    const live = await liveArticles();
    expect(live.map((article) => article.slug).sort()).toEqual(allArticles.map((article) => article.slug).sort());
    const db = await getDb();
    expect(await importDemoStories(db)).toBe("alreadyImported");
  });
});

describe("who may use the newsroom's API", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; an editor gets 200", async () => {
    const [{ id }] = (await api().list()).body.data.stories as { id: string }[];
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.list(), as.detail(id), as.create(fields("refused-story")), as.save(id, fields("refused-story")), as.status(id, { action: "unpublish" }), as.restore(id, 1), as.compare(id, "?from=1")]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => status));
      const preview = await handleStoryPreview(new Request(`http://localhost/api/admin/content/stories/${id}/preview`, { headers: token ? { authorization: `Bearer ${token}` } : {} }), withId(id));
      expect(preview.status).toBe(status);
    }
    expect((await api().list()).status).toBe(200);
  });
});

describe("a story's life", () => {
  it("a draft is nowhere a reader, the feed or the sitemap can see; published, it is on READ, in the feed and the sitemap", async () => {
    const draft = await newDraft("village-fete-low-and-no");
    expect(draft.status).toBe("draft");
    expect(await liveArticle("village-fete-low-and-no")).toBeNull();
    expect((await liveArticles()).some((article) => article.slug === "village-fete-low-and-no")).toBe(false);
    expect(await feedText()).not.toContain("village-fete-low-and-no");
    expect((await sitemapUrls()).some((url) => url.endsWith("/article/village-fete-low-and-no"))).toBe(false);

    sharedCache.persistTagInvalidation.mockClear();
    const published = await api().status(draft.id, { action: "publish" });
    expect([published.status, storyOf(published).status]).toEqual([200, "published"]);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([STORIES_EXPIRE_TAG]);
    expect((await liveArticles())[0].slug).toBe("village-fete-low-and-no");
    expect((await liveArticle("village-fete-low-and-no"))?.html).toContain("<blockquote>");
    expect(await feedText()).toContain("/article/village-fete-low-and-no");
    expect((await sitemapUrls()).some((url) => url.endsWith("/article/village-fete-low-and-no"))).toBe(true);

    const unpublished = await api().status(draft.id, { action: "unpublish" });
    expect(storyOf(unpublished).status).toBe("unpublished");
    expect(await liveArticle("village-fete-low-and-no")).toBeNull();
    expect(await activityFor("village-fete-low-and-no")).toEqual(["story.create", "story.publish", "story.unpublish"]);
  });

  it("the workflow's refusals are sentences: unpublishing a draft, scheduling in the past", async () => {
    const draft = await newDraft("refusals-story");
    const unpublish = await api().status(draft.id, { action: "unpublish" });
    expect([unpublish.status, unpublish.body.code]).toEqual([409, "never-published"]);
    const past = await api().status(draft.id, { action: "schedule", at: "2020-01-01T09:00" });
    expect([past.status, past.body.code]).toEqual([409, "schedule-in-past"]);
    const sneaky = await api().save(draft.id, { ...fields("refusals-story"), status: "published" });
    expect([sneaky.status, sneaky.body.code]).toEqual([400, "invalidStory"]);
  });

  it("a published story's new slug keeps the old one redirecting, and another story cannot take it", async () => {
    const story = await newDraft("first-name-for-a-story");
    await api().status(story.id, { action: "publish" });
    const renamed = await api().save(story.id, fields("second-name-for-a-story"));
    expect(renamed.status).toBe(200);
    expect(await renamedStorySlug("first-name-for-a-story")).toBe("second-name-for-a-story");
    expect(await liveArticle("second-name-for-a-story")).not.toBeNull();
    const other = await newDraft("another-story-here");
    const taken = await api().save(other.id, fields("first-name-for-a-story"));
    expect([taken.status, (taken.body.fields as Record<string, string>).slug]).toEqual([409, "Another story has or had this slug. Choose another."]);
  });

  it("hostile Markdown and HTML in a body never reach a reader", async () => {
    const body = '## Hi\n\n[click](javascript:alert(1)) <script>alert(2)</script> <img src="x" onerror="alert(3)">\n\n![a](data:image/svg+xml;base64,PHN2Zz4=)\n';
    const story = await newDraft("hostile-story", { body });
    await api().status(story.id, { action: "publish" });
    const html = (await liveArticle("hostile-story"))?.html ?? "";
    expect(html).toContain("<h2");
    for (const bad of ["javascript:", "<script", "onerror", "data:image"]) expect(html).not.toContain(bad);
  });

  it("restoring a revision puts its fields back as a new revision, and the diff names the change", async () => {
    const story = await newDraft("restore-me-story");
    const first = storyOf(await api().detail(story.id)).revisions[0].id;
    await api().save(story.id, fields("restore-me-story", { title: "A title changed by mistake" }));
    const compared = await api().compare(story.id, `?from=${first}`);
    const changes = (compared.body.data as { comparison: { changes: { field: string }[] } }).comparison.changes;
    expect(changes.map((change) => change.field)).toEqual(["title"]);
    const restored = storyOf(await api().restore(story.id, first));
    expect(restored.fields.title).toBe("Low and no at the village fete");
    expect(restored.revisions).toHaveLength(3);
    expect(await activityFor("restore-me-story")).toEqual(["story.create", "story.edit", "story.restore"]);
  });
});

describe("a story's video", () => {
  it("an unknown video is refused beside its field and nothing is saved; a WATCH video reaches the live story", async () => {
    const refused = await api().create(fields("story-with-a-video", { video: "no-such-video" }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "invalidStory", fields: { video: "Choose a video from the list." } });
    expect(await activityFor("story-with-a-video")).toEqual([]);
    const draft = await newDraft("story-with-a-video", { video: "garden-spritz-in-three-minutes" });
    expect(draft.fields.video).toBe("garden-spritz-in-three-minutes");
    await api().status(draft.id, { action: "publish" });
    expect((await liveArticle("story-with-a-video"))?.video).toBe("garden-spritz-in-three-minutes");
  });

  it("a revision saved before stories had a video restores as none, and the diff says the video went", async () => {
    const draft = await newDraft("older-revision-story", { video: "garden-spritz-in-three-minutes" });
    const db = await getDb();
    // The story's own first revision, as it would have been stored before the field existed.
    const [saved] = await db.select().from(storyRevisions).where(eq(storyRevisions.storyId, draft.id));
    const { video: _video, ...legacy } = saved.fields;
    const [revision] = await db.insert(storyRevisions).values({ storyId: draft.id, fields: legacy, actorUid: editor.uid, actorEmail: editor.email }).returning();
    const compared = await api().compare(draft.id, `?from=${revision.id}`);
    const changes = (compared.body.data as { comparison: { changes: { field: string }[] } }).comparison.changes;
    expect(changes.map((change) => change.field)).toEqual(["video"]);
    expect(storyOf(await api().restore(draft.id, revision.id)).fields.video).toBe("");
  });
});

describe("scheduled publishing", () => {
  it("a story scheduled a few minutes ahead is published by the job once its time has come, exactly once", async () => {
    const story = await newDraft("scheduled-for-later");
    const at = new Date(Date.now() + 3 * 60_000);
    const ukTime = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .format(at)
      .replace(" ", "T");
    const scheduled = await api().status(story.id, { action: "schedule", at: ukTime });
    expect(storyOf(scheduled).status).toBe("scheduled");
    expect(await publishDueStories(new Date())).toEqual([]);
    expect(await liveArticle("scheduled-for-later")).toBeNull();

    const later = new Date(at.getTime() + 60_000);
    const runs = await Promise.all([publishDueStories(later), publishDueStories(later)]);
    expect(runs.flat()).toEqual(["scheduled-for-later"]);
    expect(await publishDueStories(later)).toEqual([]);
    expect(await liveArticle("scheduled-for-later")).not.toBeNull();
    const db = await getDb();
    const published = await db.select().from(staffActivity).where(and(eq(staffActivity.subject, "scheduled-for-later"), eq(staffActivity.action, "story.publish")));
    expect(published.map((row) => row.actorUid)).toEqual(["scheduler"]);
    const [row] = await db.select({ status: stories.status, publishAt: stories.publishAt }).from(stories).where(eq(stories.slug, "scheduled-for-later"));
    expect(row).toEqual({ status: "published", publishAt: null });
  });
});

describe("authors", () => {
  const author = { slug: "sam-example", name: "Sam Example", role: "Guest Writer", bio: "Sam is a made-up writer in a test.", avatar: "/images/authors/callum-reid.svg" };
  const createAs = (token: string | undefined, body: unknown) => callHandler(handleAuthorCreate, "POST", "/api/admin/content/authors", token, body);
  const updateAs = (token: string | undefined, slug: string, body: unknown) =>
    callHandler((r) => handleAuthorUpdate(r, { params: Promise.resolve({ slug }) }), "PUT", `/api/admin/content/authors/${slug}`, token, body);

  it("only an editor may list, add or change them", async () => {
    const staff = await signUpStaff();
    for (const [token, status] of [[undefined, 401], [staff.token, 403]] as const) {
      const answers = await Promise.all([callHandler(handleAuthorList, "GET", "/api/admin/content/authors", token), createAs(token, author), updateAs(token, "callum-reid", author)]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status]);
    }
  });

  it("an editor adds one, a story can name them, an edit reaches the story's byline, and both are logged", async () => {
    expect((await createAs(editor.token, author)).status).toBe(201);
    expect((await createAs(editor.token, author)).status).toBe(409);
    const refused = await createAs(editor.token, { ...author, slug: "Not A Slug", avatar: "javascript:alert(1)" });
    expect([refused.status, Object.keys(refused.body.fields as object).sort()]).toEqual([400, ["avatar", "slug"]]);
    const story = await newDraft("by-sam-example", { author: "sam-example" });
    await api().status(story.id, { action: "publish" });
    const { slug: _slug, ...rest } = author;
    expect((await updateAs(editor.token, "sam-example", { ...rest, name: "Sam Renamed" })).status).toBe(200);
    expect((await liveArticles()).find((article) => article.slug === "by-sam-example")?.authorName).toBe("Sam Renamed");
    expect(await activityFor("sam-example")).toEqual(["author.create", "author.edit"]);
  });
});
