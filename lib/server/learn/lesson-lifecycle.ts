import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { isCourseSlug } from "@/lib/learn/course-slugs";
import type { LessonInput } from "@/lib/learn/lesson-input";
import { recordActivity } from "../admin/activity";
import { getDb } from "../platform/db";
import { refreshLessons } from "./cached-lessons";
import { courseNotFound } from "./course-editor";
import { lockCourseLessons } from "./course-rows";
import { checkLessonBody, editorDataOf, type LessonSaveOutcome } from "./lesson-editor";
import { revisionsOf } from "./lesson-revisions";
import { lessonRevisionFields } from "./lesson-rows";
import { learnLessonRevisions, learnLessons } from "./tables";

// A lesson added to a course, or taken out of it, in the newsroom (issue 37.6). Adding publishes at
// once, as a save does: the lesson goes last in its course, with its first revision and a
// `lesson.create` entry in the activity log. Removing deletes the row, closes the gap in the
// course's order and logs `lesson.remove` with what the lesson was; its revisions stay, retired (a
// lesson added later at the address starts a history of its own), and a learner's progress on it
// is simply no longer counted (lib/learn/progress.ts counts the course's lessons). Both take the course's lesson lock, as the course editor's save does, so a save never
// renumbers a list that an add or a remove is changing.

const SLUG_TAKEN = "This course already has a lesson at this address. Choose another.";
const slugTaken = { ok: false as const, status: 409 as const, code: "lessonSlugTaken", message: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } };

export type LessonCreateOutcome = LessonSaveOutcome | typeof slugTaken | typeof courseNotFound;

/** Adds a lesson at the end of one of the seven courses and publishes it at once. */
export async function createLesson(member: StaffMember, course: string, slug: string, input: LessonInput): Promise<LessonCreateOutcome> {
  if (!isCourseSlug(course)) return courseNotFound;
  const checked = await checkLessonBody(input.body);
  if (!checked.ok) return checked;
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    await lockCourseLessons(tx, course);
    const [taken] = await tx.select({ slug: learnLessons.slug }).from(learnLessons).where(and(eq(learnLessons.course, course), eq(learnLessons.slug, slug)));
    if (taken) return null;
    const [{ last }] = await tx.select({ last: sql<number | null>`max(${learnLessons.position})` }).from(learnLessons).where(eq(learnLessons.course, course));
    const [row] = await tx
      .insert(learnLessons)
      .values({ course, slug, position: Number(last ?? 0) + 1, ...input, quiz: input.quiz.length > 0 ? input.quiz : null, words: checked.words, updatedBy: member.uid, updatedByEmail: member.email })
      .returning();
    await tx.insert(learnLessonRevisions).values({ course, lesson: slug, fields: lessonRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    await recordActivity(tx, { member, action: "lesson.create", subject: `${course}/${slug}`, after: { title: row.title, position: row.position } });
    return row;
  });
  if (!created) return slugTaken;
  await refreshLessons();
  const lesson = await editorDataOf(db, created);
  return lesson ? { ok: true, lesson } : courseNotFound;
}

export type LessonRemoveOutcome = { ok: true } | { ok: false; status: 404; code: "lessonNotFound"; message: string };

/** Takes a lesson out of its course: learners no longer see it, and the lessons after it move up. */
export async function removeLesson(member: StaffMember, course: string, slug: string): Promise<LessonRemoveOutcome> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    await lockCourseLessons(tx, course);
    const [row] = await tx
      .delete(learnLessons)
      .where(and(eq(learnLessons.course, course), eq(learnLessons.slug, slug)))
      .returning();
    if (!row) return false;
    await tx
      .update(learnLessons)
      .set({ position: sql`${learnLessons.position} - 1` })
      .where(and(eq(learnLessons.course, course), gt(learnLessons.position, row.position)));
    // Its history stays for the record, closed, so a lesson added later at this address starts its own.
    await tx
      .update(learnLessonRevisions)
      .set({ retiredAt: sql`now()` })
      .where(revisionsOf(course, slug));
    await recordActivity(tx, { member, action: "lesson.remove", subject: `${course}/${slug}`, before: { title: row.title, position: row.position } });
    return true;
  });
  if (!removed) return { ok: false, status: 404, code: "lessonNotFound", message: "There is no such lesson." };
  await refreshLessons();
  return { ok: true };
}
