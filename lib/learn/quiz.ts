// A lesson's quiz as written in content/learn/<course>/<lesson>.md, checked when the site builds
// (content-collections.ts), and how the server marks it. Pure: no I/O.
//
// Every question has exactly four options. An option is its text, or { text, why } when choosing
// it deserves its own explanation (a common misconception, say); the question's `explanation`
// covers the rest. Across all lessons no answer position may hold more than 35 % of the
// questions, so a learner cannot pass by always picking the second option.
import { z } from "zod";
import type { MarkedQuestion, QuizMarking } from "./schema";

export const QUIZ_OPTIONS = 4;
/** The largest share of all questions whose right answer may sit at any one position. */
export const MAX_ANSWER_POSITION_SHARE = 0.35;
/** Below this many questions the spread of positions says nothing, so it is not checked. */
export const MIN_QUESTIONS_FOR_SPREAD = 12;

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

const optionSchema = z.union([text(160), z.strictObject({ text: text(160), why: text(400) })], {
  error: "must be the option's text, or { text, why } with an explanation of that choice",
});

export const quizQuestionSchema = z
  .object({
    question: text(240),
    options: z.array(optionSchema).length(QUIZ_OPTIONS, `must offer exactly ${QUIZ_OPTIONS} options`),
    /** The right option, counted from 1 as a reader would. */
    answer: z.number().int().min(1),
    explanation: text(400),
  })
  .refine((question) => question.answer <= question.options.length, { message: "is not one of the options", path: ["answer"] })
  .refine((question) => new Set(question.options.map(optionText)).size === question.options.length, {
    message: "repeats an option",
    path: ["options"],
  });

export const quizSchema = z.array(quizQuestionSchema).min(3, "asks at least 3 questions").max(5, "asks at most 5 questions");

export type QuizOptionSource = z.infer<typeof optionSchema>;
export type QuizQuestionSource = z.infer<typeof quizQuestionSchema>;

/** A question as the build stores it: options as plain text, each option's own explanation beside it. */
// A type, not an interface: content-collections accepts only types it can see are serialisable.
export type QuizQuestion = {
  question: string;
  options: string[];
  /** Per option (same order): why choosing it is right or wrong, or null to use `explanation`. */
  whys: (string | null)[];
  answer: number;
  explanation: string;
};

function optionText(option: QuizOptionSource): string {
  return typeof option === "string" ? option : option.text;
}

export function normaliseQuestion(source: QuizQuestionSource): QuizQuestion {
  return {
    question: source.question,
    options: source.options.map(optionText),
    whys: source.options.map((option) => (typeof option === "string" ? null : option.why)),
    answer: source.answer,
    explanation: source.explanation,
  };
}

export interface AnswerSpread {
  total: number;
  /** counts[0] is how many questions have the first option right, and so on. */
  counts: number[];
  /** The position (from 1) that holds too many answers, or null when the spread is fine. */
  overloaded: number | null;
}

/** How the right answers of all quizzes spread over the four positions. */
export function answerSpread(quizzes: readonly (readonly { answer: number }[] | undefined)[]): AnswerSpread {
  const counts = Array.from({ length: QUIZ_OPTIONS }, () => 0);
  for (const quiz of quizzes) for (const question of quiz ?? []) if (question.answer >= 1 && question.answer <= QUIZ_OPTIONS) counts[question.answer - 1] += 1;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const worst = counts.indexOf(Math.max(...counts));
  const overloaded = total >= MIN_QUESTIONS_FOR_SPREAD && counts[worst] / total > MAX_ANSWER_POSITION_SHARE ? worst + 1 : null;
  return { total, counts, overloaded };
}

/**
 * Marks a learner's answers (option indexes from 0). Null when the answers do not fit the quiz
 * (wrong count, or an option that is not there). Each marked question carries the explanation of
 * the option chosen, if it has its own, and the question's general explanation.
 */
export function markQuestions(quiz: readonly QuizQuestion[], answers: readonly number[]): QuizMarking | null {
  if (answers.length !== quiz.length) return null;
  if (answers.some((chosen, index) => !Number.isInteger(chosen) || chosen < 0 || chosen >= quiz[index].options.length)) return null;
  const questions: MarkedQuestion[] = quiz.map((question, index) => {
    const chosen = answers[index];
    const answer = question.answer - 1;
    const why = question.whys?.[chosen] ?? null;
    return { chosen, answer, right: chosen === answer, explanation: question.explanation, ...(why ? { why } : {}) };
  });
  return { correct: questions.filter((question) => question.right).length, total: quiz.length, questions };
}
