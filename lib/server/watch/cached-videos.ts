import "server-only";
import { asc, desc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import type { Video } from "@/lib/watch/types";
import { getDb } from "../platform/db";
import { expireTagEverywhere } from "../platform/expire-tag";
import { watchVideos } from "./tables";
import { videoOf } from "./video-rows";

// WATCH's videos through Next's data cache, so a page view does not query the database and WATCH's
// pages stay prerendered. A save in the video editor expires VIDEOS_EXPIRE_TAG at once (its own tag,
// as LEARN's lessons: ../learn/cached-lessons.ts), here and on every instance. Every page that read
// a video carries the tag (Next adds a cached read's tags to the page that made it), so WATCH's
// pages, READ's stories that show a video's card, the sitemap and nothing else re-render.
// A handful of short videos: one read serves every page.

export const VIDEOS_TAG = "videos";
export const VIDEOS_EXPIRE_TAG = "videos:expire";
export const VIDEOS_REVALIDATE_SECONDS = 3600;

/** Every video, newest first (the same day by slug, as the files were listed). */
async function readAllVideos(): Promise<Video[]> {
  const db = await getDb();
  const rows = await db.select().from(watchVideos).orderBy(desc(watchVideos.date), asc(watchVideos.slug));
  return Promise.all(rows.map(videoOf));
}

export const cachedVideos = unstable_cache(readAllVideos, ["videos:all"], { tags: [VIDEOS_TAG, VIDEOS_EXPIRE_TAG], revalidate: VIDEOS_REVALIDATE_SECONDS });

/** After an editor's save: WATCH's pages expire at once here and on every instance (../platform/expire-tag.ts). */
export const refreshVideos = (): Promise<void> => expireTagEverywhere(VIDEOS_EXPIRE_TAG, "videos");
