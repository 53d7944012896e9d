import "server-only";
import { asc, eq } from "drizzle-orm";
import { allCourses } from "content-collections";
import type { Db } from "../platform/db";
import { meta } from "../schema";
import { courseRevisionFields } from "./course-rows";
import { learnCourseRevisions, learnCourses, learnLessons } from "./tables";

// The demo import (DEMO_DATA only): LEARN's course files (content/learn/<course>/course.md) become
// the newsroom's courses, once, as the lessons beside them are (./lesson-import.ts). A marker in
// `meta` records it, so a course an editor later fixes is never put back by a restart or a release.
// Slugs and every field are kept; each course starts with one revision by the import, naming its
// lessons in their order when they are already there.

const IMPORTED_KEY = "coursesImported";
const IMPORT_ACTOR = "import";

export async function importDemoCourses(db: Db): Promise<"imported" | "alreadyImported"> {
  const [done] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, IMPORTED_KEY));
  if (done) return "alreadyImported";
  await db.transaction(async (tx) => {
    for (const course of allCourses) {
      const [row] = await tx
        .insert(learnCourses)
        .values({
          slug: course.slug,
          title: course.title,
          audience: course.audience,
          level: course.level,
          summary: course.summary,
          outcomes: course.outcomes,
          illustration: course.illustration,
          tone: course.tone,
          body: course.markdown.trim(),
          updatedBy: IMPORT_ACTOR,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      const lessons = await tx.select({ slug: learnLessons.slug }).from(learnLessons).where(eq(learnLessons.course, row.slug)).orderBy(asc(learnLessons.position), asc(learnLessons.slug));
      await tx.insert(learnCourseRevisions).values({ course: row.slug, fields: courseRevisionFields(row, lessons.map((lesson) => lesson.slug)), actorUid: IMPORT_ACTOR, actorEmail: null });
    }
    await tx.insert(meta).values({ key: IMPORTED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return "imported";
}
