// A learner's progress through LEARN's courses, the same shape in the browser (a guest's local
// storage), in API answers and when a guest's progress joins their account. Pure: no I/O.

export interface QuizResult {
  /** The option chosen for each question, counted from 0. */
  answers: number[];
  correct: number;
  total: number;
  /** When the quiz was answered (ISO 8601). */
  at: string;
}

export interface CourseProgress {
  /** Lesson slug → when it was marked complete (ISO 8601). */
  completed: Record<string, string>;
  /** Lesson slug → the learner's best result on its quiz. */
  quizzes: Record<string, QuizResult>;
  /** The lesson opened most recently: "Continue where you left off". */
  lastLesson: string | null;
  lastOpenedAt: string | null;
}

/** Course slug → progress. A course the learner never opened is absent. */
export type LearnProgress = Record<string, CourseProgress>;

export const emptyCourseProgress = (): CourseProgress => ({ completed: {}, quizzes: {}, lastLesson: null, lastOpenedAt: null });

export function isEmptyProgress(progress: LearnProgress): boolean {
  return Object.values(progress).every(
    (course) => Object.keys(course.completed).length === 0 && Object.keys(course.quizzes).length === 0 && course.lastLesson === null,
  );
}

const earlier = (a: string, b: string) => (a <= b ? a : b);

/** The better of two results: more right answers, then the later attempt. */
export function betterQuizResult(a: QuizResult | undefined, b: QuizResult | undefined): QuizResult | undefined {
  if (!a || !b) return a ?? b;
  if (a.correct !== b.correct) return a.correct > b.correct ? a : b;
  return a.at >= b.at ? a : b;
}

function mergeCourse(a: CourseProgress, b: CourseProgress): CourseProgress {
  const completed = { ...a.completed };
  for (const [lesson, at] of Object.entries(b.completed)) completed[lesson] = completed[lesson] ? earlier(completed[lesson], at) : at;
  const quizzes = { ...a.quizzes };
  for (const [lesson, result] of Object.entries(b.quizzes)) quizzes[lesson] = betterQuizResult(quizzes[lesson], result)!;
  const bIsLater = (b.lastOpenedAt ?? "") > (a.lastOpenedAt ?? "");
  const last = bIsLater ? b : a;
  return { completed, quizzes, lastLesson: last.lastLesson, lastOpenedAt: last.lastOpenedAt };
}

/**
 * Two records of progress as one, losing nothing and counting nothing twice: a lesson completed
 * in both keeps its first completion, a quiz keeps its best result, and the lesson opened last wins.
 */
export function mergeProgress(a: LearnProgress, b: LearnProgress): LearnProgress {
  const merged: LearnProgress = { ...a };
  for (const [course, progress] of Object.entries(b)) merged[course] = merged[course] ? mergeCourse(merged[course], progress) : progress;
  return merged;
}

/** A course's lesson as progress needs it: its address, and when it joined the course (ISO 8601). */
export interface CourseLesson {
  slug: string;
  addedAt: string;
}

export interface CourseStatus {
  done: number;
  total: number;
  /** Whole per cent of the course's lessons complete. */
  percent: number;
  started: boolean;
  complete: boolean;
  /** When the last lesson was completed, once every lesson is (ISO 8601). */
  completedAt: string | null;
  /**
   * When the learner earned the certificate (ISO 8601), or null: the first moment every lesson the
   * course had then was complete. A lesson added later does not take it away; it is one more to do.
   */
  certifiedAt: string | null;
  /** How many lessons the course had when the certificate was earned (0 without one). */
  certifiedLessons: number;
  /** The lesson "Continue" opens: the last one opened, else the first not yet complete. */
  resumeLesson: string;
}

/** The certificate as the learner's completions earned it, read from the course's lessons in the order they were done. */
function certificateOf(lessons: readonly CourseLesson[], completed: Record<string, string>, doneAt: readonly string[], completedAt: string | null): { at: string | null; lessons: number } {
  const times = [...new Set(doneAt)].sort();
  for (const at of times) {
    const then = lessons.filter((lesson) => lesson.addedAt <= at);
    if (then.length > 0 && then.every((lesson) => completed[lesson.slug] && completed[lesson.slug] <= at)) return { at, lessons: then.length };
  }
  // Every lesson done counts whatever the clocks say (a guest's completions carry the browser's time).
  return completedAt ? { at: completedAt, lessons: lessons.length } : { at: null, lessons: 0 };
}

/** Where a learner stands in a course whose lessons, in order, are `lessons`. */
export function courseStatus(lessons: readonly CourseLesson[], progress: CourseProgress | undefined): CourseStatus {
  const completed = progress?.completed ?? {};
  const lessonSlugs = lessons.map((lesson) => lesson.slug);
  const doneAt = lessonSlugs.map((slug) => completed[slug]).filter((at): at is string => Boolean(at));
  const total = lessonSlugs.length;
  const complete = total > 0 && doneAt.length === total;
  const completedAt = complete ? doneAt.reduce((a, b) => (a >= b ? a : b)) : null;
  const certificate = certificateOf(lessons, completed, doneAt, completedAt);
  const last = progress?.lastLesson && lessonSlugs.includes(progress.lastLesson) ? progress.lastLesson : null;
  const firstOpen = lessonSlugs.find((slug) => !completed[slug]);
  return {
    done: doneAt.length,
    total,
    percent: total === 0 ? 0 : Math.round((doneAt.length / total) * 100),
    started: doneAt.length > 0 || last !== null,
    complete,
    completedAt,
    certifiedAt: certificate.at,
    certifiedLessons: certificate.lessons,
    resumeLesson: last ?? firstOpen ?? lessonSlugs[0] ?? "",
  };
}

/** The long date a certificate shows, e.g. "23 November 2026" (UK order, site's time zone). */
export function certificateDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date(iso));
}
