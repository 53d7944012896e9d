import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { CourseEditorData, CourseRevisionComparison, CourseRevisionSummary } from "@/lib/admin/learn-contract";
import { courseFieldErrors, courseInputSchema, type CourseInput } from "@/lib/learn/course-input";
import { courseInputFromRevision, courseRevisionFieldsOf, diffCourseRevisions } from "@/lib/learn/course-revision-diff";
import { isCourseSlug } from "@/lib/learn/course-slugs";
import { checksRefusal, comparedRevisionIds, restoreRefusal, revisionComparison, revisionSummaryOf } from "../content/revision-reads";
import { getDb } from "../platform/db";
import { courseNotFound, writeCourse } from "./course-editor";
import { courseRevisionFields } from "./course-rows";
import { learnCourseRevisions, learnCourses, learnLessons } from "./tables";

// A LEARN course's saved versions, as a playlist's (../music/playlist-revisions.ts): who saved each
// and when, one compared with another or with the course as it is now (its lessons named by their
// titles now), and a restore. A restore is a save of the revision's fields AND its lessons' order:
// the save's schema, then the save's own write (./course-editor.ts writeCourse: ONE transaction
// with the row and the lessons locked, a new revision so a restore can itself be undone, a
// `course.restore` entry naming the revision, LEARN's pages expired here and on every instance).
// A version whose lessons are not exactly the course's lessons now, or that today's rules refuse,
// is not restored (409, saying why). Never cached: editors see their own writes.

export type CourseRestoreOutcome = { ok: true; course: CourseEditorData } | { ok: false; status: 404 | 409; code: string; message: string };

const revisionNotFound = { ok: false as const, status: 404 as const, code: "revisionNotFound", message: "That revision is not one of this course's." };

/** The course's lessons now, in order, with their titles. */
async function currentLessons(course: string): Promise<{ slug: string; title: string }[]> {
  return (await getDb())
    .select({ slug: learnLessons.slug, title: learnLessons.title })
    .from(learnLessons)
    .where(eq(learnLessons.course, course))
    .orderBy(asc(learnLessons.position), asc(learnLessons.slug));
}

/** A course's revisions, newest first, or null when there is no such course (one not written yet has none). */
export async function courseRevisions(slug: string): Promise<CourseRevisionSummary[] | null> {
  if (!isCourseSlug(slug)) return null;
  const rows = await (await getDb())
    .select({ id: learnCourseRevisions.id, createdAt: learnCourseRevisions.createdAt, actorUid: learnCourseRevisions.actorUid, actorEmail: learnCourseRevisions.actorEmail })
    .from(learnCourseRevisions)
    .where(eq(learnCourseRevisions.course, slug))
    .orderBy(desc(learnCourseRevisions.id));
  return rows.map(revisionSummaryOf);
}

/** A revision compared with a later one, or with the course as it is now (`newerId` null); null when either is not this course's. */
export async function compareCourseRevisions(slug: string, olderId: number, newerId: number | null): Promise<CourseRevisionComparison | null> {
  if (!isCourseSlug(slug)) return null;
  const db = await getDb();
  const [row] = await db.select().from(learnCourses).where(eq(learnCourses.slug, slug));
  if (!row) return null;
  const lessons = await currentLessons(slug);
  const found = await db
    .select()
    .from(learnCourseRevisions)
    .where(and(eq(learnCourseRevisions.course, slug), inArray(learnCourseRevisions.id, comparedRevisionIds(olderId, newerId))));
  const current = courseRevisionFieldsOf(courseRevisionFields(row, lessons.map((lesson) => lesson.slug)));
  const titles = Object.fromEntries(lessons.map((lesson) => [lesson.slug, lesson.title]));
  return revisionComparison(found, { olderId, newerId }, current, courseRevisionFieldsOf, (older, newer) => diffCourseRevisions(older, newer, titles));
}

/** The revision's fields and lessons' order through the save's schema, or why today's rules refuse them. */
function restorable(stored: Record<string, unknown>): { ok: true; input: CourseInput } | ReturnType<typeof restoreRefusal> {
  const parsed = courseInputSchema.safeParse(courseInputFromRevision(courseRevisionFieldsOf(stored)));
  if (parsed.success) return { ok: true, input: parsed.data };
  return checksRefusal("course", courseFieldErrors(parsed.error));
}

/** Puts a course (its fields and its lessons' order) back as it was at one of its revisions, published at once, as a new revision. */
export async function restoreCourseRevision(member: StaffMember, slug: string, revisionId: number): Promise<CourseRestoreOutcome> {
  if (!isCourseSlug(slug)) return courseNotFound;
  // Revisions are append-only, so the one to restore is read (and checked) before the write locks the row.
  const [revision] = await (await getDb())
    .select()
    .from(learnCourseRevisions)
    .where(and(eq(learnCourseRevisions.course, slug), eq(learnCourseRevisions.id, revisionId)));
  if (!revision) return revisionNotFound;
  const checked = restorable(revision.fields);
  if (!checked.ok) return checked;
  const written = await writeCourse(member, slug, checked.input, { action: "course.restore", revision: revisionId });
  if (written.ok) return written;
  // The write checks the lessons with the rows locked: a lesson added, removed or moved to another course since.
  if (written.reason === "lessonsChanged") return restoreRefusal("The course's lessons have changed since.");
  return checksRefusal("course", { body: written.message });
}
