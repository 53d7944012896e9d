// What LEARN's pages hand to the browser: enough to draw outlines, progress and quizzes, and no
// right answers (those stay in lib/server/learn/courses.ts until a learner submits).

export interface LessonSummary {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  hasQuiz: boolean;
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
