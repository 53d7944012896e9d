// The newsroom's playlist editor through the real route handlers, on a real database and real
// emulator tokens: the demo playlist files are imported once; only editors open or save a playlist;
// a save publishes at once (LISTEN's cached playlists expire here and in the shared cache before the
// answer); a refused save changes nothing; every save is a revision and an activity-log entry.
import { eq } from "drizzle-orm";
import { allPlaylists as demoPlaylists } from "content-collections";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { handlePlaylistDetail, handlePlaylistSave } from "@/api-routes/admin/playlists";
import MusicPage from "@/app/music/page";
import { playlists } from "@/lib/server/content/content";
import { PLAYLISTS_EXPIRE_TAG, refreshPlaylists } from "@/lib/server/music/cached-playlists";
import { importDemoPlaylists } from "@/lib/server/music/playlist-import";
import { getDb } from "@/lib/server/platform/db";
import { musicPlaylistRevisions, staffActivity } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";
import { useEmptyDatabase } from "./test-db";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

const SLUG = "kitchen-disco";
const demo = demoPlaylists.find((playlist) => playlist.slug === SLUG)!;

const withSlug = (slug: string) => ({ params: Promise.resolve({ slug }) });
const apiAs = (token: string | undefined) => ({
  detail: (slug = SLUG) => callHandler((r) => handlePlaylistDetail(r, withSlug(slug)), "GET", `/api/admin/content/playlists/${slug}`, token),
  save: (fields: unknown, slug = SLUG) => callHandler((r) => handlePlaylistSave(r, withSlug(slug)), "PUT", `/api/admin/content/playlists/${slug}`, token, { fields }),
});
const api = () => apiAs(editor.token);

type PlaylistFields = { title: string; mood: string; description: string; tone: string; tracks: string[]; products: string[]; notes: string };
type PlaylistJson = { slug: string; fields: PlaylistFields; order: number; updatedBy: string | null; publicPath: string };
const playlistOf = (answer: { body: Json }) => (answer.body as { data: { playlist: PlaylistJson } }).data.playlist;

async function fieldsNow(slug = SLUG): Promise<PlaylistFields> {
  const answer = await api().detail(slug);
  expect(answer.status).toBe(200);
  return playlistOf(answer).fields;
}

const revisionsOf = async (slug: string) => (await getDb()).select().from(musicPlaylistRevisions).where(eq(musicPlaylistRevisions.playlist, slug)).orderBy(musicPlaylistRevisions.id);
const activityFor = async (slug: string) => (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, slug));
const publicPlaylist = async (slug = SLUG) => (await playlists()).find((playlist) => playlist.slug === slug);

describe("the demo import", () => {
  it("makes every demo playlist file a playlist once, in the files' order, tracks and notes as the files gave them", async () => {
    Object.assign(editor, await signUpEditor());
    const all = await playlists();
    expect(all.map((playlist) => playlist.slug)).toEqual(["kitchen-disco", "sunday-slow-down", "getting-ready", "wind-down"]);
    const playlist = await publicPlaylist();
    expect(playlist).toMatchObject({ title: "Kitchen disco", mood: "Upbeat", tone: "pink", order: 1, products: ["copper-coupe-lime-and-agave-margarita", "highfold-mixers-pink-grapefruit-soda"] });
    expect(playlist?.tracks).toEqual(demo.tracks);
    expect(playlist?.tracks.map((track) => track.slug)).toEqual(["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"]);
    expect(playlist?.notesHtml).toBe(demo.notesHtml);
    expect(await fieldsNow()).toMatchObject({ title: "Kitchen disco", tracks: ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"] });
    expect(await importDemoPlaylists(await getDb())).toBe("alreadyImported");
    expect(await playlists()).toHaveLength(4);
    expect((await revisionsOf(SLUG)).map((revision) => revision.actorUid)).toEqual(["import"]);
  });
});

describe("who may use the playlist editor", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes, nothing is logged", async () => {
    const fields = await fieldsNow();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.detail(), as.save({ ...fields, title: "Taken over" })]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status]);
    }
    expect((await fieldsNow()).title).toBe("Kitchen disco");
    expect(await revisionsOf(SLUG)).toHaveLength(1);
    expect(await activityFor(SLUG)).toEqual([]);
  });
});

describe("an editor changes a playlist", () => {
  it("reorders the tracks and renames it: the public read shows it at once, with a revision and playlist.edit naming the changed fields", async () => {
    const fields = await fieldsNow();
    expect((await publicPlaylist())?.title).toBe("Kitchen disco"); // read, so the cache holds the old one
    const edited = { ...fields, title: "Kitchen disco, turned up", tracks: ["onions-and-basslines", "mirrorball-lemonade", "spritz-o-clock"] };
    sharedCache.persistTagInvalidation.mockClear();
    const saved = await api().save(edited);
    expect(saved.status).toBe(200);
    expect(playlistOf(saved)).toMatchObject({ fields: edited, order: 1, updatedBy: editor.email, publicPath: "/music#playlist-kitchen-disco" });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([PLAYLISTS_EXPIRE_TAG]);

    const playlist = await publicPlaylist();
    expect(playlist?.title).toBe("Kitchen disco, turned up");
    expect(playlist?.tracks.map((track) => [track.slug, track.title])).toEqual([
      ["onions-and-basslines", "Onions and Basslines"],
      ["mirrorball-lemonade", "Mirrorball Lemonade"],
      ["spritz-o-clock", "Spritz O'Clock"],
    ]);
    expect(playlist?.notesHtml).toBe(demo.notesHtml);

    expect((await revisionsOf(SLUG)).map((revision) => [revision.actorEmail, revision.fields.title, revision.fields.tracks])).toEqual([
      [null, "Kitchen disco", ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"]],
      [editor.email, "Kitchen disco, turned up", ["onions-and-basslines", "mirrorball-lemonade", "spritz-o-clock"]],
    ]);
    const log = await activityFor(SLUG);
    expect(log.map((entry) => [entry.action, entry.actorEmail, entry.after])).toEqual([["playlist.edit", editor.email, { changed: ["title", "tracks"] }]]);
  });

  it("renders the notes' Markdown, sanitised", async () => {
    const fields = await fieldsNow();
    const saved = await api().save({ ...fields, notes: "Turn it *up*.\n\n<script>alert(1)</script>" });
    expect(saved.status).toBe(200);
    expect((await publicPlaylist())?.notesHtml).toBe("<p>Turn it <em>up</em>.</p>");
  });

  it("refuses an unknown, a duplicate or no track, a bad colour and a field it does not have, a sentence for each, saving nothing", async () => {
    const fields = await fieldsNow();
    const revisions = (await revisionsOf(SLUG)).length;
    const log = (await activityFor(SLUG)).length;
    const refusals = [
      [{ ...fields, tracks: ["mirrorball-lemonade", "no-such-track"] }, { tracks: 'Choose tracks from the list: there is no track "no-such-track".' }],
      [{ ...fields, tracks: [] }, { tracks: "Choose at least one track." }],
      [{ ...fields, tracks: ["spritz-o-clock", "spritz-o-clock"] }, { tracks: "Choose each track once." }],
      [{ ...fields, tone: "purple" }, { tone: "Choose a colour from the list." }],
      [{ ...fields, position: 9 }, { position: '"position" is not a field of a playlist and cannot be sent.' }],
      [{ ...fields, title: " ", mood: "x".repeat(41) }, { title: "Title is required.", mood: "Mood must be at most 40 characters." }],
    ] as const;
    for (const [sent, expected] of refusals) {
      const refused = await api().save({ ...sent, description: "Not saved" });
      const count = Object.keys(expected).length;
      expect([refused.status, refused.body]).toEqual([400, { code: "invalidPlaylist", message: count === 1 ? "One field needs changing: see the field marked." : `${count} fields need changing: see the fields marked.`, fields: expected }]);
    }
    expect(await fieldsNow()).toEqual(fields);
    expect(await revisionsOf(SLUG)).toHaveLength(revisions);
    expect(await activityFor(SLUG)).toHaveLength(log);
  });

  it("refuses a product the shop does not have, naming it, saving nothing", async () => {
    const fields = await fieldsNow();
    const log = (await activityFor(SLUG)).length;
    const refused = await api().save({ ...fields, title: "Not saved", products: ["highfold-mixers-pink-grapefruit-soda", "no-such-drink"] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: "invalidPlaylist", message: "One field needs changing: see the field marked.", fields: { products: 'Choose products from the shop\'s list: the shop has no "no-such-drink".' } });
    expect(await fieldsNow()).toEqual(fields);
    expect((await publicPlaylist())?.title).toBe(fields.title);
    expect(await activityFor(SLUG)).toHaveLength(log);
  });

  it("answers 404 for a playlist that does not exist, opened or saved", async () => {
    const fields = await fieldsNow();
    const answers = await Promise.all([api().detail("no-such-playlist"), api().save(fields, "no-such-playlist"), api().detail("Not A Slug")]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [404, "playlistNotFound"],
      [404, "playlistNotFound"],
      [404, "playlistNotFound"],
    ]);
    expect(await revisionsOf("no-such-playlist")).toEqual([]);
  });
});

// Last: it moves the file to a database of its own.
describe("without the demo data", () => {
  it("LISTEN's music starts empty and says its playlists are on their way", async () => {
    const setting = process.env.DEMO_DATA;
    delete process.env.DEMO_DATA;
    try {
      await useEmptyDatabase();
      await refreshPlaylists();
      expect(await playlists()).toEqual([]);
      expect((await api().detail()).status).toBe(404);
      const page = renderToStaticMarkup(await MusicPage());
      expect(page).toContain("Our first playlists are on their way");
      expect(page).not.toContain("Kitchen disco");
    } finally {
      process.env.DEMO_DATA = setting;
    }
  });
});
