import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { ukDay } from "@/lib/admin/format";
import { fieldsRefusedSentence, type VideoInput } from "@/lib/watch/video-input";
import type { VideoFileExtension } from "@/lib/watch/video-file-paths";
import { recordActivity } from "../admin/activity";
import { unknownProducts } from "../catalogue/known-products";
import { missingLibraryPictures } from "../media/library-uses";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { refreshVideos } from "./cached-videos";
import { stories } from "../schema";
import { watchVideoRevisions, watchVideos } from "./tables";
import { editorDataOf, POSTER_DELETED, unknownProductsRefusal, videoNotFound, type VideoSaveOutcome } from "./video-editor";
import { deleteUploadedVideoFiles, storeVideoFile } from "./video-files";
import { revisionsOf } from "./video-revisions";
import { videoRevisionFields } from "./video-rows";

// A video added to WATCH in the newsroom, or taken off it. "Add a video": the editor's fields and two files already checked by content
// (api-routes/admin/video-create.ts, lib/media/video-file-check.ts), written in ONE transaction
// under a lock on the address: the files, the video row (dated today, UK time, with the running
// time read from the file), its first revision and `video.create` in the activity log. It is
// published at once, as a save is, so WATCH's pages expire here and on every instance. Anything
// refused stores nothing: no file is left behind by a video that was not made. Removing deletes the
// row and its uploaded files and logs `video.remove` with what the video was; its revisions stay,
// retired (a video added later at the address starts a history of its own). A video a story shows
// is not removed: the story would lose its film (the editor takes it out of the story first).

export interface NewVideoFiles {
  video: { bytes: Buffer; contentType: string; extension: Extract<VideoFileExtension, "webm" | "mp4">; durationSeconds: number };
  captions: { bytes: Buffer };
}

/** One write at a time per address: two editors adding it at once, an add beside a remove, a file replaced. */
export const lockVideoAddress = (tx: Executor, slug: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`watch-video:${slug}`}, 0))`);

const SLUG_TAKEN = "A video already has this address. Choose another.";
const slugTaken = { ok: false as const, status: 409 as const, code: "videoSlugTaken", message: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } };

export type VideoCreateOutcome = VideoSaveOutcome | typeof slugTaken;

type Refusal = Exclude<VideoCreateOutcome, { ok: true }>;

/** Adds a video at /watch/<slug> and publishes it at once. */
export async function createVideo(member: StaffMember, slug: string, input: VideoInput, files: NewVideoFiles): Promise<VideoCreateOutcome> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    // Two editors adding the same address at once: the second waits, then finds it taken.
    await lockVideoAddress(tx, slug);
    const [taken] = await tx.select({ slug: watchVideos.slug }).from(watchVideos).where(eq(watchVideos.slug, slug));
    if (taken) return slugTaken as Refusal;
    const missing = await unknownProducts(tx, input.products);
    if (missing.length > 0) return unknownProductsRefusal(missing) as Refusal;
    if ((await missingLibraryPictures(tx, [input.posterImage])).length > 0) {
      return { ok: false, status: 400, code: "invalidVideo", message: fieldsRefusedSentence(1), fields: { posterImage: POSTER_DELETED } } as Refusal;
    }
    const { video, captions } = files;
    const videoPath = await storeVideoFile(tx, { kind: "video", contentType: video.contentType, extension: video.extension, bytes: video.bytes }, member.uid);
    const captionsPath = await storeVideoFile(tx, { kind: "captions", contentType: "text/vtt", extension: "vtt", bytes: captions.bytes }, member.uid);
    const [row] = await tx
      .insert(watchVideos)
      .values({ slug, ...input, date: ukDay(new Date()), durationSeconds: video.durationSeconds, videoPath, captionsPath, updatedBy: member.uid, updatedByEmail: member.email })
      .returning();
    await tx.insert(watchVideoRevisions).values({ video: slug, fields: videoRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    await recordActivity(tx, {
      member,
      action: "video.create",
      subject: slug,
      after: { title: row.title, durationSeconds: row.durationSeconds, video: { path: videoPath, bytes: video.bytes.length }, captions: { path: captionsPath, bytes: captions.bytes.length } },
    });
    return { ok: true as const, video: editorDataOf(row) };
  });
  if (created.ok) await refreshVideos();
  return created;
}

export type VideoRemoveOutcome = { ok: true } | typeof videoNotFound | { ok: false; status: 409; code: "videoInStories"; message: string };

/** The sentence for a video that stories still show, naming them (the first three). */
function inStoriesRefusal(titles: string[]) {
  const named = titles.slice(0, 3).map((title) => `"${title}"`).join(", ") + (titles.length > 3 ? ` and ${titles.length - 3} more` : "");
  const where = titles.length === 1 ? "a story" : `${titles.length} stories`;
  return { ok: false as const, status: 409 as const, code: "videoInStories" as const, message: `This video is shown in ${where}: ${named}. Take it out of ${titles.length === 1 ? "that story" : "them"} first.` };
}

/** Takes a video off WATCH: viewers no longer see it, and its uploaded files are deleted. */
export async function removeVideo(member: StaffMember, slug: string): Promise<VideoRemoveOutcome> {
  const db = await getDb();
  const removed = await db.transaction(async (tx): Promise<VideoRemoveOutcome> => {
    await lockVideoAddress(tx, slug);
    const [row] = await tx.select().from(watchVideos).where(eq(watchVideos.slug, slug)).for("update");
    if (!row) return videoNotFound;
    // Any story, draft or published: a draft that shows it would publish with a missing film.
    const showing = await tx.select({ title: stories.title }).from(stories).where(eq(stories.video, slug)).orderBy(asc(stories.title));
    if (showing.length > 0) return inStoriesRefusal(showing.map((story) => story.title));
    await tx.delete(watchVideos).where(eq(watchVideos.slug, slug));
    // The demo's files live under public/ and ship with the build; an editor's uploads go with the video.
    await deleteUploadedVideoFiles(tx, [row.videoPath, row.captionsPath]);
    await tx.update(watchVideoRevisions).set({ retiredAt: sql`now()` }).where(revisionsOf(slug));
    await recordActivity(tx, {
      member,
      action: "video.remove",
      subject: slug,
      before: { title: row.title, date: row.date, durationSeconds: row.durationSeconds, video: row.videoPath, captions: row.captionsPath },
    });
    return { ok: true };
  });
  if (removed.ok) await refreshVideos();
  return removed;
}
