// Adding and removing a WATCH video (issue 37) through the real route handlers, on a real database
// and real emulator tokens: editors only; every field and both files are checked (the files by
// their bytes) before anything is stored, and every refusal is answered at once; a new video is
// published at once with the running time its file states, its transcript from its captions, a
// first revision and a `video.create` log entry; its files are served from the database with byte
// ranges, immutable. Removing one a story shows is refused; removing deletes its files, retires its
// history (a video added again at the address starts its own) and logs `video.remove`.
import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { handleVideoCreate } from "@/api-routes/admin/video-create";
import { handleVideoFilesReplace } from "@/api-routes/admin/video-file-replace";
import { handleVideoRemove } from "@/api-routes/admin/videos";
import { handleVideoFile } from "@/api-routes/video-files";
import { videoBySlug, videos } from "@/lib/server/content/content";
import { getDb } from "@/lib/server/platform/db";
import { videoRevisions } from "@/lib/server/watch/video-revisions";
import { staffActivity, watchVideoFiles, watchVideoRevisions } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

// A real film and its captions from the demo: 38 s long, as content/videos/garden-spritz-in-three-minutes.md says.
const FILM = readFileSync("public/media/videos/garden-spritz-in-three-minutes.webm");
const FILM_SECONDS = 38;
const CAPTIONS = readFileSync("public/media/videos/garden-spritz-in-three-minutes.vtt", "utf8");
const PICTURE = readFileSync("public/media/videos/garden-spritz-in-three-minutes.jpg");

const FIELDS = {
  title: "A shrub in five minutes",
  description: "Vinegar, fruit and sugar: a sharp cordial for a long alcohol-free drink.",
  theme: "mix-it-up",
  products: [] as string[],
  posterImage: "/media/videos/garden-spritz-in-three-minutes.jpg",
  posterAlt: "A tall glass of shrub and soda on a garden table",
};

type Parts = { slug?: string; fields?: unknown; video?: Uint8Array | null; captions?: string | Uint8Array | null };

function formOf({ slug = "a-shrub-in-five-minutes", fields = FIELDS, video = FILM, captions = CAPTIONS }: Parts): FormData {
  const form = new FormData();
  form.set("slug", slug);
  form.set("fields", typeof fields === "string" ? fields : JSON.stringify(fields));
  // The names and declared types lie on purpose: only the bytes may decide.
  if (video) form.set("video", new Blob([new Uint8Array(video)], { type: "video/mp4" }), "film.mp4");
  if (captions) form.set("captions", new Blob([typeof captions === "string" ? captions : new Uint8Array(captions)], { type: "text/plain" }), "captions.txt");
  return form;
}

/** A call as `token`'s holder (undefined: a guest). */
async function createAs(token: string | undefined, parts: Parts) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await handleVideoCreate(new Request("http://localhost/api/admin/content/videos", { method: "POST", headers, body: formOf(parts) }));
  return { status: response.status, body: (await response.json()) as Json };
}

const create = (parts: Parts) => createAs(editor.token, parts);

/** PUT …/files as `token`'s holder with whichever files are given. */
async function replaceAs(token: string | undefined, slug: string, files: { video?: Uint8Array; captions?: string }) {
  const form = new FormData();
  if (files.video) form.set("video", new Blob([new Uint8Array(files.video)]), "new.webm");
  if (files.captions) form.set("captions", new Blob([files.captions]), "new.vtt");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const request = new Request(`http://localhost/api/admin/content/videos/${slug}/files`, { method: "PUT", headers, body: form });
  const response = await handleVideoFilesReplace(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, body: (await response.json()) as Json };
}

const removeAs = (token: string | undefined, slug: string) =>
  callHandler((request) => handleVideoRemove(request, { params: Promise.resolve({ slug }) }), "DELETE", `/api/admin/content/videos/${slug}`, token);

const serve = (path: string, headers: Record<string, string> = {}) => {
  const file = path.slice("/media/video-files/".length);
  return handleVideoFile(new Request(`http://localhost${path}`, { headers }), { params: Promise.resolve({ file }) });
};

async function storedFiles(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(watchVideoFiles);
  return Number(row.n);
}

const UK_TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

type Created = { slug: string; date: string; duration: number; videoFile: string; captionsFile: string; fields: typeof FIELDS };

describe("who may add a video", () => {
  it("a guest and a bad token get 401, a shopper and shop staff 403, and nothing is stored", async () => {
    Object.assign(editor, await signUpEditor());
    for (const [token, status] of await nonEditorCallers()) {
      expect((await createAs(token, {})).status).toBe(status);
    }
    expect(await storedFiles()).toBe(0);
  });
});

describe("refusals", () => {
  it("answers every refusal of a form at once, by field, and stores nothing", async () => {
    const answer = await create({ slug: "New Video!", fields: { ...FIELDS, title: " " }, video: PICTURE, captions: "Hello, no header here" });
    expect(answer.status).toBe(400);
    const fields = (answer.body as { fields: Record<string, string> }).fields;
    expect(Object.keys(fields).sort()).toEqual(["captions", "slug", "title", "video"]);
    expect(fields.title).toBe("Title is required.");
    expect(fields.video).toBe("This file is not a WebM or MP4 video. Export it as WebM or MP4 and choose it again.");
    expect((answer.body as { message: string }).message).toBe("4 fields need changing: see the fields marked.");
    expect(await storedFiles()).toBe(0);
  });

  it("refuses missing files, the newsroom's own address and a product the shop does not have, storing nothing", async () => {
    const missing = await create({ video: null, captions: null });
    expect(missing.status).toBe(400);
    expect((missing.body as { fields: Record<string, string> }).fields).toEqual({ video: "Choose the video file (WebM or MP4).", captions: "Choose the captions file (WebVTT, .vtt)." });
    const reserved = await create({ slug: "new" });
    expect((reserved.body as { fields: Record<string, string> }).fields).toEqual({ slug: "Address is taken by the newsroom's own page: choose another." });
    const product = await create({ fields: { ...FIELDS, products: ["no-such-drink"] } });
    expect(product.status).toBe(400);
    expect((product.body as { fields: Record<string, string> }).fields.products).toBe(`Choose products from the shop's list: the shop has no "no-such-drink".`);
    const smuggled = await create({ fields: { ...FIELDS, durationSeconds: 5 } });
    expect((smuggled.body as { fields: Record<string, string> }).fields).toEqual({ durationSeconds: `"durationSeconds" is not a field of a video and cannot be sent.` });
    expect(await storedFiles()).toBe(0);
    expect(await videoBySlug("a-shrub-in-five-minutes")).toBeNull();
  });
});

describe("adding a video", () => {
  let created: Created;

  it("publishes it at once, dated today in the UK, with the running time its file states and its transcript", async () => {
    const before = (await videos()).length;
    sharedCache.persistTagInvalidation.mockClear();
    const answer = await create({});
    expect(answer.status).toBe(201);
    created = (answer.body as { data: { video: Created } }).data.video;
    expect(created).toMatchObject({ slug: "a-shrub-in-five-minutes", date: UK_TODAY, duration: FILM_SECONDS, fields: FIELDS });
    expect(created.videoFile).toMatch(/^\/media\/video-files\/\d+\.webm$/);
    expect(created.captionsFile).toMatch(/^\/media\/video-files\/\d+\.vtt$/);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith(["videos:expire"]);
    expect(await videos()).toHaveLength(before + 1);
    const video = await videoBySlug("a-shrub-in-five-minutes");
    expect(video).toMatchObject({ title: FIELDS.title, duration: FILM_SECONDS, video: created.videoFile, captions: created.captionsFile });
    expect(video?.transcript).toHaveLength(8);
    expect(video?.transcript[0]).toMatchObject({ start: 0, text: "This is the drink we make when friends turn up unannounced on a warm evening." });
  });

  it("keeps a first revision and logs who added it", async () => {
    const db = await getDb();
    const revisions = await db.select().from(watchVideoRevisions).where(eq(watchVideoRevisions.video, created.slug));
    expect(revisions.map((revision) => [revision.actorEmail, revision.fields.title])).toEqual([[editor.email, FIELDS.title]]);
    const log = await db.select().from(staffActivity).where(eq(staffActivity.subject, created.slug));
    expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual([["video.create", editor.email]]);
    expect(log[0].after).toMatchObject({ durationSeconds: FILM_SECONDS, video: { path: created.videoFile, bytes: FILM.length } });
  });

  it("refuses a second video at the same address with 409, storing no more files", async () => {
    const files = await storedFiles();
    const again = await create({});
    expect(again).toMatchObject({ status: 409, body: { code: "videoSlugTaken", fields: { slug: "A video already has this address. Choose another." } } });
    expect(await storedFiles()).toBe(files);
  });

  it("serves the film whole, immutable, as the bytes that were uploaded", async () => {
    const whole = await serve(created.videoFile);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(whole.headers.get("content-length")).toBe(String(FILM.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(FILM)).toBe(true);
    const etag = whole.headers.get("etag")!;
    expect((await serve(created.videoFile, { "if-none-match": etag })).status).toBe(304);
  });

  it("answers a player's byte ranges with exactly those bytes", async () => {
    const middle = await serve(created.videoFile, { range: "bytes=1000-1999" });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe(`bytes 1000-1999/${FILM.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(FILM.subarray(1000, 2000))).toBe(true);
    const open = await serve(created.videoFile, { range: "bytes=5-" });
    expect(open.headers.get("content-length")).toBe(String(FILM.length - 5));
    expect(Buffer.from(await open.arrayBuffer()).equals(FILM.subarray(5))).toBe(true);
    const tail = await serve(created.videoFile, { range: "bytes=-100" });
    expect(Buffer.from(await tail.arrayBuffer()).equals(FILM.subarray(FILM.length - 100))).toBe(true);
    const past = await serve(created.videoFile, { range: `bytes=${FILM.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${FILM.length}`);
  });

  it("serves the captions as WebVTT text, and nothing at an address whose type does not match the file", async () => {
    const captions = await serve(created.captionsFile);
    expect(captions.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await captions.text()).toBe(CAPTIONS);
    expect((await serve(created.videoFile.replace(".webm", ".mp4"))).status).toBe(404);
    expect((await serve(created.videoFile.replace(".webm", ".vtt"))).status).toBe(404);
    expect((await serve("/media/video-files/0.webm")).status).toBe(404);
    expect((await serve("/media/video-files/..%2F1.webm")).status).toBe(404);
  });
});

describe("replacing a video's files", () => {
  const SLUG = "a-shrub-in-five-minutes";
  const FIXED = CAPTIONS.replace("unannounced", "without warning");

  it("is for editors only, and a refused file or an empty form changes nothing", async () => {
    for (const [token, status] of await nonEditorCallers()) {
      expect((await replaceAs(token, SLUG, { captions: FIXED })).status).toBe(status);
    }
    expect(await replaceAs(editor.token, SLUG, {})).toMatchObject({ status: 400, body: { code: "noVideoFiles", message: "Choose a new video file, new captions, or both." } });
    const refused = await replaceAs(editor.token, SLUG, { video: PICTURE, captions: FIXED });
    expect(refused).toMatchObject({ status: 400, body: { fields: { video: "This file is not a WebM or MP4 video. Export it as WebM or MP4 and choose it again." } } });
    expect((await replaceAs(editor.token, "no-such-video", { captions: FIXED })).status).toBe(404);
    expect((await videoBySlug(SLUG))?.transcript[0]?.text).toContain("unannounced");
  });

  it("puts new captions live at a new address, deletes the old ones, and logs both", async () => {
    const before = (await videoBySlug(SLUG))!;
    const files = await storedFiles();
    const answer = await replaceAs(editor.token, SLUG, { captions: FIXED });
    expect(answer.status).toBe(200);
    const video = (answer.body as { data: { video: Created } }).data.video;
    expect(video.captionsFile).toMatch(/^\/media\/video-files\/\d+\.vtt$/);
    expect(video.captionsFile).not.toBe(before.captions);
    expect(video).toMatchObject({ videoFile: before.video, duration: FILM_SECONDS });
    expect(await storedFiles()).toBe(files);
    expect((await serve(before.captions)).status).toBe(404);
    expect(await (await serve(video.captionsFile)).text()).toBe(FIXED);
    expect((await videoBySlug(SLUG))?.transcript[0]?.text).toBe("This is the drink we make when friends turn up without warning on a warm evening.");
    const log = await (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, SLUG));
    expect(log.at(-1)).toMatchObject({ action: "video.files", actorEmail: editor.email, before: { captions: before.captions }, after: { captions: video.captionsFile } });
  });
});

describe("removing a video", () => {
  const SLUG = "a-shrub-in-five-minutes";

  it("a guest and a bad token get 401, a shopper and shop staff 403, and the video stays", async () => {
    for (const [token, status] of await nonEditorCallers()) {
      expect((await removeAs(token, SLUG)).status).toBe(status);
    }
    expect(await videoBySlug(SLUG)).not.toBeNull();
  });

  it("refuses a video a story shows, naming the story, and keeps it", async () => {
    const answer = await removeAs(editor.token, "what-does-half-a-percent-mean");
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: "videoInStories",
        message: `This video is shown in a story: "Alcohol-free, de-alcoholised, low alcohol: what the words on a UK label mean". Take it out of that story first.`,
      },
    });
    expect(await videoBySlug("what-does-half-a-percent-mean")).not.toBeNull();
  });

  it("takes it off WATCH with its files, logs what it was, and a video added again at its address starts its own history", async () => {
    const video = (await videoBySlug(SLUG))!;
    const files = await storedFiles();
    sharedCache.persistTagInvalidation.mockClear();
    expect(await removeAs(editor.token, SLUG)).toMatchObject({ status: 200, body: { data: { removed: true } } });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith(["videos:expire"]);
    expect(await videoBySlug(SLUG)).toBeNull();
    expect(await storedFiles()).toBe(files - 2);
    expect((await serve(video.video)).status).toBe(404);
    expect((await serve(video.captions)).status).toBe(404);
    const log = await (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, SLUG));
    expect(log.map((entry) => entry.action)).toEqual(["video.create", "video.files", "video.remove"]);
    expect(log[2].before).toMatchObject({ title: FIELDS.title, durationSeconds: FILM_SECONDS, video: video.video });
    expect((await removeAs(editor.token, SLUG)).status).toBe(404);

    expect((await create({ fields: { ...FIELDS, title: "A shrub, again" } })).status).toBe(201);
    const history = await videoRevisions(SLUG);
    expect(history?.map((revision) => revision.actor.email)).toEqual([editor.email]);
    const all = await (await getDb()).select().from(watchVideoRevisions).where(eq(watchVideoRevisions.video, SLUG));
    expect(all).toHaveLength(2);
  });
});
