// Adding a playlist to LISTEN and taking one off, through the real route handlers, on a real
// database and real emulator tokens: only editors may; a new playlist goes last on /music and
// listeners see it at once, with its first revision and a log entry; a taken, reserved or malformed
// address, bad fields and an unknown track are refused beside their fields and change nothing; a
// removal closes the gap in /music's order, keeps the revisions (retired: a new playlist at the
// address starts its own history), and a second removal finds nothing.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { handlePlaylistCreate, handlePlaylistRemove } from "@/api-routes/admin/playlists";
import { cachedPlaylists, PLAYLISTS_EXPIRE_TAG } from "@/lib/server/music/cached-playlists";
import { playlistRevisions } from "@/lib/server/music/playlist-revisions";
import { getDb } from "@/lib/server/platform/db";
import { musicPlaylistRevisions, staffActivity } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

const NEW = "garden-party";
const FIELDS = {
  title: "Garden party",
  mood: "Sunny",
  description: "Bright songs for a long table outside.",
  tone: "cream",
  tracks: ["late-brunch", "spritz-o-clock"],
  products: ["highfold-mixers-pink-grapefruit-soda"],
  notes: "Pour a *spritz* before the salad.",
};

const withSlug = (slug: string) => ({ params: Promise.resolve({ slug }) });
const apiAs = (token: string | undefined) => ({
  create: (body: Json) => callHandler((r) => handlePlaylistCreate(r), "POST", "/api/admin/content/playlists", token, body),
  remove: (slug = NEW) => callHandler((r) => handlePlaylistRemove(r, withSlug(slug)), "DELETE", `/api/admin/content/playlists/${slug}`, token),
});
const api = () => apiAs(editor.token);

/** /music's list as listeners read it: place and slug. */
const order = async () => (await cachedPlaylists()).map((playlist) => [playlist.order, playlist.slug]);
const revisionsOf = async (slug: string) => (await (await getDb()).select().from(musicPlaylistRevisions).where(eq(musicPlaylistRevisions.playlist, slug)).orderBy(asc(musicPlaylistRevisions.id))).map((revision) => [revision.actorEmail, revision.fields.title]);
const logOf = async (subject: string) => (await (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, subject)).orderBy(asc(staffActivity.id))).map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after]);

const DEMO_ORDER = [
  [1, "kitchen-disco"],
  [2, "sunday-slow-down"],
  [3, "getting-ready"],
  [4, "wind-down"],
];

describe("who may add or remove a playlist", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing is added or removed", async () => {
    Object.assign(editor, await signUpEditor());
    expect(await order()).toEqual(DEMO_ORDER);
    const callers = await nonEditorCallers();
    expect(callers.map(([, status]) => status)).toEqual([401, 401, 403, 403]);
    for (const [token, status] of callers) {
      const as = apiAs(token);
      const answers = await Promise.all([as.create({ slug: NEW, fields: FIELDS }), as.remove("sunday-slow-down")]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status]);
    }
    expect(await order()).toEqual(DEMO_ORDER);
    expect(await logOf(NEW)).toEqual([]);
  });
});

describe("an editor adds a playlist", () => {
  it("puts it last on /music, where listeners see it at once, with its first revision and a log entry", async () => {
    sharedCache.persistTagInvalidation.mockClear();
    const created = await api().create({ slug: NEW, fields: FIELDS });
    expect(created.status).toBe(201);
    expect((created.body as { data: { playlist: Json } }).data.playlist).toMatchObject({ slug: NEW, order: 5, publicPath: "/music#playlist-garden-party", fields: FIELDS, updatedBy: editor.email });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([PLAYLISTS_EXPIRE_TAG]);
    expect(await order()).toEqual([...DEMO_ORDER, [5, NEW]]);
    const playlist = (await cachedPlaylists()).find((one) => one.slug === NEW);
    expect(playlist).toMatchObject({ title: "Garden party", mood: "Sunny", tone: "cream", products: ["highfold-mixers-pink-grapefruit-soda"] });
    expect(playlist?.tracks.map((track) => track.slug)).toEqual(["late-brunch", "spritz-o-clock"]);
    expect(playlist?.notesHtml).toContain("<em>spritz</em>");
    expect(await revisionsOf(NEW)).toEqual([[editor.email, "Garden party"]]);
    expect(await logOf(NEW)).toEqual([["playlist.create", editor.email, null, { title: "Garden party", position: 5 }]]);
  });

  it("refuses a taken address (409), a reserved or malformed one, bad fields and an unknown track (400) beside their fields, adding nothing", async () => {
    const before = [...DEMO_ORDER, [5, NEW]];
    const takenSentence = "There is already a playlist at this address. Choose another.";
    const taken = await api().create({ slug: "kitchen-disco", fields: FIELDS });
    expect([taken.status, taken.body]).toEqual([409, { code: "playlistSlugTaken", message: takenSentence, fields: { slug: takenSentence } }]);
    const reserved = await api().create({ slug: "new", fields: FIELDS });
    expect([reserved.status, reserved.body]).toEqual([400, { code: "invalidPlaylist", message: "One field needs changing: see the field marked.", fields: { slug: "Address is taken by one of the newsroom's own pages: choose another." } }]);
    const both = await api().create({ slug: "Patio Party", fields: { ...FIELDS, title: "" } });
    expect([both.status, both.body.message, both.body.fields]).toEqual([400, "2 fields need changing: see the fields marked.", { slug: "Address must be lowercase letters and digits, with single hyphens between words.", title: "Title is required." }]);
    const track = await api().create({ slug: "patio-party", fields: { ...FIELDS, tracks: ["late-brunch", "no-such-track"] } });
    expect([track.status, track.body.fields]).toEqual([400, { tracks: 'Choose tracks from the list: there is no track "no-such-track".' }]);
    const product = await api().create({ slug: "patio-party", fields: { ...FIELDS, products: ["no-such-drink"] } });
    expect([product.status, product.body.fields]).toEqual([400, { products: 'Choose products from the shop\'s list: the shop has no "no-such-drink".' }]);
    const extra = await api().create({ slug: "patio-party", fields: FIELDS, position: 1 });
    expect(extra.status).toBe(400);
    const noSlug = await api().create({ fields: FIELDS });
    expect(noSlug.status).toBe(400);
    const blank = await api().create({ slug: "  ", fields: FIELDS });
    expect([blank.status, blank.body.fields]).toEqual([400, { slug: "Address is required." }]);
    expect(await order()).toEqual(before);
    expect(await logOf("patio-party")).toEqual([]);
    expect(await revisionsOf("patio-party")).toEqual([]);
  });
});

describe("an editor removes a playlist", () => {
  it("takes it off /music, moves the playlists after it up, keeps its revisions and logs what it was", async () => {
    sharedCache.persistTagInvalidation.mockClear();
    const removed = await api().remove("sunday-slow-down");
    expect([removed.status, removed.body]).toEqual([200, { data: { removed: true } }]);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([PLAYLISTS_EXPIRE_TAG]);
    expect(await order()).toEqual([
      [1, "kitchen-disco"],
      [2, "getting-ready"],
      [3, "wind-down"],
      [4, NEW],
    ]);
    expect(await revisionsOf("sunday-slow-down")).toEqual([[null, "Sunday slow down"]]);
    expect(await playlistRevisions("sunday-slow-down")).toBeNull();
    expect(await logOf("sunday-slow-down")).toEqual([["playlist.remove", editor.email, { title: "Sunday slow down", position: 2 }, null]]);

    const again = await api().remove("sunday-slow-down");
    expect([again.status, again.body.code]).toEqual([404, "playlistNotFound"]);
    expect(await logOf("sunday-slow-down")).toHaveLength(1);
  });

  it("a new playlist after a removal goes last again, with no gap, and one at the removed address starts its own history", async () => {
    const created = await api().create({ slug: "patio-party", fields: { ...FIELDS, title: "Patio party" } });
    expect(created.status).toBe(201);
    expect(await order()).toEqual([
      [1, "kitchen-disco"],
      [2, "getting-ready"],
      [3, "wind-down"],
      [4, NEW],
      [5, "patio-party"],
    ]);

    const readded = await api().create({ slug: "sunday-slow-down", fields: { ...FIELDS, title: "Sunday, again" } });
    expect(readded.status).toBe(201);
    expect((await playlistRevisions("sunday-slow-down"))?.map((revision) => revision.actor.email)).toEqual([editor.email]);
    expect(await revisionsOf("sunday-slow-down")).toEqual([
      [null, "Sunday slow down"],
      [editor.email, "Sunday, again"],
    ]);
  });
});
