import "server-only";
import type { NewsroomStoryRow } from "@/lib/admin/content-contract";
import { lessonPath, coursePath } from "@/lib/learn/types";
import { quizWarnings, type QuizWarning } from "@/lib/learn/quiz-warnings";
import { courses, lessonsOf } from "../learn/courses";
import { newsroomStories } from "./newsroom-stories";

// The newsroom's first screen (issue 37): every story in any state (from the newsroom's tables),
// and every lesson with the quiz warnings an editor must see before a quiz goes out (lessons are
// still the built content files).

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
  href: string;
  lessons: NewsroomLesson[];
}

export interface NewsroomOverview {
  stories: NewsroomStoryRow[];
  courses: NewsroomCourse[];
}

/** Stories most recently changed first, and each course's lessons in course order with their quiz warnings. */
export async function newsroomOverview(): Promise<NewsroomOverview> {
  const stories = await newsroomStories();
  const learn = await Promise.all(courses().map(async (course) => ({
    slug: course.slug,
    title: course.title,
    href: coursePath(course.slug),
    lessons: (await lessonsOf(course.slug)).map((lesson) => ({
      slug: lesson.slug,
      title: lesson.title,
      href: lessonPath(course.slug, lesson.slug),
      questions: lesson.quiz?.length ?? 0,
      warnings: lesson.quiz ? quizWarnings(lesson.quiz) : [],
    })),
  })));
  return { stories, courses: learn };
}
