import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { CourseEditorData } from "@/lib/admin/learn-contract";
import { renderMarkdown } from "@/lib/content/markdown";
import { COURSE_FIELDS, sameLessons, type CourseFields, type CourseInput } from "@/lib/learn/course-input";
import { isCourseSlug, plannedCourseTitle } from "@/lib/learn/course-slugs";
import { coursePath } from "@/lib/learn/types";
import { recordActivity } from "../admin/activity";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { refreshLessons } from "./cached-lessons";
import { courseFieldsOf, courseRevisionFields, lockCourseLessons, type CourseRow } from "./course-rows";
import { learnCourseRevisions, learnCourses, learnLessons } from "./tables";

// The newsroom's course editor: a course as an editor opens it (one of the seven of the site map,
// written or not), and a save, which publishes at once. The save runs in ONE transaction with the
// course's row locked (created when it has none, so an editor can write a course an empty start
// lacks) and the course's lessons locked and renumbered in the order sent, a revision and its
// activity-log entry; then LEARN's pages expire here and on every instance. A restore
// (./course-revisions.ts) goes through the same write. Never cached: editors see their own writes.

export type CourseSaveOutcome =
  | { ok: true; course: CourseEditorData }
  | { ok: false; status: 400 | 404 | 409; code: string; message: string; fields?: Record<string, string> };

export const courseNotFound = { ok: false as const, status: 404 as const, code: "courseNotFound", message: "There is no such course." };
const lessonsChanged = {
  ok: false as const,
  status: 409 as const,
  code: "lessonsChanged",
  message: "The course's lessons changed while you were editing. Reload to see them.",
  fields: { lessons: "The course's lessons changed while you were editing. Reload to see them." },
};

async function courseRow(db: Executor, slug: string, lock = false): Promise<CourseRow | undefined> {
  const query = db.select().from(learnCourses).where(eq(learnCourses.slug, slug));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

async function lessonsOf(db: Executor, slug: string, lock = false): Promise<{ slug: string; title: string; position: number }[]> {
  const query = db.select({ slug: learnLessons.slug, title: learnLessons.title, position: learnLessons.position }).from(learnLessons).where(eq(learnLessons.course, slug)).orderBy(asc(learnLessons.position), asc(learnLessons.slug));
  return lock ? query.for("update") : query;
}

/** A course's blank form: its site-map title, and choices an editor changes. */
function blankFields(slug: string): CourseFields {
  return { title: plannedCourseTitle(slug) ?? "", audience: "", level: "Beginner", summary: "", outcomes: ["", "", ""], illustration: "learn", tone: "cyan", body: "" };
}

async function editorData(db: Executor, slug: string): Promise<CourseEditorData> {
  const [row, lessons] = await Promise.all([courseRow(db, slug), lessonsOf(db, slug)]);
  return {
    slug,
    written: Boolean(row),
    fields: row ? courseFieldsOf(row) : blankFields(slug),
    lessons: lessons.map(({ slug: lesson, title }) => ({ slug: lesson, title })),
    publicPath: coursePath(slug),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedByEmail ?? null,
  };
}

/** One of the seven courses as the editor opens it, or null for any other slug. */
export async function courseForEditor(slug: string): Promise<CourseEditorData | null> {
  return isCourseSlug(slug) ? editorData(await getDb(), slug) : null;
}

/** The introduction rendered as the page will render it: a picture without alt text is refused here rather than breaking the page. */
async function checkCourseBody(body: string): Promise<{ message: string } | null> {
  try {
    await renderMarkdown(body);
    return null;
  } catch (error) {
    return { message: `The text cannot be published: ${error instanceof Error ? error.message : "it does not render"}.` };
  }
}

/** The fields a save changed (all of them when it created the course), and "lessons" when their order moved. */
function changedFields(before: CourseRow | undefined, after: CourseFields, orderBefore: string[], orderAfter: string[]): string[] {
  const fields = COURSE_FIELDS.filter((field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return orderBefore.join("\n") === orderAfter.join("\n") ? fields : [...fields, "lessons"];
}

/** What a write logs: a save (`course.edit`), or a restore (`course.restore`) naming the revision it put back. */
export type CourseWriteLog = { action: "course.edit" } | { action: "course.restore"; revision: number };

/** A write's outcome: the course as saved, the introduction refused (why), or lessons other than the course's. */
export type CourseWritten = { ok: true; course: CourseEditorData } | { ok: false; reason: "invalidBody"; message: string } | { ok: false; reason: "lessonsChanged" };

/**
 * The one write behind a save and a restore (./course-revisions.ts), its input already through the
 * save's schema: the introduction rendered as the page will; then in ONE transaction the row
 * locked (created when it has none), the lessons locked, checked to be exactly the course's and
 * renumbered in the order given, a revision and the activity-log entry naming what changed; then
 * LEARN's pages expire.
 */
export async function writeCourse(member: StaffMember, slug: string, input: CourseInput, log: CourseWriteLog): Promise<CourseWritten> {
  const refused = await checkCourseBody(input.body);
  if (refused) return { ok: false, reason: "invalidBody", message: refused.message };
  const { lessons: order, ...fields } = input;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    await lockCourseLessons(tx, slug);
    const before = await courseRow(tx, slug, true);
    const lessons = await lessonsOf(tx, slug, true);
    const current = lessons.map((lesson) => lesson.slug);
    if (!sameLessons(current, order)) return false;
    const positions = new Map(lessons.map((lesson) => [lesson.slug, lesson.position]));
    const stamp = { updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email };
    // An upsert: two editors creating the same course at once both land, one after the other.
    await tx.insert(learnCourses).values({ slug, ...fields, ...stamp }).onConflictDoUpdate({ target: learnCourses.slug, set: { ...fields, ...stamp } });
    // Positions 1, 2, 3… in the order given; a lesson already in its place is not written.
    for (const [index, lesson] of order.entries()) {
      if (positions.get(lesson) !== index + 1) await tx.update(learnLessons).set({ position: index + 1 }).where(and(eq(learnLessons.course, slug), eq(learnLessons.slug, lesson)));
    }
    await tx.insert(learnCourseRevisions).values({ course: slug, fields: courseRevisionFields(fields, order), actorUid: member.uid, actorEmail: member.email });
    const changed = changedFields(before, fields, current, order);
    const { action, ...about } = log;
    await recordActivity(tx, { member, action, subject: slug, after: before ? { ...about, changed } : { ...about, changed, created: true } });
    return true;
  });
  if (!saved) return { ok: false, reason: "lessonsChanged" };
  await refreshLessons();
  return { ok: true, course: await editorData(db, slug) };
}

/** Saves and publishes an editor's change to a course (creating its row when it has none). */
export async function saveCourse(member: StaffMember, slug: string, input: CourseInput): Promise<CourseSaveOutcome> {
  if (!isCourseSlug(slug)) return courseNotFound;
  const written = await writeCourse(member, slug, input, { action: "course.edit" });
  if (written.ok) return written;
  if (written.reason === "lessonsChanged") return lessonsChanged;
  return { ok: false, status: 400, code: "invalidCourse", message: written.message, fields: { body: written.message } };
}
