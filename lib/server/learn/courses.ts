import "server-only";
// LEARN's courses and lessons as content-collections built them. The quiz answers live here, on
// the server: pages hand the browser questions and options only (publicQuiz), and markQuiz checks.
import { allCourses, allLessons, type Course, type Lesson } from "content-collections";
import { markQuestions } from "@/lib/learn/quiz";
import type { QuizMarking } from "@/lib/learn/schema";
import type { CourseSummary, LessonSummary, PublicQuestion } from "@/lib/learn/types";
import { LEARN_COURSES } from "@/lib/navigation";

export type { Course, Lesson, CourseSummary, LessonSummary, PublicQuestion };

const NAV_ORDER = LEARN_COURSES.map((course) => course.href.replace(/^\/learn\//, ""));
const COURSES = [...allCourses].sort((a, b) => NAV_ORDER.indexOf(a.slug) - NAV_ORDER.indexOf(b.slug));
const LESSONS = new Map(COURSES.map((course) => [course.slug, allLessons.filter((lesson) => lesson.course === course.slug).sort((a, b) => a.order - b.order)]));

export const courses = (): Course[] => COURSES;
/** generateStaticParams of the pages under /learn/<course>. */
export const courseParams = (): { course: string }[] => COURSES.map((course) => ({ course: course.slug }));
export const courseBySlug = (slug: string): Course | undefined => COURSES.find((course) => course.slug === slug);
export const lessonsOf = (course: string): Lesson[] => LESSONS.get(course) ?? [];
export const lessonBySlugs = (course: string, lesson: string): Lesson | undefined => lessonsOf(course).find((item) => item.slug === lesson);
export const allLessonRefs = (): { course: string; lesson: string }[] => COURSES.flatMap((course) => lessonsOf(course.slug).map((lesson) => ({ course: course.slug, lesson: lesson.slug })));

export const lessonSummaries = (course: string): LessonSummary[] =>
  lessonsOf(course).map((lesson) => ({ slug: lesson.slug, title: lesson.title, summary: lesson.summary, minutes: lesson.minutes, hasQuiz: Boolean(lesson.quiz) }));

export const courseSummary = (course: Course): CourseSummary => ({ slug: course.slug, title: course.title, lessons: lessonSummaries(course.slug) });

export const courseMinutes = (course: string): number => lessonsOf(course).reduce((sum, lesson) => sum + lesson.minutes, 0);

export function publicQuiz(lesson: Lesson): PublicQuestion[] | null {
  return lesson.quiz ? lesson.quiz.map(({ question, options }) => ({ question, options })) : null;
}

/**
 * Marks a learner's answers (option indexes from 0) against a lesson's quiz. Null when the lesson
 * has no quiz or the answers do not fit it (wrong count, or an option that is not there).
 */
export function markQuiz(lesson: Lesson, answers: readonly number[]): QuizMarking | null {
  return lesson.quiz ? markQuestions(lesson.quiz, answers) : null;
}
