import "server-only";
import { eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { recordActivity } from "../admin/activity";
import { getDb } from "../platform/db";
import { refreshVideos } from "./cached-videos";
import { watchVideos } from "./tables";
import { editorDataOf, videoNotFound, type VideoSaveOutcome } from "./video-editor";
import { deleteUploadedVideoFiles, storeVideoFile } from "./video-files";
import { lockVideoAddress, type NewVideoFiles } from "./video-lifecycle";

// A published video's film or captions replaced in the newsroom (a typo in the captions, a better
// export of the film), published at once: in ONE transaction under the address's lock, the new
// files stored at new addresses (a file never changes at its address: browsers keep them a year),
// the row pointed at them (with the running time read from a new film), the old uploads deleted
// and `video.files` logged with both paths. The demo's files under public/ are left where they are.
// Files are not part of a revision: a restore puts back the words and the poster, not a film.

export type VideoFileReplacement = Partial<NewVideoFiles>;

export async function replaceVideoFiles(member: StaffMember, slug: string, files: VideoFileReplacement): Promise<VideoSaveOutcome> {
  const db = await getDb();
  const replaced = await db.transaction(async (tx): Promise<VideoSaveOutcome> => {
    await lockVideoAddress(tx, slug);
    const [before] = await tx.select().from(watchVideos).where(eq(watchVideos.slug, slug)).for("update");
    if (!before) return videoNotFound;
    const change: Partial<typeof watchVideos.$inferInsert> = {};
    const gone: string[] = [];
    if (files.video) {
      const { video } = files;
      change.videoPath = await storeVideoFile(tx, { kind: "video", contentType: video.contentType, extension: video.extension, bytes: video.bytes }, member.uid);
      change.durationSeconds = video.durationSeconds;
      gone.push(before.videoPath);
    }
    if (files.captions) {
      change.captionsPath = await storeVideoFile(tx, { kind: "captions", contentType: "text/vtt", extension: "vtt", bytes: files.captions.bytes }, member.uid);
      gone.push(before.captionsPath);
    }
    const [row] = await tx
      .update(watchVideos)
      .set({ ...change, updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email })
      .where(eq(watchVideos.slug, slug))
      .returning();
    await deleteUploadedVideoFiles(tx, gone);
    await recordActivity(tx, {
      member,
      action: "video.files",
      subject: slug,
      before: { video: before.videoPath, captions: before.captionsPath, durationSeconds: before.durationSeconds },
      after: { video: row.videoPath, captions: row.captionsPath, durationSeconds: row.durationSeconds },
    });
    return { ok: true, video: editorDataOf(row) };
  });
  if (replaced.ok) await refreshVideos();
  return replaced;
}
