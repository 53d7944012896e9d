import "server-only";
import { eq } from "drizzle-orm";
import { allPlaylists } from "content-collections";
import type { Db } from "../platform/db";
import { meta } from "../schema";
import { playlistRevisionFields } from "./playlist-rows";
import { musicPlaylistRevisions, musicPlaylists } from "./tables";

// The demo import (DEMO_DATA only): LISTEN's playlist files under content/music become the
// newsroom's playlists, once, as WATCH's videos are (../watch/video-import.ts). A marker in `meta`
// records it, so a playlist an editor later fixes is never put back by a restart or a release. The
// audio files and their manifest stay under public/media/music; each playlist starts with one
// revision by the import.

const IMPORTED_KEY = "playlistsImported";
const IMPORT_ACTOR = "import";

export async function importDemoPlaylists(db: Db): Promise<"imported" | "alreadyImported"> {
  const [done] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, IMPORTED_KEY));
  if (done) return "alreadyImported";
  await db.transaction(async (tx) => {
    for (const playlist of allPlaylists) {
      const [row] = await tx
        .insert(musicPlaylists)
        .values({
          slug: playlist.slug,
          title: playlist.title,
          mood: playlist.mood,
          description: playlist.description,
          tone: playlist.tone,
          position: playlist.order,
          tracks: playlist.tracks.map((track) => track.slug),
          products: playlist.products,
          notes: playlist.notesMarkdown.trim(),
          updatedBy: IMPORT_ACTOR,
        })
        .onConflictDoNothing()
        .returning();
      if (row) await tx.insert(musicPlaylistRevisions).values({ playlist: row.slug, fields: playlistRevisionFields(row), actorUid: IMPORT_ACTOR, actorEmail: null });
    }
    await tx.insert(meta).values({ key: IMPORTED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return "imported";
}
