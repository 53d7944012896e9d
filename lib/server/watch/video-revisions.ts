import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { VideoEditorData, VideoRevisionComparison, VideoRevisionSummary } from "@/lib/admin/video-contract";
import { diffVideoRevisions, videoInputFromRevision, videoRevisionFieldsOf } from "@/lib/watch/video-revision-diff";
import { videoFieldErrors, videoInputSchema, type VideoInput } from "@/lib/watch/video-input";
import { checksRefusal, comparedRevisionIds, restoreRefusal, revisionComparison, revisionSummaryOf } from "../content/revision-reads";
import { getDb } from "../platform/db";
import { watchVideoRevisions, watchVideos } from "./tables";
import { shopHasNo, videoNotFound, writeVideo } from "./video-editor";
import { videoRevisionFields } from "./video-rows";

// A WATCH video's saved versions, as a lesson's (../learn/lesson-revisions.ts) and a story's: who
// saved each and when, one compared with another or with the video as it is now, and a restore. A
// restore is a save of the revision's fields: the save's schema, then the save's own write
// (./video-editor.ts writeVideo: ONE transaction with the row locked, the products checked against
// the shop, a new revision so a restore can itself be undone, a `video.restore` entry naming the
// revision, WATCH's pages expired here and on every instance). A version today's rules refuse is
// not restored (409, saying why). Never cached: editors see their own writes.

export type VideoRestoreOutcome = { ok: true; video: VideoEditorData } | { ok: false; status: 404 | 409; code: string; message: string };

const revisionNotFound = { ok: false as const, status: 404 as const, code: "revisionNotFound", message: "That revision is not one of this video's." };

/** The video's own revisions: not those of a removed video that had its address (./video-lifecycle.ts retires them). */
export const revisionsOf = (slug: string) => and(eq(watchVideoRevisions.video, slug), isNull(watchVideoRevisions.retiredAt));

async function videoExists(slug: string): Promise<boolean> {
  const [video] = await (await getDb()).select({ slug: watchVideos.slug }).from(watchVideos).where(eq(watchVideos.slug, slug));
  return video !== undefined;
}

/** A video's revisions, newest first, or null when there is no such video. */
export async function videoRevisions(slug: string): Promise<VideoRevisionSummary[] | null> {
  if (!(await videoExists(slug))) return null;
  const rows = await (await getDb())
    .select({ id: watchVideoRevisions.id, createdAt: watchVideoRevisions.createdAt, actorUid: watchVideoRevisions.actorUid, actorEmail: watchVideoRevisions.actorEmail })
    .from(watchVideoRevisions)
    .where(revisionsOf(slug))
    .orderBy(desc(watchVideoRevisions.id));
  return rows.map(revisionSummaryOf);
}

/** A revision compared with a later one, or with the video as it is now (`newerId` null); null when either is not this video's. */
export async function compareVideoRevisions(slug: string, olderId: number, newerId: number | null): Promise<VideoRevisionComparison | null> {
  const db = await getDb();
  const [row] = await db.select().from(watchVideos).where(eq(watchVideos.slug, slug));
  if (!row) return null;
  const found = await db.select().from(watchVideoRevisions).where(and(revisionsOf(slug), inArray(watchVideoRevisions.id, comparedRevisionIds(olderId, newerId))));
  return revisionComparison(found, { olderId, newerId }, videoRevisionFieldsOf(videoRevisionFields(row)), videoRevisionFieldsOf, diffVideoRevisions);
}

/** The revision's fields through the save's schema, or why today's rules refuse them. */
function restorable(stored: Record<string, unknown>): { ok: true; input: VideoInput } | ReturnType<typeof restoreRefusal> {
  const parsed = videoInputSchema.safeParse(videoInputFromRevision(videoRevisionFieldsOf(stored)));
  if (parsed.success) return { ok: true, input: parsed.data };
  return checksRefusal("video", videoFieldErrors(parsed.error));
}

/** Puts a video back as it was at one of its revisions, published at once, as a new revision. */
export async function restoreVideoRevision(member: StaffMember, slug: string, revisionId: number): Promise<VideoRestoreOutcome> {
  // Revisions are append-only, so the one to restore is read (and checked) before the write locks the row.
  const [revision] = await (await getDb())
    .select()
    .from(watchVideoRevisions)
    .where(and(revisionsOf(slug), eq(watchVideoRevisions.id, revisionId)));
  if (!revision) return (await videoExists(slug)) ? revisionNotFound : videoNotFound;
  const checked = restorable(revision.fields);
  if (!checked.ok) return checked;
  const written = await writeVideo(member, slug, checked.input, { action: "video.restore", revision: revisionId });
  if (written.ok) return written;
  if (written.reason === "videoNotFound") return videoNotFound;
  if (written.reason === "posterDeleted") return restoreRefusal("its poster has since been deleted from the media library.");
  return restoreRefusal(`${shopHasNo(written.products)}.`);
}
