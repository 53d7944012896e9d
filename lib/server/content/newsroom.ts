import "server-only";
import type { NewsroomStoryRow } from "@/lib/admin/content-contract";
import { courseEditorPath } from "@/lib/admin/learn-contract";
import { COURSE_SLUGS, plannedCourseTitle } from "@/lib/learn/course-slugs";
import { lessonPath, coursePath } from "@/lib/learn/types";
import { quizWarnings, type QuizWarning } from "@/lib/learn/quiz-warnings";
import { courses, lessonsOf } from "../learn/courses";
import { newsroomStories } from "./newsroom-stories";

// The newsroom's first screen (issue 37): every story in any state (from the newsroom's tables),
// and each of the seven courses (written or still to write: its editor creates it) with every
// lesson and the quiz warnings an editor must see before a quiz goes out.

export interface NewsroomLesson {
  slug: string;
  title: string;
  href: string;
  /** Questions in the lesson's quiz; 0 when it has none. */
  questions: number;
  warnings: QuizWarning[];
}

export interface NewsroomCourse {
  slug: string;
  title: string;
  /** The public page. */
  href: string;
  /** The course editor. */
  editHref: string;
  /** False: the course has no row yet (its page says it is being written). */
  written: boolean;
  lessons: NewsroomLesson[];
}

export interface NewsroomOverview {
  stories: NewsroomStoryRow[];
  courses: NewsroomCourse[];
}

/** Stories most recently changed first, and each course's lessons in course order with their quiz warnings. */
export async function newsroomOverview(): Promise<NewsroomOverview> {
  const stories = await newsroomStories();
  const written = new Map((await courses()).map((course) => [course.slug, course.title]));
  const learn = await Promise.all(COURSE_SLUGS.map(async (slug) => ({
    slug,
    title: written.get(slug) ?? plannedCourseTitle(slug) ?? slug,
    href: coursePath(slug),
    editHref: courseEditorPath(slug),
    written: written.has(slug),
    lessons: (await lessonsOf(slug)).map((lesson) => ({
      slug: lesson.slug,
      title: lesson.title,
      href: lessonPath(slug, lesson.slug),
      questions: lesson.quiz?.length ?? 0,
      warnings: lesson.quiz ? quizWarnings(lesson.quiz) : [],
    })),
  })));
  return { stories, courses: learn };
}
