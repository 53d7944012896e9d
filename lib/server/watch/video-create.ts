import "server-only";
import { eq, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { ukDay } from "@/lib/admin/format";
import { fieldsRefusedSentence, type VideoInput } from "@/lib/watch/video-input";
import type { VideoFileExtension } from "@/lib/watch/video-file-paths";
import { recordActivity } from "../admin/activity";
import { unknownProducts } from "../catalogue/known-products";
import { missingLibraryPictures } from "../media/library-uses";
import { getDb } from "../platform/db";
import { refreshVideos } from "./cached-videos";
import { watchVideoRevisions, watchVideos } from "./tables";
import { editorDataOf, POSTER_DELETED, unknownProductsRefusal, type VideoSaveOutcome } from "./video-editor";
import { storeVideoFile } from "./video-files";
import { videoRevisionFields } from "./video-rows";

// "Add a video" in the newsroom: the editor's fields and two files already checked by content
// (api-routes/admin/video-create.ts, lib/media/video-file-check.ts), written in ONE transaction
// under a lock on the address: the files, the video row (dated today, UK time, with the running
// time read from the file), its first revision and `video.create` in the activity log. It is
// published at once, as a save is, so WATCH's pages expire here and on every instance. Anything
// refused stores nothing: no file is left behind by a video that was not made.

export interface NewVideoFiles {
  video: { bytes: Buffer; contentType: string; extension: Extract<VideoFileExtension, "webm" | "mp4">; durationSeconds: number };
  captions: { bytes: Buffer };
}

const SLUG_TAKEN = "A video already has this address. Choose another.";
const slugTaken = { ok: false as const, status: 409 as const, code: "videoSlugTaken", message: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } };

export type VideoCreateOutcome = VideoSaveOutcome | typeof slugTaken;

type Refusal = Exclude<VideoCreateOutcome, { ok: true }>;

/** Adds a video at /watch/<slug> and publishes it at once. */
export async function createVideo(member: StaffMember, slug: string, input: VideoInput, files: NewVideoFiles): Promise<VideoCreateOutcome> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    // Two editors adding the same address at once: the second waits, then finds it taken.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`watch-video:${slug}`}, 0))`);
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
