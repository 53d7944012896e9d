import type { LessonSummary } from "@/lib/learn/types";

/** A course's facts as short phrases: level, lessons, total reading time and quizzes. */
export function courseFacts(level: string, lessons: LessonSummary[]): string[] {
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  const quizzes = lessons.filter((lesson) => lesson.hasQuiz).length;
  return [level, `${lessons.length} lessons`, `About ${minutes} min`, ...(quizzes ? [`${quizzes} ${quizzes === 1 ? "quiz" : "quizzes"}`] : [])];
}
