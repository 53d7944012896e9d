// The newsroom's video editor (issue 37.1) through the real route handlers, on a real database and
// real emulator tokens: the demo video files are imported once; only editors open or save a video;
// a save publishes at once (WATCH's cached videos expire here and in the shared cache before the
// answer); a refused save changes nothing; every save is a revision and an activity-log entry.
import { eq } from "drizzle-orm";
import { allVideos as demoVideos } from "content-collections";
import { describe, expect, it, vi } from "vitest";
import { handleVideoDetail, handleVideoSave } from "@/api-routes/admin/videos";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { videoBySlug, videos } from "@/lib/server/content/content";
import { getDb } from "@/lib/server/platform/db";
import { staffActivity, watchVideoRevisions } from "@/lib/server/schema";
import { refreshVideos, VIDEOS_EXPIRE_TAG } from "@/lib/server/watch/cached-videos";
import { importDemoVideos } from "@/lib/server/watch/video-import";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";
import { useEmptyDatabase } from "./test-db";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

const SLUG = "garden-spritz-in-three-minutes";
const demo = demoVideos.find((video) => video.slug === SLUG)!;

const withSlug = (slug: string) => ({ params: Promise.resolve({ slug }) });
const apiAs = (token: string | undefined) => ({
  detail: (slug = SLUG) => callHandler((r) => handleVideoDetail(r, withSlug(slug)), "GET", `/api/admin/content/videos/${slug}`, token),
  save: (fields: unknown, slug = SLUG) => callHandler((r) => handleVideoSave(r, withSlug(slug)), "PUT", `/api/admin/content/videos/${slug}`, token, { fields }),
});
const api = () => apiAs(editor.token);

type VideoFields = { title: string; description: string; theme: string; products: string[]; posterImage: string; posterAlt: string };
type VideoJson = { slug: string; fields: VideoFields; updatedBy: string | null; publicPath: string };
const videoOf = (answer: { body: Json }) => (answer.body as { data: { video: VideoJson } }).data.video;

async function fieldsNow(slug = SLUG): Promise<VideoFields> {
  const answer = await api().detail(slug);
  expect(answer.status).toBe(200);
  return videoOf(answer).fields;
}

const revisionsOf = async (slug: string) => (await getDb()).select().from(watchVideoRevisions).where(eq(watchVideoRevisions.video, slug)).orderBy(watchVideoRevisions.id);
const activityFor = async (slug: string) => (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, slug));

describe("the demo import", () => {
  it("makes every demo video file a video once, transcript and notes as the files gave them; a second run imports nothing", async () => {
    Object.assign(editor, await signUpEditor());
    const all = await videos();
    expect(all).toHaveLength(8);
    expect(all.map((video) => video.slug).sort()).toEqual(demoVideos.map((video) => video.slug).sort());
    const video = await videoBySlug(SLUG);
    expect(video).toMatchObject({ title: demo.title, theme: demo.theme, duration: demo.duration, video: demo.video, captions: demo.captions, poster: demo.poster, products: demo.products });
    expect(video?.transcript).toEqual(demo.transcript);
    expect(video?.notesHtml).toBe(demo.notesHtml);
    expect((await fieldsNow()).title).toBe(demo.title);
    expect(await importDemoVideos(await getDb())).toBe("alreadyImported");
    expect(await videos()).toHaveLength(8);
    expect((await revisionsOf(SLUG)).map((revision) => revision.actorUid)).toEqual(["import"]);
  });
});

describe("who may use the video editor", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const fields = await fieldsNow();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.detail(), as.save({ ...fields, title: "Taken over" })]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status]);
    }
    expect((await fieldsNow()).title).toBe(demo.title);
    expect(await activityFor(SLUG)).toEqual([]);
  });
});

describe("an editor fixes a video", () => {
  it("publishes at once: WATCH reads the change, with a revision and video.edit naming the changed fields", async () => {
    const fields = await fieldsNow();
    const product = SEED_PRODUCTS.find((item) => !fields.products.includes(item.slug))!.slug;
    const edited = { ...fields, title: "Garden spritz, fast", theme: "taste-test", products: [product], posterImage: "/media/videos/ginger-and-lime-highball.jpg", posterAlt: "A tall glass on a title card" };
    sharedCache.persistTagInvalidation.mockClear();
    const saved = await api().save(edited);
    expect(saved.status).toBe(200);
    expect(videoOf(saved)).toMatchObject({ fields: edited, updatedBy: editor.email, publicPath: `/watch/${SLUG}` });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([VIDEOS_EXPIRE_TAG]);

    const video = await videoBySlug(SLUG);
    expect(video).toMatchObject({ title: edited.title, theme: "taste-test", products: [product], poster: { image: edited.posterImage, alt: edited.posterAlt } });
    expect(video?.transcript).toEqual(demo.transcript);
    expect((await videos()).find((item) => item.slug === SLUG)?.title).toBe(edited.title);

    expect((await revisionsOf(SLUG)).map((revision) => [revision.actorEmail, revision.fields.title])).toEqual([
      [null, demo.title],
      [editor.email, edited.title],
    ]);
    const log = await activityFor(SLUG);
    expect(log.map((entry) => [entry.action, entry.actorEmail, entry.after])).toEqual([["video.edit", editor.email, { changed: ["title", "theme", "products", "posterImage", "posterAlt"] }]]);
  });

  it("refuses a bad series, a poster from elsewhere and an empty alt, a sentence for each, saving nothing", async () => {
    const fields = await fieldsNow();
    const before = (await revisionsOf(SLUG)).length;
    const refused = await api().save({ ...fields, theme: "cooking", posterImage: "https://example.com/poster.jpg", posterAlt: "   " });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: "invalidVideo",
      message: "3 fields need changing: see the fields marked.",
      fields: {
        theme: "Choose a series from the list.",
        posterImage: "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp).",
        posterAlt: "Poster alt text is required.",
      },
    });
    const climbing = await api().save({ ...fields, posterImage: "/media/../secret.jpg" });
    expect([climbing.status, climbing.body.fields]).toEqual([400, { posterImage: "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp)." }]);
    const extra = await api().save({ ...fields, video: "/media/videos/other.webm" });
    expect([extra.status, extra.body.fields]).toEqual([400, { video: '"video" is not a field of a video and cannot be sent.' }]);
    expect(await fieldsNow()).toEqual(fields);
    expect(await revisionsOf(SLUG)).toHaveLength(before);
  });

  it("refuses a product the shop does not have, naming it, saving nothing", async () => {
    const fields = await fieldsNow();
    const log = (await activityFor(SLUG)).length;
    const refused = await api().save({ ...fields, title: "Not saved", products: [SEED_PRODUCTS[0].slug, "no-such-drink"] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: "invalidVideo", message: "One field needs changing: see the field marked.", fields: { products: 'Choose products from the shop\'s list: the shop has no "no-such-drink".' } });
    const tooMany = await api().save({ ...fields, products: SEED_PRODUCTS.slice(0, 4).map((item) => item.slug) });
    expect([tooMany.status, tooMany.body.fields]).toEqual([400, { products: "Choose at most 3 products." }]);
    expect(await fieldsNow()).toEqual(fields);
    expect((await videoBySlug(SLUG))?.title).toBe(fields.title);
    expect(await activityFor(SLUG)).toHaveLength(log);
  });

  it("answers 404 for a video that does not exist, opened or saved", async () => {
    const fields = await fieldsNow();
    const answers = await Promise.all([api().detail("no-such-video"), api().save(fields, "no-such-video"), api().detail("Not A Slug")]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [404, "videoNotFound"],
      [404, "videoNotFound"],
      [404, "videoNotFound"],
    ]);
    expect(await revisionsOf("no-such-video")).toEqual([]);
  });
});

// Last: it moves the file to a database of its own.
describe("without the demo data", () => {
  it("WATCH starts empty: no video, and reading one answers null rather than throwing", async () => {
    const setting = process.env.DEMO_DATA;
    delete process.env.DEMO_DATA;
    try {
      await useEmptyDatabase();
      await refreshVideos();
      expect(await videos()).toEqual([]);
      expect(await videoBySlug(SLUG)).toBeNull();
      expect((await api().detail()).status).toBe(404);
    } finally {
      process.env.DEMO_DATA = setting;
    }
  });
});
