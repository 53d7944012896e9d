import "server-only";
import { articleHref, SECTION_LABELS } from "@/lib/content/read-format";
import { lessonPath, coursePath } from "@/lib/learn/types";
import { quizWarnings, type QuizWarning } from "@/lib/learn/quiz-warnings";
import { courses, lessonsOf } from "../learn/courses";
import { articles, authorOf } from "./content";

// The newsroom's first screen (issue 37): every story and every lesson as an editor checks them,
// with the quiz warnings an editor must see before a quiz goes out. Read from the built content
// for now; the newsroom's own tables replace this source when stories are written in the browser.

export interface NewsroomStory {
  slug: string;
  title: string;
  section: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  href: string;
}

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
  stories: NewsroomStory[];
  courses: NewsroomCourse[];
}

/** Stories newest first (then by title), and each course's lessons in course order with their quiz warnings. */
export function newsroomOverview(): NewsroomOverview {
  const stories = articles()
    .map((article) => ({
      slug: article.slug,
      title: article.title,
      section: SECTION_LABELS[article.section],
      author: authorOf(article).name,
      date: article.date,
      href: articleHref(article.slug),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const learn = courses().map((course) => ({
    slug: course.slug,
    title: course.title,
    href: coursePath(course.slug),
    lessons: lessonsOf(course.slug).map((lesson) => ({
      slug: lesson.slug,
      title: lesson.title,
      href: lessonPath(course.slug, lesson.slug),
      questions: lesson.quiz?.length ?? 0,
      warnings: lesson.quiz ? quizWarnings(lesson.quiz) : [],
    })),
  }));
  return { stories, courses: learn };
}
