import "server-only";
import { eq } from "drizzle-orm";
import { allLessons } from "content-collections";
import type { Db } from "../platform/db";
import { meta } from "../schema";
import { learnLessonRevisions, learnLessons } from "./tables";
import { lessonRevisionFields } from "./lesson-rows";

// The demo import (DEMO_DATA only): LEARN's lesson files under content/learn become the newsroom's
// lessons, once. A marker in `meta` records it, so a lesson an editor later fixes is never put back
// by a restart or a release. Slugs, order, products and quizzes are kept; each lesson starts with
// one revision by the import.

const IMPORTED_KEY = "lessonsImported";
const IMPORT_ACTOR = "import";

export async function importDemoLessons(db: Db): Promise<"imported" | "alreadyImported"> {
  const [done] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, IMPORTED_KEY));
  if (done) return "alreadyImported";
  await db.transaction(async (tx) => {
    for (const lesson of allLessons) {
      const [row] = await tx
        .insert(learnLessons)
        .values({
          course: lesson.course,
          slug: lesson.slug,
          position: lesson.order,
          title: lesson.title,
          summary: lesson.summary,
          takeaways: lesson.takeaways,
          products: lesson.products,
          body: lesson.markdown.trim(),
          words: lesson.words,
          quiz: lesson.quiz ?? null,
          updatedBy: IMPORT_ACTOR,
        })
        .onConflictDoNothing()
        .returning();
      if (row) await tx.insert(learnLessonRevisions).values({ course: row.course, lesson: row.slug, fields: lessonRevisionFields(row), actorUid: IMPORT_ACTOR, actorEmail: null });
    }
    await tx.insert(meta).values({ key: IMPORTED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return "imported";
}
