// The newsroom's lesson editor (issue 37.6): its pages, its API and what they exchange. Dates are
// ISO 8601 instants; the browser shows them in UK time.
import type { LessonInput } from "@/lib/learn/lesson-input";
import type { QuizWarning } from "@/lib/learn/quiz-warnings";

/** The editor's page. */
export const lessonEditorPath = (course: string, lesson: string) => `/admin/content/learn/${course}/${lesson}`;
/** GET: the lesson as the editor opens it; PUT { fields }: saves and publishes it at once. */
export const lessonApiPath = (course: string, lesson: string) => `/api/admin/content/lessons/${course}/${lesson}`;

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
