"use client";
// The browser's side of the newsroom's lesson API (issue 37.6, lib/admin/learn-contract.ts): a save
// goes through postAdminAction (lib/admin/client.ts), so it carries the editor's Bearer token and a
// refusal comes back as an AdminActionError with the server's sentence and the fields it names,
// keyed by path ("title", "takeaways.1", "quiz.1.options.2").
import { courseApiPath, courseRestoreApiPath, lessonApiPath, lessonRestoreApiPath, newLessonApiPath, type CourseAnswer, type CourseEditorData, type LessonAnswer, type LessonEditorData } from "@/lib/admin/learn-contract";
import { postAdminAction, sendAdminRequest } from "@/lib/admin/client";
import type { CourseInput } from "@/lib/learn/course-input";
import type { LessonInput } from "@/lib/learn/lesson-input";

const NOT_FOUND = "This lesson no longer exists.";

/** PUT /api/admin/content/lessons/<course>/<lesson>: saves the lesson and publishes it at once. */
export async function saveLesson(course: string, lesson: string, fields: LessonInput): Promise<LessonEditorData> {
  const path = lessonApiPath(encodeURIComponent(course), encodeURIComponent(lesson));
  return (await postAdminAction<LessonAnswer["data"]>(path, { fields }, NOT_FOUND, "PUT")).lesson;
}

/** POST /api/admin/content/lessons/<course> { slug, fields }: adds the lesson at the end of the course and publishes it at once. */
export async function createLesson(course: string, slug: string, fields: LessonInput): Promise<LessonEditorData> {
  return (await postAdminAction<LessonAnswer["data"]>(newLessonApiPath(encodeURIComponent(course)), { slug, fields }, "This course no longer exists.")).lesson;
}

/** DELETE /api/admin/content/lessons/<course>/<lesson>: takes the lesson out of its course. */
export async function removeLesson(course: string, lesson: string): Promise<void> {
  const path = lessonApiPath(encodeURIComponent(course), encodeURIComponent(lesson));
  await sendAdminRequest<{ removed: true }>(path, { method: "DELETE" }, { 404: NOT_FOUND });
}

/** POST …/revisions/<id>/restore (no body): the lesson as it was at that revision, published as a new one. */
export async function restoreLessonRevision(course: string, lesson: string, revision: number): Promise<LessonEditorData> {
  const path = lessonRestoreApiPath(encodeURIComponent(course), encodeURIComponent(lesson), revision);
  return (await sendAdminRequest<LessonAnswer["data"]>(path, { method: "POST", json: {} }, { 404: "This lesson or revision no longer exists." })).lesson;
}

/** PUT /api/admin/content/courses/<course>: saves the course and its lessons' order, and publishes them at once. */
export async function saveCourse(course: string, fields: CourseInput): Promise<CourseEditorData> {
  return (await postAdminAction<CourseAnswer["data"]>(courseApiPath(encodeURIComponent(course)), { fields }, "This course no longer exists.", "PUT")).course;
}

/** POST …/courses/<course>/revisions/<id>/restore (an empty body): the course and its lessons' order as they were at that revision, published as a new one. */
export async function restoreCourseRevision(course: string, revision: number): Promise<CourseEditorData> {
  const path = courseRestoreApiPath(encodeURIComponent(course), revision);
  return (await sendAdminRequest<CourseAnswer["data"]>(path, { method: "POST", json: {} }, { 404: "This course or revision no longer exists." })).course;
}
