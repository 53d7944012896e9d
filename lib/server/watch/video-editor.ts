import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { videoPublicPath, type NewsroomVideoRow, type VideoEditorData, type VideoFormOptions } from "@/lib/admin/video-contract";
import { fieldsRefusedSentence, type VideoInput } from "@/lib/watch/video-input";
import { recordActivity } from "../admin/activity";
import type { Executor } from "../cart/carts";
import { libraryPictureChoices } from "../media/library";
import { missingLibraryPictures } from "../media/library-uses";
import { shopHasNo, unknownProducts } from "../catalogue/known-products";
import { getDb } from "../platform/db";
import { products } from "../schema";
import { refreshVideos } from "./cached-videos";
import { watchVideoRevisions, watchVideos } from "./tables";
import { themeOf, videoInputOf, videoRevisionFields, type VideoRow } from "./video-rows";

// The newsroom's video editor (issue 37.1): the videos as the newsroom lists them, one as an editor
// opens it, and a save, which publishes at once (as a lesson's: ../learn/lesson-editor.ts). A save
// and a restore (./video-revisions.ts) share one write: ONE transaction with the video's row locked,
// the products checked against the shop, a revision (who, when, what) and its activity-log entry;
// then WATCH's pages expire here and on every instance. Never cached: editors see their own writes.

export type VideoSaveOutcome = { ok: true; video: VideoEditorData } | { ok: false; status: 400 | 404; code: string; message: string; fields?: Record<string, string> };

/** What a write logs: a save (`video.edit`), or a restore (`video.restore`) naming the revision it put back. */
export type VideoWriteLog = { action: "video.edit" } | { action: "video.restore"; revision: number };

/** A write's outcome: the video as saved, no such video, or the products (slugs) the shop does not have. */
export type VideoWritten =
  | { ok: true; video: VideoEditorData }
  | { ok: false; reason: "videoNotFound" }
  | { ok: false; reason: "posterDeleted" }
  | { ok: false; reason: "unknownProducts"; products: string[] };

const EDITED_FIELDS = ["title", "description", "theme", "products", "posterImage", "posterAlt"] as const;

async function videoRow(db: Executor, slug: string, lock = false): Promise<VideoRow | undefined> {
  const query = db.select().from(watchVideos).where(eq(watchVideos.slug, slug));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export function editorDataOf(row: VideoRow): VideoEditorData {
  return {
    slug: row.slug,
    fields: videoInputOf(row),
    date: row.date,
    duration: row.durationSeconds,
    videoFile: row.videoPath,
    captionsFile: row.captionsPath,
    publicPath: videoPublicPath(row.slug),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByEmail,
  };
}

/** Every video for the newsroom's overview, newest first. */
export async function newsroomVideos(): Promise<NewsroomVideoRow[]> {
  const db = await getDb();
  const rows = await db.select().from(watchVideos).orderBy(desc(watchVideos.date), asc(watchVideos.slug));
  return rows.map((row) => ({ slug: row.slug, title: row.title, theme: themeOf(row.theme), date: row.date, updatedAt: row.updatedAt.toISOString() }));
}

/** The video at /watch/<slug> as the editor opens it, or null. */
export async function videoForEditor(slug: string): Promise<VideoEditorData | null> {
  const row = await videoRow(await getDb(), slug);
  return row ? editorDataOf(row) : null;
}

/** The products and pictures (the media library's first, then the videos' own posters) the form offers. */
export async function videoFormOptions(): Promise<VideoFormOptions> {
  const db = await getDb();
  const [productRows, libraryImages, posters] = await Promise.all([
    db.select({ slug: products.slug, name: products.name }).from(products).orderBy(asc(products.name)),
    libraryPictureChoices(db),
    db.selectDistinct({ src: watchVideos.posterImage, alt: watchVideos.posterAlt }).from(watchVideos).orderBy(asc(watchVideos.posterImage)),
  ]);
  const inLibrary = new Set(libraryImages.map((image) => image.src));
  return { products: productRows, images: [...libraryImages, ...posters.filter((image) => !inLibrary.has(image.src))] };
}

/** Said of a poster picture deleted from the media library since it was chosen. */
export const POSTER_DELETED = "This picture has been deleted from the media library. Choose another.";

export const videoNotFound = { ok: false as const, status: 404 as const, code: "videoNotFound", message: "There is no such video." };

export { shopHasNo };

export function unknownProductsRefusal(missing: string[]): VideoSaveOutcome {
  const sentence = `Choose products from the shop's list: ${shopHasNo(missing)}.`;
  return { ok: false, status: 400, code: "invalidVideo", message: fieldsRefusedSentence(1), fields: { products: sentence } };
}

/**
 * The one write behind a save and a restore, its input already through the save's schema: in ONE
 * transaction with the row locked, the products checked against the shop, the row updated, a
 * revision and the activity-log entry naming the fields that changed; then WATCH's pages expire.
 */
export async function writeVideo(member: StaffMember, slug: string, input: VideoInput, log: VideoWriteLog): Promise<VideoWritten> {
  const db = await getDb();
  const written = await db.transaction(async (tx): Promise<VideoWritten> => {
    const before = await videoRow(tx, slug, true);
    if (!before) return { ok: false, reason: "videoNotFound" };
    const missing = await unknownProducts(tx, input.products);
    if (missing.length > 0) return { ok: false, reason: "unknownProducts", products: missing };
    // A media-library poster is locked until the write commits, so it cannot be deleted under it.
    if ((await missingLibraryPictures(tx, [input.posterImage])).length > 0) return { ok: false, reason: "posterDeleted" };
    const [row] = await tx
      .update(watchVideos)
      .set({ ...input, updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email })
      .where(eq(watchVideos.slug, slug))
      .returning();
    await tx.insert(watchVideoRevisions).values({ video: slug, fields: videoRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    const changed = EDITED_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(row[field]));
    const { action, ...about } = log;
    await recordActivity(tx, { member, action, subject: slug, after: { ...about, changed } });
    return { ok: true, video: editorDataOf(row) };
  });
  if (written.ok) await refreshVideos();
  return written;
}

/** Saves and publishes an editor's change to a video. */
export async function saveVideo(member: StaffMember, slug: string, input: VideoInput): Promise<VideoSaveOutcome> {
  const written = await writeVideo(member, slug, input, { action: "video.edit" });
  if (written.ok) return written;
  if (written.reason === "videoNotFound") return videoNotFound;
  if (written.reason === "posterDeleted") return { ok: false, status: 400, code: "invalidVideo", message: fieldsRefusedSentence(1), fields: { posterImage: POSTER_DELETED } };
  return unknownProductsRefusal(written.products);
}
