import "server-only";
import { lessonMinutes, renderMarkdown } from "@/lib/content/markdown";
import type { LessonInput } from "@/lib/learn/lesson-input";
import type { QuizQuestion } from "@/lib/learn/quiz";
import type { learnLessons } from "./tables";

// A lesson row, and what pages and the editor make of it.

export type LessonRow = typeof learnLessons.$inferSelect;

/**
 * A lesson as LEARN's lists, the quiz marking and the assistant need it: no rendered text (the
 * quiz with its answers: pages hand the browser publicQuiz only).
 */
export interface LessonMeta {
  course: string;
  slug: string;
  order: number;
  title: string;
  summary: string;
  takeaways: string[];
  products: string[];
  quiz?: QuizQuestion[];
  words: number;
  minutes: number;
  /** When the lesson joined its course (ISO 8601). */
  addedAt: string;
}

/** A lesson as its page shows it: with its text rendered. */
export interface Lesson extends LessonMeta {
  html: string;
}

/** The fields an editor changes, as a revision keeps them. */
export function lessonRevisionFields(row: Pick<LessonRow, "title" | "summary" | "takeaways" | "body" | "quiz">): Record<string, unknown> {
  return { title: row.title, summary: row.summary, takeaways: row.takeaways, body: row.body, quiz: row.quiz };
}

/** The editor's form values of a row. */
export function lessonInputOf(row: LessonRow): LessonInput {
  return { title: row.title, summary: row.summary, takeaways: row.takeaways, body: row.body, quiz: row.quiz ?? [] };
}

/** A row as lists and marking need it: nothing rendered, so reading every lesson stays cheap. */
export function lessonMetaOf(row: LessonRow): LessonMeta {
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
    words: row.words,
    minutes: lessonMinutes(row.words, quiz?.length),
    addedAt: row.createdAt.toISOString(),
  };
}

/** Renders a row's Markdown as every lesson page does (sanitised; pictures need alt text). */
export async function lessonOf(row: LessonRow): Promise<Lesson> {
  return { ...lessonMetaOf(row), html: (await renderMarkdown(row.body)).html };
}
