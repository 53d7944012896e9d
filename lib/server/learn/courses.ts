import "server-only";
// LEARN's courses (the files content-collections built: spec §2's five courses) and their lessons
// (the database, written in the newsroom's lesson editor: ./cached-lessons.ts). The quiz answers
// live here, on the server: pages hand the browser questions and options only (publicQuiz), and
// markQuiz checks.
import { allCourses, type Course } from "content-collections";
import { markQuestions } from "@/lib/learn/quiz";
import type { QuizMarking } from "@/lib/learn/schema";
import type { CourseSummary, LessonSummary, PublicQuestion } from "@/lib/learn/types";
import { LEARN_COURSES } from "@/lib/navigation";
import { allLessons, lessonPage } from "./cached-lessons";
import type { Lesson, LessonMeta } from "./lesson-rows";

export type { Course, Lesson, LessonMeta, CourseSummary, LessonSummary, PublicQuestion };

const NAV_ORDER = LEARN_COURSES.map((course) => course.href.replace(/^\/learn\//, ""));
const COURSES = [...allCourses].sort((a, b) => NAV_ORDER.indexOf(a.slug) - NAV_ORDER.indexOf(b.slug));

export const courses = (): Course[] => COURSES;
/** generateStaticParams of the pages under /learn/<course>. */
export const courseParams = (): { course: string }[] => COURSES.map((course) => ({ course: course.slug }));
export const courseBySlug = (slug: string): Course | undefined => COURSES.find((course) => course.slug === slug);

/** A course's lessons in order (none for a course without lessons yet). */
export const lessonsOf = async (course: string): Promise<LessonMeta[]> => (await allLessons()).filter((lesson) => lesson.course === course);
export const lessonBySlugs = async (course: string, lesson: string): Promise<LessonMeta | undefined> => (await allLessons()).find((item) => item.course === course && item.slug === lesson);
/** A lesson with its text rendered, for its own page. */
export const lessonWithText = async (course: string, lesson: string): Promise<Lesson | undefined> => (await lessonPage(course, lesson)) ?? undefined;
export const allLessonRefs = async (): Promise<{ course: string; lesson: string }[]> =>
  (await allLessons()).filter((lesson) => courseBySlug(lesson.course)).map((lesson) => ({ course: lesson.course, lesson: lesson.slug }));

const summaryOf = (lesson: LessonMeta): LessonSummary => ({ slug: lesson.slug, title: lesson.title, summary: lesson.summary, minutes: lesson.minutes, hasQuiz: Boolean(lesson.quiz) });

export const lessonSummaries = async (course: string): Promise<LessonSummary[]> => (await lessonsOf(course)).map(summaryOf);

export const courseSummary = async (course: Course): Promise<CourseSummary> => ({ slug: course.slug, title: course.title, lessons: await lessonSummaries(course.slug) });

/** Every course's summary, in nav order. */
export const courseSummaries = (): Promise<CourseSummary[]> => Promise.all(COURSES.map(courseSummary));

export function publicQuiz(lesson: LessonMeta): PublicQuestion[] | null {
  return lesson.quiz ? lesson.quiz.map(({ question, options }) => ({ question, options })) : null;
}

/**
 * Marks a learner's answers (option indexes from 0) against a lesson's quiz. Null when the lesson
 * has no quiz or the answers do not fit it (wrong count, or an option that is not there).
 */
export function markQuiz(lesson: LessonMeta, answers: readonly number[]): QuizMarking | null {
  return lesson.quiz ? markQuestions(lesson.quiz, answers) : null;
}
