import "server-only";
import { eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { inNavOrder } from "@/lib/learn/course-slugs";
import type { Course, CourseMeta } from "@/lib/learn/types";
import { getDb } from "../platform/db";
import { LESSONS_CACHE_OPTIONS } from "./cached-lessons";
import { courseMetaOf, courseOf } from "./course-rows";
import { learnCourses } from "./tables";

// LEARN's courses through Next's data cache, under the lessons' tags: one refreshLessons
// (./cached-lessons.ts) after a course or lesson save expires all of LEARN at once, here and on
// every instance. Lists read every course without its introduction; only a course's own page
// renders its Markdown.

/** Every course that has a row, in the site map's order, without its introduction. */
async function readAllCourses(): Promise<CourseMeta[]> {
  const db = await getDb();
  return inNavOrder((await db.select().from(learnCourses)).map(courseMetaOf));
}

/** One course with its introduction rendered, or null (a course still being written). */
async function readCoursePage(slug: string): Promise<Course | null> {
  const db = await getDb();
  const [row] = await db.select().from(learnCourses).where(eq(learnCourses.slug, slug));
  return row ? courseOf(row) : null;
}

export const allCourses = unstable_cache(readAllCourses, ["courses:all"], LESSONS_CACHE_OPTIONS);
export const coursePage = unstable_cache(readCoursePage, ["courses:page"], LESSONS_CACHE_OPTIONS);
