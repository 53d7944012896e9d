// The newsroom's lesson editor (issue 37.6): its pages, its API and what they exchange. Dates are
// ISO 8601 instants; the browser shows them in UK time.
import type { CourseFields } from "@/lib/learn/course-input";
import type { CourseFieldDiff } from "@/lib/learn/course-revision-diff";
import type { LessonInput } from "@/lib/learn/lesson-input";
import type { LessonFieldDiff } from "@/lib/learn/lesson-revision-diff";
import type { QuizWarning } from "@/lib/learn/quiz-warnings";
import type { StoryRevisionSummary } from "./content-contract";

/** The editor's page. */
export const lessonEditorPath = (course: string, lesson: string) => `/admin/content/learn/${course}/${lesson}`;
/** The page where an editor writes a new lesson for the course. */
export const newLessonPath = (course: string) => `/admin/content/learn/${course}/new`;
/** POST { slug, fields }: adds a lesson at the end of the course and publishes it at once (201). */
export const newLessonApiPath = (course: string) => `/api/admin/content/lessons/${course}`;
/** GET: the lesson as the editor opens it; PUT { fields }: saves and publishes it at once; DELETE: takes it out of the course. */
export const lessonApiPath = (course: string, lesson: string) => `/api/admin/content/lessons/${course}/${lesson}`;
/** The comparison page: a revision (`from`) beside the lesson as it is now. */
export const lessonRevisionsPath = (course: string, lesson: string, from?: number) => `${lessonEditorPath(course, lesson)}/revisions${from ? `?from=${from}` : ""}`;
/** GET: the lesson's revisions, newest first; with ?from=<id>[&to=<id>], two of them compared. */
export const lessonRevisionsApiPath = (course: string, lesson: string) => `${lessonApiPath(course, lesson)}/revisions`;
/** POST (no body): puts the lesson back as it was at that revision, saved as a new one. */
export const lessonRestoreApiPath = (course: string, lesson: string, revision: number) => `${lessonRevisionsApiPath(course, lesson)}/${revision}/restore`;

export interface LessonEditorData {
  course: { slug: string; title: string };
  slug: string;
  /** Its place in the course, from 1. */
  position: number;
  fields: LessonInput;
  /** The public page, where a save shows at once. */
  publicPath: string;
  updatedAt: string;
  updatedBy: string | null;
  /** The saved quiz's warnings (the editor recomputes them as it changes). */
  warnings: QuizWarning[];
}

export interface LessonAnswer {
  data: { lesson: LessonEditorData };
}

/** A refused save: a sentence, and one sentence per field path ("quiz.1.options.2"). */
export interface LessonRefusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Who saved a version of a lesson, and when: the same as a story's (the list and diff are shared). */
export type LessonRevisionSummary = StoryRevisionSummary;

export interface LessonRevisionComparison {
  older: LessonRevisionSummary;
  /** null: the lesson as it is now. */
  newer: LessonRevisionSummary | null;
  changes: LessonFieldDiff[];
}

/** The course editor's page. */
export const courseEditorPath = (course: string) => `/admin/content/learn/${course}`;
/** GET: the course as the editor opens it; PUT { fields }: saves and publishes it at once (creating it when it has no row yet). */
export const courseApiPath = (course: string) => `/api/admin/content/courses/${course}`;
/** The comparison page: a revision (`from`) beside the course as it is now. */
export const courseRevisionsPath = (course: string, from?: number) => `${courseEditorPath(course)}/revisions${from ? `?from=${from}` : ""}`;
/** GET: the course's revisions, newest first; with ?from=<id>[&to=<id>], two of them compared. */
export const courseRevisionsApiPath = (course: string) => `${courseApiPath(course)}/revisions`;
/** POST (no body, or {}): puts the course (its fields and its lessons' order) back as it was at that revision, saved as a new one. */
export const courseRestoreApiPath = (course: string, revision: number) => `${courseRevisionsApiPath(course)}/${revision}/restore`;

export interface CourseEditorData {
  slug: string;
  /** False: the course has no row yet (its page says it is being written); a save creates it. */
  written: boolean;
  fields: CourseFields;
  /** The course's lessons in their order: the editor moves them and sends the order back. */
  lessons: { slug: string; title: string }[];
  /** The public page, where a save shows at once. */
  publicPath: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface CourseAnswer {
  data: { course: CourseEditorData };
}

/** Who saved a version of a course, and when: the same as a story's (the list and diff are shared). */
export type CourseRevisionSummary = StoryRevisionSummary;

export interface CourseRevisionComparison {
  older: CourseRevisionSummary;
  /** null: the course as it is now. */
  newer: CourseRevisionSummary | null;
  changes: CourseFieldDiff[];
}
