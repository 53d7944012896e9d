// A LISTEN playlist's revisions in the newsroom through the real route handlers, on a real database
// and real emulator tokens, as a video's are (newsroom-video-revisions.test.ts): only editors list,
// compare or restore; a comparison names the tracks by title; a restore puts the revision's fields
// back and publishes them at once (LISTEN's cached read shows them), as a new revision and a
// `playlist.restore` entry in the activity log; a bad revision id, a revision of another playlist,
// or one today's rules refuse (a product the shop does not have, a track no longer in the tracks
// list), changes nothing.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handlePlaylistDetail, handlePlaylistSave } from "@/api-routes/admin/playlists";
import { handlePlaylistRestore, handlePlaylistRevisions } from "@/api-routes/admin/playlist-revisions";
import { playlists } from "@/lib/server/content/content";
import { PLAYLISTS_EXPIRE_TAG } from "@/lib/server/music/cached-playlists";
import { getDb } from "@/lib/server/platform/db";
import { musicPlaylistRevisions, staffActivity } from "@/lib/server/schema";
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

const SLUG = "kitchen-disco";
const OTHER_SLUG = "sunday-slow-down";
const IMPORTED_TRACKS = ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"];

const base = (slug: string) => `/api/admin/content/playlists/${slug}`;
const apiAs = (token: string | undefined, slug = SLUG) => ({
  detail: () => callHandler((r) => handlePlaylistDetail(r, { params: Promise.resolve({ slug }) }), "GET", base(slug), token),
  save: (fields: unknown) => callHandler((r) => handlePlaylistSave(r, { params: Promise.resolve({ slug }) }), "PUT", base(slug), token, { fields }),
  list: (query = "") => callHandler((r) => handlePlaylistRevisions(r, { params: Promise.resolve({ slug }) }), "GET", `${base(slug)}/revisions${query}`, token),
  restore: (revision: number | string, body?: unknown) =>
    callHandler((r) => handlePlaylistRestore(r, { params: Promise.resolve({ slug, revision: String(revision) }) }), "POST", `${base(slug)}/revisions/${revision}/restore`, token, body),
});
const api = (slug = SLUG) => apiAs(editor.token, slug);

type Fields = { title: string; mood: string; description: string; tone: string; tracks: string[]; products: string[]; notes: string };
type RevisionJson = { id: number; at: string; actor: { uid: string; email: string | null } };
type ComparisonJson = { older: RevisionJson; newer: RevisionJson | null; changes: { field: string; label: string; parts: { kind: string; text: string }[] }[] };
const dataOf = <T>(answer: { body: Json }) => (answer.body as { data: T }).data;

async function fieldsNow(slug = SLUG): Promise<Fields> {
  const answer = await api(slug).detail();
  expect(answer.status).toBe(200);
  return dataOf<{ playlist: { fields: Fields } }>(answer).playlist.fields;
}

const revisionsOf = async (slug = SLUG) => (await getDb()).select().from(musicPlaylistRevisions).where(eq(musicPlaylistRevisions.playlist, slug)).orderBy(desc(musicPlaylistRevisions.id));
const logOf = async (slug = SLUG) => (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, slug)).orderBy(staffActivity.id);
const publicPlaylist = async (slug = SLUG) => (await playlists()).find((playlist) => playlist.slug === slug);

describe("who may see and restore a playlist's revisions", () => {
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
  it("lists, compares (tracks by title) and puts the import back: /music shows it at once, as a new revision and a playlist.restore in the log", async () => {
    const imported = await fieldsNow();
    expect(imported).toMatchObject({ title: "Kitchen disco", tone: "pink", tracks: IMPORTED_TRACKS });
    // LISTEN's cached read, warmed before the save: only the save's and the restore's expiry refresh it.
    expect((await publicPlaylist())?.title).toBe("Kitchen disco");
    const saved = await api().save({ ...imported, title: "Kitchen disco, turned up", tone: "navy", tracks: ["onions-and-basslines", "mirrorball-lemonade", "spritz-o-clock"] });
    expect(saved.status).toBe(200);
    expect((await publicPlaylist())?.title).toBe("Kitchen disco, turned up");

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
          { kind: "same", text: "Kitchen disco" },
          { kind: "added", text: ", turned up" },
        ],
      },
      {
        field: "tone",
        label: "Colour",
        parts: [
          { kind: "removed", text: "Pink" },
          { kind: "added", text: "Navy" },
        ],
      },
      {
        field: "tracks",
        label: "Tracks",
        parts: [
          { kind: "added", text: "Onions and Basslines (moved)" },
          { kind: "same", text: "Mirrorball Lemonade" },
          { kind: "same", text: "Spritz O'Clock" },
          { kind: "removed", text: "Onions and Basslines (moved)" },
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
    expect(dataOf<{ playlist: { fields: Fields; updatedBy: string } }>(restored).playlist).toMatchObject({ fields: imported, updatedBy: editor.email });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([PLAYLISTS_EXPIRE_TAG]);
    const shown = await publicPlaylist();
    expect([shown?.title, shown?.tone, shown?.tracks.map((track) => track.title)]).toEqual(["Kitchen disco", "pink", ["Mirrorball Lemonade", "Spritz O'Clock", "Onions and Basslines"]]);
    expect(await fieldsNow()).toEqual(imported);

    const revisions = await revisionsOf();
    expect(revisions.map((revision) => revision.actorEmail)).toEqual([editor.email, editor.email, null]);
    expect(revisions[0].fields).toEqual(revisions[2].fields);
    const log = await logOf();
    expect(log.map((entry) => [entry.action, entry.actorUid, entry.actorEmail])).toEqual([
      ["playlist.edit", editor.uid, editor.email],
      ["playlist.restore", editor.uid, editor.email],
    ]);
    expect(log[1].after).toEqual({ revision: first, changed: ["title", "tone", "tracks"] });
    expect(dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison.changes).toEqual([]);

    // The restore is itself a revision, so it can be undone; an empty JSON object is as good as no body.
    expect((await api().restore(latest, {})).status).toBe(200);
    expect((await fieldsNow()).title).toBe("Kitchen disco, turned up");
    expect(await revisionsOf()).toHaveLength(4);
  });
});

describe("what a comparison or a restore refuses", () => {
  it("a revision id that is not one: 400 to compare, 404 to restore, nothing changed", async () => {
    const [latest] = await revisionsOf();
    await expectMalformedRevisionIdsRefused(api(), latest.id, async () => [await fieldsNow(), (await revisionsOf()).length]);
  });

  it("a revision of another playlist, an unknown playlist or revision: 404, nothing changed", async () => {
    const [[own], [other]] = await Promise.all([revisionsOf(), revisionsOf(OTHER_SLUG)]);
    expect(other).toBeDefined();
    await expectForeignRevisionsRefused({
      routes: { own: api(), unknown: api("no-such-playlist"), notASlug: api("Not A Slug") },
      ownId: own.id,
      otherId: other.id,
      notFoundCode: "playlistNotFound",
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

  it("a version today's rules refuse (a product the shop does not have, a track no longer in the tracks list): 409 saying why, nothing changed", async () => {
    const before = await fieldsNow();
    const db = await getDb();
    const [gone, retired] = await db
      .insert(musicPlaylistRevisions)
      .values([
        { playlist: SLUG, fields: { ...before, title: "Not restored", products: [before.products[0], "no-such-drink"] }, actorUid: "test", actorEmail: null },
        { playlist: SLUG, fields: { ...before, title: "Not restored", tracks: ["mirrorball-lemonade", "retired-track"] }, actorUid: "test", actorEmail: null },
      ])
      .returning();
    const count = (await revisionsOf()).length;
    const log = (await logOf()).length;
    sharedCache.persistTagInvalidation.mockClear();

    const refused = await api().restore(gone.id);
    expect([refused.status, refused.body]).toEqual([409, { code: "revisionInvalid", message: 'This version cannot be restored: the shop has no "no-such-drink".' }]);
    const track = await api().restore(retired.id);
    expect([track.status, track.body]).toEqual([
      409,
      { code: "revisionInvalid", message: 'This version cannot be restored: it no longer passes the playlist\'s checks (tracks: Choose tracks from the list: there is no track "retired-track").' },
    ]);

    expect(await fieldsNow()).toEqual(before);
    expect((await publicPlaylist())?.title).toBe(before.title);
    expect(await revisionsOf()).toHaveLength(count);
    expect(await logOf()).toHaveLength(log);
    expect(sharedCache.persistTagInvalidation).not.toHaveBeenCalled();
  });
});
