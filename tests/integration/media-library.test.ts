// The newsroom's media library (issue 37.5) through the real route handlers, on a real database and
// real emulator tokens: editors only; a picture is checked by its bytes and kept as WebP sizes
// without its metadata; the library says where each picture is used (a story's hero and body, an
// author's portrait); a used picture cannot be deleted; "Replace" keeps the address, so the story
// shows the new bytes with no edit, and the served file's ETag changes so no browser keeps the old
// one; every change is in the activity log with the editor's email.
import { eq } from "drizzle-orm";
import { allArticles } from "content-collections";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { handleAuthorCreate, handleStoryCreate, handleStoryRestore, handleStorySave } from "@/api-routes/admin/content";
import { handleMediaDelete, handleMediaList, handleMediaReplace, handleMediaUpdate, handleMediaUpload } from "@/api-routes/admin/media-library";
import { handleVideoDetail, handleVideoSave } from "@/api-routes/admin/videos";
import { handleLibraryFile } from "@/api-routes/media-library-files";
import { getDb } from "@/lib/server/platform/db";
import { mediaImages, staffActivity, stories } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
vi.mock("@/lib/server/platform/shared-cache", () => ({ persistTagInvalidation: vi.fn(async () => undefined) }));

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

type Picture = { id: number; url: string; alt: string; credit: string; licence: string; width: number; height: number; version: number; createdBy: string | null; uses: { kind: string; label: string; href: string }[] };
type Upload = { bytes: Uint8Array; name: string; type: string };

const base = "http://localhost/api/admin/content/media";
const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const withId = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });

function form(file: Upload | null, text: Record<string, string> = {}) {
  const body = new FormData();
  if (file) body.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(text)) body.set(name, value);
  return body;
}

const apiAs = (token: string | undefined) => ({
  list: async () => read(await handleMediaList(new Request(base, { headers: bearer(token) }))),
  upload: async (file: Upload | null, text: Record<string, string> = { alt: "Three glasses of sparkling tea on a garden table" }) =>
    read(await handleMediaUpload(new Request(base, { method: "POST", headers: bearer(token), body: form(file, text) }))),
  update: (id: number, details: unknown) => callHandler((request) => handleMediaUpdate(request, withId(id)), "PATCH", `/api/admin/content/media/${id}`, token, details),
  replace: async (id: number, file: Upload) => read(await handleMediaReplace(new Request(`${base}/${id}/file`, { method: "PUT", headers: bearer(token), body: form(file) }), withId(id))),
  remove: async (id: number) => read(await handleMediaDelete(new Request(`${base}/${id}`, { method: "DELETE", headers: bearer(token) }), withId(id))),
});
const api = () => apiAs(editor.token);

const serve = (file: string, headers: Record<string, string> = {}) =>
  handleLibraryFile(new Request(`http://localhost/media/library/${file}`, { headers }), { params: Promise.resolve({ file }) });

/** A real JPEG `width` × `height` of one colour, carrying an EXIF camera make that must not survive. */
async function jpeg(width: number, height: number, colour: string): Promise<Upload> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Model: "Serial 0042" } })
    .toBuffer();
  return { bytes, name: "garden.jpg", type: "image/jpeg" };
}

const pictureOf = (answer: { body: Json }) => (answer.body as { data: { image: Picture } }).data.image;
const picturesOf = (answer: { body: Json }) => (answer.body as { data: { images: Picture[] } }).data.images;

async function activityOn(subject: string) {
  const db = await getDb();
  return (await db.select().from(staffActivity).where(eq(staffActivity.subject, subject))).map((row) => [row.action, row.actorEmail]);
}

describe("who may use the media library", () => {
  it("a guest and a bad token get 401, a shopper and shop staff 403, on every route; an editor 200", async () => {
    Object.assign(editor, await signUpEditor());
    const file = await jpeg(800, 600, "#2a6f4f");
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.list(), as.upload(file), as.update(1, { alt: "A picture of a glass" }), as.replace(1, file), as.remove(1)]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status, status]);
    }
    const db = await getDb();
    expect(await db.select({ id: mediaImages.id }).from(mediaImages)).toEqual([]);
    expect((await api().list()).status).toBe(200);
  });
});

describe("an upload", () => {
  it("is kept as WebP at the library's widths without its metadata, served with its version as ETag, and logged", async () => {
    const answer = await api().upload(await jpeg(1600, 900, "#2a6f4f"), { alt: "Three glasses of sparkling tea on a garden table", credit: "Photo: the demo team", licence: "Our own" });
    expect(answer.status).toBe(201);
    const picture = pictureOf(answer);
    expect(picture).toMatchObject({ url: `/media/library/${picture.id}.webp`, width: 1600, height: 900, version: 1, credit: "Photo: the demo team", licence: "Our own", createdBy: editor.email, uses: [] });

    const served = await serve(`${picture.id}.webp`);
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([200, "image/webp", "public, no-cache"]);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(["webp", 1280, undefined]);
    expect(bytes.includes(Buffer.from("SecretCam"))).toBe(false);
    const thumb = await sharp(Buffer.from(await (await serve(`${picture.id}-320.webp`)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 180]);

    const etag = served.headers.get("etag")!;
    expect((await serve(`${picture.id}.webp`, { "if-none-match": etag })).status).toBe(304);
    expect((await serve(`${picture.id}-960.webp`)).status).toBe(404);
    expect(await activityOn(picture.url)).toEqual([["media.upload", editor.email]]);
  });

  it("refuses a file that is not what its name says, an alt text too short and a credit too long, storing nothing", async () => {
    const db = await getDb();
    const before = (await db.select({ id: mediaImages.id }).from(mediaImages)).length;
    const fake = await api().upload({ bytes: new TextEncoder().encode("<svg onload=alert(1)>"), name: "holiday.jpg", type: "image/jpeg" });
    expect([fake.status, fake.body.code]).toEqual([415, "photoType"]);
    const shortAlt = await api().upload(await jpeg(800, 600, "#123456"), { alt: "Tea" });
    expect([shortAlt.status, shortAlt.body.code]).toEqual([400, "altText"]);
    const longCredit = await api().upload(await jpeg(800, 600, "#123456"), { alt: "A glass of tea", credit: "x".repeat(201) });
    expect([longCredit.status, longCredit.body.message]).toEqual([400, "credit: Keep the credit to 200 characters."]);
    const none = await api().upload(null);
    expect([none.status, none.body.code]).toEqual([400, "photoMissing"]);
    expect((await db.select({ id: mediaImages.id }).from(mediaImages)).length).toBe(before);
  });
});

describe("a picture in use", () => {
  it("lists its uses, refuses deletion, and a replacement shows in the story under the same address", async () => {
    const picture = pictureOf(await api().upload(await jpeg(1200, 800, "#aa3300"), { alt: "A jug of iced tea with lemon slices" }));
    const story = await callHandler(handleStoryCreate, "POST", "/api/admin/content/stories", editor.token, {
      fields: {
        slug: "iced-tea-for-a-crowd",
        title: "Iced tea for a crowd",
        standfirst: "A jug that serves twelve, made the evening before, with nothing in it that needs a designated driver.",
        section: "features",
        topics: [],
        author: allArticles[0].author,
        heroImage: picture.url,
        heroAlt: "A jug of iced tea",
        products: [],
        body: `## The jug\n\n![Lemon slices in the jug](${picture.url})\n\nBrew it strong; the ice does the rest.\n`,
      },
    });
    expect(story.status).toBe(201);
    const listed = picturesOf(await api().list()).find((candidate) => candidate.id === picture.id)!;
    expect(listed.uses.map((use) => [use.kind, use.label])).toEqual([
      ["storyHero", "Iced tea for a crowd"],
      ["storyBody", "Iced tea for a crowd"],
    ]);

    const refused = await api().remove(picture.id);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, "mediaInUse", "This picture is used in 2 places: take it out there first, or replace it instead."]);
    const before = await serve(`${picture.id}.webp`);
    const oldEtag = before.headers.get("etag")!;
    const oldBytes = Buffer.from(await before.arrayBuffer());

    const replaced = await api().replace(picture.id, await jpeg(900, 900, "#0033aa"));
    expect(replaced.status).toBe(200);
    expect(pictureOf(replaced)).toMatchObject({ id: picture.id, url: picture.url, version: 2, width: 900, height: 900 });
    const after = await serve(`${picture.id}.webp`, { "if-none-match": oldEtag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(oldEtag);
    const newBytes = Buffer.from(await after.arrayBuffer());
    expect(newBytes.equals(oldBytes)).toBe(false);
    expect(((await sharp(newBytes).metadata()).width)).toBe(640);
    expect(await activityOn(picture.url)).toEqual([
      ["media.upload", editor.email],
      ["media.replace", editor.email],
    ]);
  });

  it("counts a video's poster as a use, linked to the video's editor", async () => {
    const picture = pictureOf(await api().upload(await jpeg(1280, 720, "#226644"), { alt: "A spritz on a garden wall" }));
    const slug = "garden-spritz-in-three-minutes";
    const withSlug = { params: Promise.resolve({ slug }) };
    const detail = await callHandler((r) => handleVideoDetail(r, withSlug), "GET", `/api/admin/content/videos/${slug}`, editor.token);
    const video = (detail.body.data as { video: { fields: Record<string, unknown> & { title: string } } }).video;
    const saved = await callHandler((r) => handleVideoSave(r, withSlug), "PUT", `/api/admin/content/videos/${slug}`, editor.token, { fields: { ...video.fields, posterImage: picture.url } });
    expect(saved.status).toBe(200);
    const listed = picturesOf(await api().list()).find((candidate) => candidate.id === picture.id)!;
    expect(listed.uses).toEqual([{ kind: "videoPoster", label: video.fields.title, href: `/admin/content/watch/${slug}` }]);
    expect((await api().remove(picture.id)).status).toBe(409);
  });

  it("edits a picture's details, and deletes an unused one, whose address then answers 404", async () => {
    const picture = pictureOf(await api().upload(await jpeg(800, 600, "#557700"), { alt: "A bowl of olives" }));
    const edited = await api().update(picture.id, { alt: "A bowl of green olives beside a glass", credit: "Photo: demo", licence: "CC BY 4.0" });
    expect([edited.status, pictureOf(edited).alt, pictureOf(edited).licence]).toEqual([200, "A bowl of green olives beside a glass", "CC BY 4.0"]);
    const badAlt = await api().update(picture.id, { alt: "x", credit: "", licence: "" });
    expect([badAlt.status, badAlt.body.code]).toEqual([400, "altText"]);
    const unknownField = await api().update(picture.id, { alt: "A bowl of olives", owner: "someone" });
    expect(unknownField.status).toBe(400);

    const removed = await api().remove(picture.id);
    expect(removed.status).toBe(200);
    expect(picturesOf(removed).some((candidate) => candidate.id === picture.id)).toBe(false);
    expect((await serve(`${picture.id}.webp`)).status).toBe(404);
    expect((await api().remove(picture.id)).status).toBe(404);
    expect(await activityOn(picture.url)).toEqual([
      ["media.upload", editor.email],
      ["media.edit", editor.email],
      ["media.delete", editor.email],
    ]);
  });
});

describe("a deleted picture", () => {
  it("cannot come back: a story, a portrait or a video poster naming it is refused, and a story version showing it is not restored", async () => {
    const picture = pictureOf(await api().upload(await jpeg(800, 600, "#335577"), { alt: "A pot of mint tea on a tray" }));
    const story = (overrides: Record<string, unknown>) => ({
      slug: "mint-tea-on-a-tray",
      title: "Mint tea on a tray",
      standfirst: "A pot for the table after dinner, with fresh mint from the garden and nothing else in it.",
      section: "features",
      topics: [],
      author: allArticles[0].author,
      heroImage: allArticles[0].hero.image,
      heroAlt: "A drawing of a teapot",
      products: [],
      body: "## The pot\n\nWarm it first; the mint does the rest.\n",
      ...overrides,
    });
    const created = await callHandler(handleStoryCreate, "POST", "/api/admin/content/stories", editor.token, { fields: story({ heroImage: picture.url, heroAlt: "A pot of mint tea" }) });
    expect(created.status).toBe(201);
    const { id, revisions } = (created.body as { data: { story: { id: string; revisions: { id: number }[] } } }).data.story;
    const withStory = { params: Promise.resolve({ id }) };
    const save = (fields: unknown) => callHandler((r) => handleStorySave(r, withStory), "PUT", `/api/admin/content/stories/${id}`, editor.token, { fields, autosave: false });
    expect((await save(story({}))).status).toBe(200);
    expect((await api().remove(picture.id)).status).toBe(200);

    const inHero = await save(story({ heroImage: picture.url }));
    expect([inHero.status, inHero.body.fields]).toEqual([400, { heroImage: "This picture has been deleted from the media library. Choose another." }]);
    const inBody = await save(story({ body: `## The pot\n\n![Mint](${picture.url.replace(".webp", "-640.webp")})\n` }));
    expect([inBody.status, inBody.body.fields]).toEqual([400, { body: "A picture in the body has been deleted from the media library. Take it out or choose another." }]);
    const restored = await callHandler((r) => handleStoryRestore(r, withStory), "POST", `/api/admin/content/stories/${id}/restore`, editor.token, { revision: revisions[0].id });
    expect([restored.status, restored.body.code]).toEqual([409, "pictureDeleted"]);
    const portrait = await callHandler(handleAuthorCreate, "POST", "/api/admin/content/authors", editor.token, { slug: "tea-example", name: "Tea Example", role: "Guest Writer", bio: "A made-up writer in a test.", avatar: picture.url });
    expect([portrait.status, portrait.body.fields]).toEqual([400, { avatar: "This picture has been deleted from the media library. Choose another." }]);
    const slug = "garden-spritz-in-three-minutes";
    const withSlug = { params: Promise.resolve({ slug }) };
    const detail = await callHandler((r) => handleVideoDetail(r, withSlug), "GET", `/api/admin/content/videos/${slug}`, editor.token);
    const videoFields = (detail.body.data as { video: { fields: Record<string, unknown> } }).video.fields;
    const poster = await callHandler((r) => handleVideoSave(r, withSlug), "PUT", `/api/admin/content/videos/${slug}`, editor.token, { fields: { ...videoFields, posterImage: picture.url } });
    expect([poster.status, poster.body.fields]).toEqual([400, { posterImage: "This picture has been deleted from the media library. Choose another." }]);
    const stored = await (await getDb()).select({ heroImage: stories.heroImage }).from(stories).where(eq(stories.id, id));
    expect(stored).toEqual([{ heroImage: allArticles[0].hero.image }]);
  });
});
