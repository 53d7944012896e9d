import "server-only";
import { asc } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "../platform/db";
import { expireTagEverywhere } from "../platform/expire-tag";
import { lessonOf, type Lesson } from "./lesson-rows";
import { learnLessons } from "./tables";

// LEARN's lessons through Next's data cache, so a page view does not query the database and LEARN's
// pages stay prerendered. A save in the lesson editor expires LESSONS_EXPIRE_TAG at once (its own
// tag, as READ's stories: ../content/cached-stories.ts), here and on every instance, which
// re-renders LEARN's pages, the account's course progress and the sitemap, and nothing else.

export const LESSONS_TAG = "lessons";
export const LESSONS_EXPIRE_TAG = "lessons:expire";
export const LESSONS_REVALIDATE_SECONDS = 3600;

/** Every lesson, rendered, in course order. Few dozen rows: one read serves every LEARN page. */
async function readAllLessons(): Promise<Lesson[]> {
  const db = await getDb();
  const rows = await db.select().from(learnLessons).orderBy(asc(learnLessons.course), asc(learnLessons.position), asc(learnLessons.slug));
  return Promise.all(rows.map(lessonOf));
}

export const allLessons = unstable_cache(readAllLessons, ["lessons:all"], { tags: [LESSONS_TAG, LESSONS_EXPIRE_TAG], revalidate: LESSONS_REVALIDATE_SECONDS });

/** After an editor's save: LEARN's pages expire at once here and on every instance (../platform/expire-tag.ts). */
export const refreshLessons = (): Promise<void> => expireTagEverywhere(LESSONS_EXPIRE_TAG, "lessons");
