// A WATCH video's revisions in the newsroom through the real route handlers, on a real database and
// real emulator tokens, as a lesson's are (newsroom-lesson-revisions.test.ts): only editors list,
// compare or restore; a restore puts the revision's fields back and publishes them at once (WATCH's
// cached read shows them), as a new revision and a `video.restore` entry in the activity log; a bad
// revision id, a revision of another video, or one today's rules refuse, changes nothing.
import { desc, eq } from "drizzle-orm";
import { allVideos as demoVideos } from "content-collections";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handleVideoDetail, handleVideoSave } from "@/api-routes/admin/videos";
import { handleVideoRestore, handleVideoRevisions } from "@/api-routes/admin/video-revisions";
import { videoBySlug } from "@/lib/server/content/content";
import { getDb } from "@/lib/server/platform/db";
import { staffActivity, watchVideoRevisions } from "@/lib/server/schema";
import { VIDEOS_EXPIRE_TAG } from "@/lib/server/watch/cached-videos";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { expectForeignRevisionsRefused, expectMalformedRevisionIdsRefused } from "../support/revision-refusals";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };
beforeAll(async () => {
  Object.assign(editor, await signUpEditor());
});

const SLUG = "garden-spritz-in-three-minutes";
const OTHER_SLUG = "ginger-and-lime-highball";
const demo = demoVideos.find((video) => video.slug === SLUG)!;

const base = (slug: string) => `/api/admin/content/videos/${slug}`;
const apiAs = (token: string | undefined, slug = SLUG) => ({
  detail: () => callHandler((r) => handleVideoDetail(r, { params: Promise.resolve({ slug }) }), "GET", base(slug), token),
  save: (fields: unknown) => callHandler((r) => handleVideoSave(r, { params: Promise.resolve({ slug }) }), "PUT", base(slug), token, { fields }),
  list: (query = "") => callHandler((r) => handleVideoRevisions(r, { params: Promise.resolve({ slug }) }), "GET", `${base(slug)}/revisions${query}`, token),
  restore: (revision: number | string, body?: unknown) =>
    callHandler((r) => handleVideoRestore(r, { params: Promise.resolve({ slug, revision: String(revision) }) }), "POST", `${base(slug)}/revisions/${revision}/restore`, token, body),
});
const api = (slug = SLUG) => apiAs(editor.token, slug);

type Fields = { title: string; description: string; theme: string; products: string[]; posterImage: string; posterAlt: string };
type RevisionJson = { id: number; at: string; actor: { uid: string; email: string | null } };
type ComparisonJson = { older: RevisionJson; newer: RevisionJson | null; changes: { field: string; label: string; parts: { kind: string; text: string }[] }[] };
const dataOf = <T>(answer: { body: Json }) => (answer.body as { data: T }).data;

async function fieldsNow(slug = SLUG): Promise<Fields> {
  const answer = await api(slug).detail();
  expect(answer.status).toBe(200);
  return dataOf<{ video: { fields: Fields } }>(answer).video.fields;
}

const revisionsOf = async (slug = SLUG) => (await getDb()).select().from(watchVideoRevisions).where(eq(watchVideoRevisions.video, slug)).orderBy(desc(watchVideoRevisions.id));
const logOf = async (slug = SLUG) => (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, slug)).orderBy(staffActivity.id);

describe("who may see and restore a video's revisions", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const before = await fieldsNow();
    const [imported] = await revisionsOf();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.list(), as.list(`?from=${imported.id}`), as.restore(imported.id), as.restore(imported.id, {})]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status]);
    }
    expect(await fieldsNow()).toEqual(before);
    expect(await revisionsOf()).toHaveLength(1);
    expect(await logOf()).toEqual([]);
  });
});

describe("an editor restores an earlier version", () => {
  it("lists, compares and puts the import back: WATCH shows it at once, as a new revision and a video.restore in the log", async () => {
    expect(await fieldsNow()).toMatchObject({ title: "Garden spritz in three minutes", theme: "mix-it-up" });
    const imported = await fieldsNow();
    // WATCH's cached read, warmed before the save: only the save's and the restore's expiry refresh it.
    expect((await videoBySlug(SLUG))?.title).toBe(demo.title);
    const saved = await api().save({ ...imported, title: "Garden spritz in two minutes", theme: "taste-test" });
    expect(saved.status).toBe(200);
    expect((await videoBySlug(SLUG))?.title).toBe("Garden spritz in two minutes");

    const listed = dataOf<{ revisions: RevisionJson[] }>(await api().list()).revisions;
    expect(listed.map((revision) => [revision.actor.uid, revision.actor.email])).toEqual([
      [editor.uid, editor.email],
      ["import", null],
    ]);
    expect(listed.every((revision) => new Date(revision.at).toISOString() === revision.at)).toBe(true);
    const [latest, first] = listed.map((revision) => revision.id);

    const expected = [
      {
        field: "title",
        label: "Title",
        parts: [
          { kind: "same", text: "Garden spritz in " },
          { kind: "removed", text: "three" },
          { kind: "added", text: "two" },
          { kind: "same", text: " minutes" },
        ],
      },
      {
        field: "theme",
        label: "Series",
        parts: [
          { kind: "removed", text: "Mix it up" },
          { kind: "added", text: "Taste test" },
        ],
      },
    ];
    const withNow = dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison;
    expect([withNow.older.id, withNow.newer, withNow.changes]).toEqual([first, null, expected]);
    const withLatest = dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}&to=${latest}`)).comparison;
    expect([withLatest.older.id, withLatest.newer?.id, withLatest.changes]).toEqual([first, latest, expected]);

    sharedCache.persistTagInvalidation.mockClear();
    const restored = await api().restore(first);
    expect(restored.status).toBe(200);
    expect(dataOf<{ video: { fields: Fields; updatedBy: string } }>(restored).video).toMatchObject({ fields: imported, updatedBy: editor.email });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([VIDEOS_EXPIRE_TAG]);
    expect(await videoBySlug(SLUG)).toMatchObject({ title: demo.title, theme: "mix-it-up" });
    expect(await fieldsNow()).toEqual(imported);

    const revisions = await revisionsOf();
    expect(revisions.map((revision) => revision.actorEmail)).toEqual([editor.email, editor.email, null]);
    expect(revisions[0].fields).toEqual(revisions[2].fields);
    const log = await logOf();
    expect(log.map((entry) => [entry.action, entry.actorUid, entry.actorEmail])).toEqual([
      ["video.edit", editor.uid, editor.email],
      ["video.restore", editor.uid, editor.email],
    ]);
    expect(log[1].after).toEqual({ revision: first, changed: ["title", "theme"] });
    expect(dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison.changes).toEqual([]);

    // The restore is itself a revision, so it can be undone; an empty JSON object is as good as no body.
    expect((await api().restore(latest, {})).status).toBe(200);
    expect((await fieldsNow()).title).toBe("Garden spritz in two minutes");
    expect(await revisionsOf()).toHaveLength(4);
  });
});

describe("what a comparison or a restore refuses", () => {
  it("a revision id that is not one: 400 to compare, 404 to restore, nothing changed", async () => {
    const [latest] = await revisionsOf();
    await expectMalformedRevisionIdsRefused(api(), latest.id, async () => [await fieldsNow(), (await revisionsOf()).length]);
  });

  it("a revision of another video, an unknown video or revision: 404, nothing changed", async () => {
    const [[own], [other]] = await Promise.all([revisionsOf(), revisionsOf(OTHER_SLUG)]);
    expect(other).toBeDefined();
    await expectForeignRevisionsRefused({
      routes: { own: api(), unknown: api("no-such-video"), notASlug: api("Not A Slug") },
      ownId: own.id,
      otherId: other.id,
      notFoundCode: "videoNotFound",
      state: async () => [await fieldsNow(), await fieldsNow(OTHER_SLUG), await revisionsOf(), await revisionsOf(OTHER_SLUG), (await logOf()).length],
    });
  });

  it("a body other than an empty object: 400, nothing changed", async () => {
    const [latest] = await revisionsOf();
    const count = (await revisionsOf()).length;
    const answer = await api().restore(latest.id, { revision: latest.id });
    expect([answer.status, answer.body.code]).toEqual([400, "invalidBody"]);
    expect((await api().restore(latest.id, "not json")).status).toBe(400);
    expect(await revisionsOf()).toHaveLength(count);
  });

  it("a version today's rules refuse (a product the shop does not have, a poster from elsewhere): 409 saying why, nothing changed", async () => {
    const before = await fieldsNow();
    const db = await getDb();
    const [gone, elsewhere] = await db
      .insert(watchVideoRevisions)
      .values([
        { video: SLUG, fields: { ...before, title: "Not restored", products: [before.products[0], "no-such-drink"] }, actorUid: "test", actorEmail: null },
        { video: SLUG, fields: { ...before, title: "Not restored", posterImage: "https://example.com/poster.jpg" }, actorUid: "test", actorEmail: null },
      ])
      .returning();
    const count = (await revisionsOf()).length;
    const log = (await logOf()).length;
    sharedCache.persistTagInvalidation.mockClear();

    const refused = await api().restore(gone.id);
    expect([refused.status, refused.body]).toEqual([409, { code: "revisionInvalid", message: 'This version cannot be restored: the shop has no "no-such-drink".' }]);
    const picture = await api().restore(elsewhere.id);
    expect([picture.status, picture.body]).toEqual([
      409,
      { code: "revisionInvalid", message: "This version cannot be restored: it no longer passes the video's checks (posterImage: Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp))." },
    ]);

    expect(await fieldsNow()).toEqual(before);
    expect((await videoBySlug(SLUG))?.title).toBe(before.title);
    expect(await revisionsOf()).toHaveLength(count);
    expect(await logOf()).toHaveLength(log);
    expect(sharedCache.persistTagInvalidation).not.toHaveBeenCalled();
  });
});
