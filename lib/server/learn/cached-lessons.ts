import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb } from "../platform/db";
import { expireTagEverywhere } from "../platform/expire-tag";
import { lessonMetaOf, lessonOf, type Lesson, type LessonMeta } from "./lesson-rows";
import { learnLessons } from "./tables";

// LEARN's lessons (and, under the same tags, its courses: ./cached-courses.ts) through Next's data
// cache, so a page view does not query the database and LEARN's pages stay prerendered. A save in
// the lesson or course editor expires LESSONS_EXPIRE_TAG at once (its own
// tag, as READ's stories: ../content/cached-stories.ts), here and on every instance, which
// re-renders LEARN's pages, the account's course progress and the sitemap, and nothing else.
// Lists read every lesson without its text; only a lesson's own page renders its Markdown, so a
// cache miss (a cold instance, or Redis down in a cluster) never renders every lesson at once.

export const LESSONS_TAG = "lessons";
export const LESSONS_EXPIRE_TAG = "lessons:expire";
export const LESSONS_REVALIDATE_SECONDS = 3600;

/** Shared with LEARN's courses (./cached-courses.ts), so one refresh expires every LEARN page. */
export const LESSONS_CACHE_OPTIONS = { tags: [LESSONS_TAG, LESSONS_EXPIRE_TAG], revalidate: LESSONS_REVALIDATE_SECONDS };
const options = LESSONS_CACHE_OPTIONS;

/** Every lesson, in course order, without its text. A few dozen rows: one read serves every list. */
async function readAllLessons(): Promise<LessonMeta[]> {
  const db = await getDb();
  const rows = await db.select().from(learnLessons).orderBy(asc(learnLessons.course), asc(learnLessons.position), asc(learnLessons.slug));
  return rows.map(lessonMetaOf);
}

/** One lesson with its text rendered, or null. */
async function readLessonPage(course: string, slug: string): Promise<Lesson | null> {
  const db = await getDb();
  const [row] = await db.select().from(learnLessons).where(and(eq(learnLessons.course, course), eq(learnLessons.slug, slug)));
  return row ? lessonOf(row) : null;
}

export const allLessons = unstable_cache(readAllLessons, ["lessons:all"], options);
export const lessonPage = unstable_cache(readLessonPage, ["lessons:page"], options);

/** After an editor's save of a lesson or a course: LEARN's pages expire at once here and on every instance (../platform/expire-tag.ts). */
export const refreshLessons = (): Promise<void> => expireTagEverywhere(LESSONS_EXPIRE_TAG, "lessons");
