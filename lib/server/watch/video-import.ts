import "server-only";
import { eq } from "drizzle-orm";
import { allVideos } from "content-collections";
import type { Db } from "../platform/db";
import { meta } from "../schema";
import { watchVideoRevisions, watchVideos } from "./tables";
import { videoRevisionFields } from "./video-rows";

// The demo import (DEMO_DATA only): WATCH's video files under content/videos become the newsroom's
// videos, once, as LEARN's lessons are (../learn/lesson-import.ts). A marker in `meta` records it,
// so a video an editor later fixes is never put back by a restart or a release. The video, poster
// and captions files stay where they are, under public/media/videos; each video starts with one
// revision by the import.

const IMPORTED_KEY = "videosImported";
const IMPORT_ACTOR = "import";

export async function importDemoVideos(db: Db): Promise<"imported" | "alreadyImported"> {
  const [done] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, IMPORTED_KEY));
  if (done) return "alreadyImported";
  await db.transaction(async (tx) => {
    for (const video of allVideos) {
      const [row] = await tx
        .insert(watchVideos)
        .values({
          slug: video.slug,
          title: video.title,
          description: video.description,
          date: video.date,
          theme: video.theme,
          durationSeconds: video.duration,
          videoPath: video.video,
          captionsPath: video.captions,
          posterImage: video.poster.image,
          posterAlt: video.poster.alt,
          products: video.products,
          notes: video.notesMarkdown.trim(),
          updatedBy: IMPORT_ACTOR,
        })
        .onConflictDoNothing()
        .returning();
      if (row) await tx.insert(watchVideoRevisions).values({ video: row.slug, fields: videoRevisionFields(row), actorUid: IMPORT_ACTOR, actorEmail: null });
    }
    await tx.insert(meta).values({ key: IMPORTED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return "imported";
}
