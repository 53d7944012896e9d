// What LEARN's pages hand to the browser: enough to draw outlines, progress and quizzes, and no
// right answers (those stay in lib/server/learn/courses.ts until a learner submits).
import type { COURSE_ILLUSTRATIONS, COURSE_LEVELS, COURSE_TONES } from "@/lib/content/schema";

export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseIllustration = (typeof COURSE_ILLUSTRATIONS)[number];
export type CourseTone = (typeof COURSE_TONES)[number];

/** A course as LEARN's lists show it (the newsroom's course editor writes it). */
export interface CourseMeta {
  slug: string;
  title: string;
  audience: string;
  level: CourseLevel;
  summary: string;
  outcomes: string[];
  illustration: CourseIllustration;
  tone: CourseTone;
}

/** A course as its page shows it: its introduction rendered from Markdown and sanitised. */
export interface Course extends CourseMeta {
  introHtml: string;
}

export interface LessonSummary {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  hasQuiz: boolean;
  /** When it joined the course (ISO 8601): a certificate earned before it stays (lib/learn/progress.ts). */
  addedAt: string;
}

export interface CourseSummary {
  slug: string;
  title: string;
  lessons: LessonSummary[];
}

/** A quiz question as the page shows it: the question and its options only. */
export interface PublicQuestion {
  question: string;
  options: string[];
}

export const coursePath = (course: string) => `/learn/${course}`;
export const lessonPath = (course: string, lesson: string) => `/learn/${course}/${lesson}`;
export const certificatePath = (course: string) => `/learn/${course}/certificate`;
