import "server-only";
import { sql } from "drizzle-orm";
import { renderMarkdown } from "@/lib/content/markdown";
import type { CourseFields } from "@/lib/learn/course-input";
import type { Course, CourseMeta } from "@/lib/learn/types";
import type { Executor } from "../cart/carts";
import type { learnCourses } from "./tables";

// A course row, and what pages, revisions and the editor make of it.

export type CourseRow = typeof learnCourses.$inferSelect;

/**
 * Holds a course's list of lessons for this transaction, so a course save (which renumbers the
 * list), adding a lesson and removing one take turns (./course-editor.ts, ./lesson-lifecycle.ts).
 */
export async function lockCourseLessons(tx: Executor, course: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`learn-lessons:${course}`}, 0))`);
}

/** The fields an editor changes, and the lessons' order at that save, as a revision keeps them. */
export function courseRevisionFields(row: CourseFields, lessons: readonly string[]): Record<string, unknown> {
  return { ...courseFieldsOf(row), lessons: [...lessons] };
}

/** The editor's form values of a row (without the lessons' order, which lives on the lessons). */
export function courseFieldsOf(row: CourseFields): CourseFields {
  const { title, audience, level, summary, outcomes, illustration, tone, body } = row;
  return { title, audience, level, summary, outcomes, illustration, tone, body };
}

/** A row as lists need it: nothing rendered. */
export function courseMetaOf(row: CourseRow): CourseMeta {
  const { slug, title, audience, level, summary, outcomes, illustration, tone } = row;
  return { slug, title, audience, level, summary, outcomes, illustration, tone };
}

/** Renders a row's Markdown as lesson pages do (sanitised; pictures need alt text). */
export async function courseOf(row: CourseRow): Promise<Course> {
  return { ...courseMetaOf(row), introHtml: (await renderMarkdown(row.body)).html };
}
