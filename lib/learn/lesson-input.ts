// A lesson as the newsroom's lesson editor sends it (issue 37.6): its words, its takeaways, its
// Markdown body and its quiz, in the shape the site stores and marks (lib/learn/quiz.ts
// QuizQuestion: options as text, a reason beside each wrong one, the right one counted from 1).
// The same limits as the demo files (lib/content/schema.ts); a quiz's warnings (the right answers in
// one place, the right answer the longest) are shown, not refused (lib/learn/quiz-warnings.ts).
import { z } from "zod";
import { LESSON_WORDS } from "@/lib/content/schema";
import { newAddressSchema } from "@/lib/content/story-slugs";
import { QUIZ_OPTIONS } from "./quiz";

const line = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

/** A quiz question as the editor writes it. */
export const lessonQuestionSchema = z
  .strictObject({
    question: line(240),
    options: z.array(line(160)).length(QUIZ_OPTIONS, `must offer exactly ${QUIZ_OPTIONS} options`),
    /** Why choosing each option is wrong; the right option's entry is ignored and stored as null. */
    whys: z.array(z.string().trim().max(400, "must be at most 400 characters").nullable()).length(QUIZ_OPTIONS),
    /** The right option, counted from 1. */
    answer: z.number({ error: "Choose the right option." }).int().min(1, "Choose the right option.").max(QUIZ_OPTIONS, "Choose the right option."),
    explanation: line(400),
  })
  .refine((question) => new Set(question.options.map((option) => option.toLowerCase())).size === question.options.length, { message: "repeats an option", path: ["options"] })
  .transform((question) => ({
    ...question,
    whys: question.whys.map((why, index) => (index === question.answer - 1 || !why ? null : why)),
  }));

export const LESSON_QUIZ_QUESTIONS = { min: 3, max: 5 } as const;

export const lessonInputSchema = z.strictObject(
  {
    title: line(100),
    summary: line(240),
    takeaways: z.array(line(200)).min(2, "List at least 2 takeaways.").max(5, "List at most 5 takeaways."),
    /** Markdown, rendered and sanitised as every lesson is; its words are counted on the server. */
    body: z.string({ error: "is required" }).trim().min(1, "is required").max(12000, "must be at most 12,000 characters"),
    /** No quiz, or 3 to 5 questions. */
    quiz: z
      .array(lessonQuestionSchema)
      .max(LESSON_QUIZ_QUESTIONS.max, `Ask at most ${LESSON_QUIZ_QUESTIONS.max} questions.`)
      .refine((quiz) => quiz.length === 0 || quiz.length >= LESSON_QUIZ_QUESTIONS.min, `Ask at least ${LESSON_QUIZ_QUESTIONS.min} questions, or none.`),
  },
  { error: "Send the lesson's fields as a JSON object." },
);

export type LessonInput = z.infer<typeof lessonInputSchema>;
export type LessonQuestionInput = z.input<typeof lessonQuestionSchema>;

/** The body's word count must sit in the lessons' range (the server counts the rendered text). */
export function lessonWordsMessage(words: number): string | null {
  if (words < LESSON_WORDS.min) return `The lesson has ${words} words; a lesson has at least ${LESSON_WORDS.min}.`;
  if (words > LESSON_WORDS.max) return `The lesson has ${words} words; a lesson has at most ${LESSON_WORDS.max}.`;
  return null;
}

/** Field errors keyed by path ("title", "takeaways", "quiz.1.options.2"), one sentence each. */
export function lessonFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Addresses a lesson cannot take: the course's certificate page (/learn/<course>/certificate) and
 * the newsroom's own pages under a course (…/new, …/revisions) would shadow it.
 */
export const RESERVED_LESSON_SLUGS: readonly string[] = ["certificate", "new", "revisions"];

/** A new lesson's address under /learn/<course>/: a story's rules, and not one of the course's own pages. */
export const lessonSlugSchema = newAddressSchema(RESERVED_LESSON_SLUGS, "is taken by one of the course's own pages: choose another");
