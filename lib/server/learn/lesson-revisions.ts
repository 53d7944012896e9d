import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { LessonEditorData, LessonRevisionComparison, LessonRevisionSummary } from "@/lib/admin/learn-contract";
import { lessonFieldErrors, lessonInputSchema, type LessonInput } from "@/lib/learn/lesson-input";
import { diffLessonRevisions, lessonRevisionFieldsOf } from "@/lib/learn/lesson-revision-diff";
import { recordActivity } from "../admin/activity";
import { comparedRevisionIds, restoreRefusal, revisionComparison, revisionSummaryOf } from "../content/revision-reads";
import { getDb } from "../platform/db";
import { refreshLessons } from "./cached-lessons";
import { checkLessonBody, lessonForEditor } from "./lesson-editor";
import { lessonRevisionFields } from "./lesson-rows";
import { learnLessonRevisions, learnLessons } from "./tables";

// A LEARN lesson's saved versions (issue 37.4, as READ's stories have them: ../content/): who saved
// each and when, one compared with another or with the lesson as it is now, and a restore. A restore
// is a save of the revision's fields: the same checks, ONE transaction with the lesson's row locked,
// a new revision (so a restore can itself be undone) and an activity-log entry naming the revision;
// then LEARN's pages expire here and on every instance. Never cached: editors see their own writes.

export type LessonRestoreOutcome =
  | { ok: true; lesson: LessonEditorData }
  | { ok: false; status: 404 | 409; code: string; message: string };

const lessonNotFound = { ok: false as const, status: 404 as const, code: "lessonNotFound", message: "There is no such lesson." };
const revisionNotFound = { ok: false as const, status: 404 as const, code: "revisionNotFound", message: "That revision is not one of this lesson's." };

const ofLesson = (course: string, slug: string) => and(eq(learnLessons.course, course), eq(learnLessons.slug, slug));
/** The lesson's own revisions: not those of a removed lesson that had its address (./lesson-lifecycle.ts retires them). */
export const revisionsOf = (course: string, slug: string) =>
  and(eq(learnLessonRevisions.course, course), eq(learnLessonRevisions.lesson, slug), isNull(learnLessonRevisions.retiredAt));

/** A lesson's revisions, newest first, or null when there is no such lesson. */
export async function lessonRevisions(course: string, slug: string): Promise<LessonRevisionSummary[] | null> {
  const db = await getDb();
  const [lesson] = await db.select({ slug: learnLessons.slug }).from(learnLessons).where(ofLesson(course, slug));
  if (!lesson) return null;
  const rows = await db
    .select({ id: learnLessonRevisions.id, createdAt: learnLessonRevisions.createdAt, actorUid: learnLessonRevisions.actorUid, actorEmail: learnLessonRevisions.actorEmail })
    .from(learnLessonRevisions)
    .where(revisionsOf(course, slug))
    .orderBy(desc(learnLessonRevisions.id));
  return rows.map(revisionSummaryOf);
}

/** A revision compared with a later one, or with the lesson as it is now (`newerId` null); null when either is not this lesson's. */
export async function compareLessonRevisions(course: string, slug: string, olderId: number, newerId: number | null): Promise<LessonRevisionComparison | null> {
  const db = await getDb();
  const [row] = await db.select().from(learnLessons).where(ofLesson(course, slug));
  if (!row) return null;
  const found = await db.select().from(learnLessonRevisions).where(and(revisionsOf(course, slug), inArray(learnLessonRevisions.id, comparedRevisionIds(olderId, newerId))));
  return revisionComparison(found, { olderId, newerId }, lessonRevisionFieldsOf(lessonRevisionFields(row)), lessonRevisionFieldsOf, diffLessonRevisions);
}

/** The revision's fields as a save would take them, or why today's lesson checks refuse them. */
async function restorable(stored: Record<string, unknown>): Promise<{ ok: true; input: LessonInput; words: number } | ReturnType<typeof restoreRefusal>> {
  const parsed = lessonInputSchema.safeParse(lessonRevisionFieldsOf(stored));
  if (!parsed.success) {
    const [path, message] = Object.entries(lessonFieldErrors(parsed.error))[0];
    return restoreRefusal(`it no longer passes the lesson's checks (${path}: ${message.replace(/\.$/, "")}).`);
  }
  const checked = await checkLessonBody(parsed.data.body);
  return checked.ok ? { ok: true, input: parsed.data, words: checked.words } : restoreRefusal(checked.message);
}

/** Puts a lesson back as it was at one of its revisions, published at once, as a new revision. */
export async function restoreLessonRevision(member: StaffMember, course: string, slug: string, revisionId: number): Promise<LessonRestoreOutcome> {
  const db = await getDb();
  // Revisions are append-only, so the one to restore is read (and checked) before the lock is taken.
  const [revision] = await db.select().from(learnLessonRevisions).where(and(revisionsOf(course, slug), eq(learnLessonRevisions.id, revisionId)));
  if (!revision) {
    const [lesson] = await db.select({ slug: learnLessons.slug }).from(learnLessons).where(ofLesson(course, slug));
    return lesson ? revisionNotFound : lessonNotFound;
  }
  const checked = await restorable(revision.fields);
  if (!checked.ok) return checked;
  const { input, words } = checked;
  const restored = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(learnLessons).where(ofLesson(course, slug)).for("update");
    if (!before) return false;
    const [row] = await tx
      .update(learnLessons)
      .set({ ...input, quiz: input.quiz.length > 0 ? input.quiz : null, words, updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email })
      .where(ofLesson(course, slug))
      .returning();
    const fields = lessonRevisionFields(row);
    await tx.insert(learnLessonRevisions).values({ course, lesson: slug, fields, actorUid: member.uid, actorEmail: member.email });
    const previous = lessonRevisionFields(before);
    const changed = Object.keys(fields).filter((field) => JSON.stringify(previous[field]) !== JSON.stringify(fields[field]));
    await recordActivity(tx, { member, action: "lesson.restore", subject: `${course}/${slug}`, after: { revision: revisionId, changed } });
    return true;
  });
  if (!restored) return lessonNotFound;
  await refreshLessons();
  const lesson = await lessonForEditor(course, slug);
  return lesson ? { ok: true, lesson } : lessonNotFound;
}
