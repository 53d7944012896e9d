import "server-only";
import { lessonMinutes, renderMarkdown } from "@/lib/content/markdown";
import type { LessonInput } from "@/lib/learn/lesson-input";
import type { QuizQuestion } from "@/lib/learn/quiz";
import type { learnLessons } from "./tables";

// A lesson row, and what pages and the editor make of it.

export type LessonRow = typeof learnLessons.$inferSelect;

/** A lesson as LEARN's pages show it (the quiz with its answers: pages hand the browser publicQuiz only). */
export interface Lesson {
  course: string;
  slug: string;
  order: number;
  title: string;
  summary: string;
  takeaways: string[];
  products: string[];
  quiz?: QuizQuestion[];
  html: string;
  words: number;
  minutes: number;
}

/** The fields an editor changes, as a revision keeps them. */
export function lessonRevisionFields(row: Pick<LessonRow, "title" | "summary" | "takeaways" | "body" | "quiz">): Record<string, unknown> {
  return { title: row.title, summary: row.summary, takeaways: row.takeaways, body: row.body, quiz: row.quiz };
}

/** The editor's form values of a row. */
export function lessonInputOf(row: LessonRow): LessonInput {
  return { title: row.title, summary: row.summary, takeaways: row.takeaways, body: row.body, quiz: row.quiz ?? [] };
}

/** Renders a row's Markdown as every lesson page does (sanitised; pictures need alt text). */
export async function lessonOf(row: LessonRow): Promise<Lesson> {
  const body = await renderMarkdown(row.body);
  const quiz = row.quiz && row.quiz.length > 0 ? row.quiz : undefined;
  return {
    course: row.course,
    slug: row.slug,
    order: row.position,
    title: row.title,
    summary: row.summary,
    takeaways: row.takeaways,
    products: row.products,
    ...(quiz ? { quiz } : {}),
    html: body.html,
    words: row.words,
    minutes: lessonMinutes(row.words, quiz?.length),
  };
}
