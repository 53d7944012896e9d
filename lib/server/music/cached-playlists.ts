import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import type { Playlist } from "@/lib/music/types";
import { getDb } from "../platform/db";
import { expireTagEverywhere } from "../platform/expire-tag";
import { playlistOf } from "./playlist-rows";
import { musicPlaylists } from "./tables";

// LISTEN's playlists through Next's data cache, as WATCH's videos (../watch/cached-videos.ts), so a
// page view does not query the database and /music stays prerendered. A save in the playlist editor
// expires PLAYLISTS_EXPIRE_TAG at once, here and on every instance; every page that read a playlist
// carries the tag (Next adds a cached read's tags to the page that made it). A handful of
// playlists: one read serves every reader.

export const PLAYLISTS_TAG = "playlists";
export const PLAYLISTS_EXPIRE_TAG = "playlists:expire";
export const PLAYLISTS_REVALIDATE_SECONDS = 3600;

/** Every playlist, in the order /music lists them (the same place by slug). */
async function readAllPlaylists(): Promise<Playlist[]> {
  const db = await getDb();
  const rows = await db.select().from(musicPlaylists).orderBy(asc(musicPlaylists.position), asc(musicPlaylists.slug));
  return Promise.all(rows.map(playlistOf));
}

export const cachedPlaylists = unstable_cache(readAllPlaylists, ["playlists:all"], { tags: [PLAYLISTS_TAG, PLAYLISTS_EXPIRE_TAG], revalidate: PLAYLISTS_REVALIDATE_SECONDS });

/** After an editor's save: /music expires at once here and on every instance (../platform/expire-tag.ts). */
export const refreshPlaylists = (): Promise<void> => expireTagEverywhere(PLAYLISTS_EXPIRE_TAG, "playlists");
