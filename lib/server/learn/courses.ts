import "server-only";
// LEARN's courses and their lessons, both from the database (the newsroom's course and lesson
// editors write them) through the data cache (./cached-courses.ts, ./cached-lessons.ts). The seven
// course slugs are fixed by the site map (lib/learn/course-slugs.ts): a course without a row is one
// still being written, whose pages still work. The quiz answers live here, on the server: pages
// hand the browser questions and options only (publicQuiz), and markQuiz checks.
import { COURSE_SLUGS, isCourseSlug, plannedCourseTitle } from "@/lib/learn/course-slugs";
import { markQuestions } from "@/lib/learn/quiz";
import type { QuizMarking } from "@/lib/learn/schema";
import type { Course, CourseMeta, CourseSummary, LessonSummary, PublicQuestion } from "@/lib/learn/types";
import { allCourses, coursePage } from "./cached-courses";
import { allLessons, lessonPage } from "./cached-lessons";
import type { Lesson, LessonMeta } from "./lesson-rows";

export type { Course, CourseMeta, Lesson, LessonMeta, CourseSummary, LessonSummary, PublicQuestion };

/** A course's slug and the title its pages show: the newsroom's, or the site map's until it has one. */
export interface CourseHeading {
  slug: string;
  title: string;
}

/** Every course the newsroom has written, in the site map's order. */
export const courses = (): Promise<CourseMeta[]> => allCourses();
/** generateStaticParams of the pages under /learn/<course>: always the seven of the site map. */
export const courseParams = (): { course: string }[] => COURSE_SLUGS.map((course) => ({ course }));
/** A written course, or undefined (no such course, or one still being written). */
export const courseBySlug = async (slug: string): Promise<CourseMeta | undefined> => (await allCourses()).find((course) => course.slug === slug);
/** A written course with its introduction rendered, for its own page. */
export const courseWithIntro = async (slug: string): Promise<Course | undefined> => (isCourseSlug(slug) ? ((await coursePage(slug)) ?? undefined) : undefined);

/** One of the seven courses, written or not; undefined for any other slug. */
export async function courseHeading(slug: string): Promise<CourseHeading | undefined> {
  const planned = plannedCourseTitle(slug);
  if (!planned) return undefined;
  const course = await courseBySlug(slug);
  return { slug, title: course?.title ?? planned };
}

/** A course's lessons in order (none for a course without lessons yet). */
export const lessonsOf = async (course: string): Promise<LessonMeta[]> => (await allLessons()).filter((lesson) => lesson.course === course);
export const lessonBySlugs = async (course: string, lesson: string): Promise<LessonMeta | undefined> => (await allLessons()).find((item) => item.course === course && item.slug === lesson);
/** A lesson with its text rendered, for its own page. */
export const lessonWithText = async (course: string, lesson: string): Promise<Lesson | undefined> => (await lessonPage(course, lesson)) ?? undefined;
export const allLessonRefs = async (): Promise<{ course: string; lesson: string }[]> =>
  (await allLessons()).filter((lesson) => isCourseSlug(lesson.course)).map((lesson) => ({ course: lesson.course, lesson: lesson.slug }));

const summaryOf = (lesson: LessonMeta): LessonSummary => ({
  slug: lesson.slug,
  title: lesson.title,
  summary: lesson.summary,
  minutes: lesson.minutes,
  hasQuiz: Boolean(lesson.quiz),
  addedAt: lesson.addedAt,
});

export const lessonSummaries = async (course: string): Promise<LessonSummary[]> => (await lessonsOf(course)).map(summaryOf);

export const courseSummary = async (course: CourseHeading): Promise<CourseSummary> => ({ slug: course.slug, title: course.title, lessons: await lessonSummaries(course.slug) });

/** Every written course's summary, in the site map's order. */
export const courseSummaries = async (): Promise<CourseSummary[]> => Promise.all((await allCourses()).map(courseSummary));

export function publicQuiz(lesson: Pick<LessonMeta, "quiz">): PublicQuestion[] | null {
  return lesson.quiz ? lesson.quiz.map(({ question, options }) => ({ question, options })) : null;
}

/**
 * Marks a learner's answers (option indexes from 0) against a lesson's quiz. Null when the lesson
 * has no quiz or the answers do not fit it (wrong count, or an option that is not there).
 */
export function markQuiz(lesson: Pick<LessonMeta, "quiz">, answers: readonly number[]): QuizMarking | null {
  return lesson.quiz ? markQuestions(lesson.quiz, answers) : null;
}
