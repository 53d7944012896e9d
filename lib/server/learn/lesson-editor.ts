import "server-only";
import { and, eq } from "drizzle-orm";
import { lessonPath } from "@/lib/learn/types";
import type { LessonEditorData } from "@/lib/admin/learn-contract";
import { renderMarkdown } from "@/lib/content/markdown";
import type { StaffMember } from "@/lib/admin/contract";
import { lessonWordsMessage, type LessonInput } from "@/lib/learn/lesson-input";
import { quizWarnings } from "@/lib/learn/quiz-warnings";
import { recordActivity } from "../admin/activity";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { refreshLessons } from "./cached-lessons";
import { plannedCourseTitle } from "@/lib/learn/course-slugs";
import { lessonInputOf, lessonRevisionFields, type LessonRow } from "./lesson-rows";
import { learnCourses, learnLessonRevisions, learnLessons } from "./tables";

// The newsroom's lesson editor (issue 37.6): a lesson as an editor opens it, and a save, which
// publishes at once (a fix to a lesson is for the learners reading it now). The save runs in ONE
// transaction with the lesson's row locked, a revision (who, when, what) and its activity-log entry;
// then LEARN's pages expire here and on every instance.

export type LessonSaveOutcome = { ok: true; lesson: LessonEditorData } | { ok: false; status: 400 | 404; code: string; message: string; fields?: Record<string, string> };

async function lessonRow(db: Executor, course: string, slug: string, lock = false): Promise<LessonRow | undefined> {
  const query = db.select().from(learnLessons).where(and(eq(learnLessons.course, course), eq(learnLessons.slug, slug)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The lesson's course as the editor names it: its row's title, read fresh, or the site map's. */
async function courseOfLesson(db: Executor, slug: string): Promise<LessonEditorData["course"] | null> {
  const planned = plannedCourseTitle(slug);
  if (!planned) return null;
  const [row] = await db.select({ title: learnCourses.title }).from(learnCourses).where(eq(learnCourses.slug, slug));
  return { slug, title: row?.title ?? planned };
}

export async function editorDataOf(db: Executor, row: LessonRow): Promise<LessonEditorData | null> {
  const course = await courseOfLesson(db, row.course);
  if (!course) return null;
  const fields = lessonInputOf(row);
  return {
    course,
    slug: row.slug,
    position: row.position,
    fields,
    publicPath: lessonPath(row.course, row.slug),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByEmail,
    warnings: quizWarnings(fields.quiz),
  };
}

/** The lesson at /learn/<course>/<lesson> as the editor opens it, or null. */
export async function lessonForEditor(course: string, slug: string): Promise<LessonEditorData | null> {
  const db = await getDb();
  const row = await lessonRow(db, course, slug);
  return row ? editorDataOf(db, row) : null;
}

const notFound = { ok: false as const, status: 404 as const, code: "lessonNotFound", message: "There is no such lesson." };

export type LessonBodyCheck = { ok: true; words: number } | (Extract<LessonSaveOutcome, { ok: false }> & { status: 400 });

/**
 * The checks a save makes beyond the form's (lib/learn/lesson-input.ts), shared with a restore
 * (./lesson-revisions.ts): the body rendered as the page will render it, the words counted as the
 * demo files' were, and a picture without alt text refused here rather than breaking the page.
 */
export async function checkLessonBody(body: string): Promise<LessonBodyCheck> {
  let words: number;
  try {
    words = (await renderMarkdown(body)).words;
  } catch (error) {
    const message = `The text cannot be published: ${error instanceof Error ? error.message : "it does not render"}.`;
    return { ok: false, status: 400, code: "invalidLesson", message, fields: { body: message } };
  }
  const wordsMessage = lessonWordsMessage(words);
  if (wordsMessage) return { ok: false, status: 400, code: "invalidLesson", message: wordsMessage, fields: { body: wordsMessage } };
  return { ok: true, words };
}

/** Saves and publishes an editor's change to a lesson. */
export async function saveLesson(member: StaffMember, course: string, slug: string, input: LessonInput): Promise<LessonSaveOutcome> {
  const checked = await checkLessonBody(input.body);
  if (!checked.ok) return checked;
  const { words } = checked;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const before = await lessonRow(tx, course, slug, true);
    if (!before) return null;
    const [row] = await tx
      .update(learnLessons)
      .set({ ...input, quiz: input.quiz.length > 0 ? input.quiz : null, words, updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email })
      .where(and(eq(learnLessons.course, course), eq(learnLessons.slug, slug)))
      .returning();
    await tx.insert(learnLessonRevisions).values({ course, lesson: slug, fields: lessonRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    const changed = (["title", "summary", "takeaways", "body", "quiz"] as const).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(row[field]));
    await recordActivity(tx, { member, action: "lesson.edit", subject: `${course}/${slug}`, after: { changed } });
    return row;
  });
  if (!saved) return notFound;
  await refreshLessons();
  const lesson = await editorDataOf(db, saved);
  return lesson ? { ok: true, lesson } : notFound;
}
