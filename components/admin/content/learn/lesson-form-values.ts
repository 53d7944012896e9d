// The lesson form's values and the names of its fields: pure, so the hook that saves
// (use-lesson-editor.ts), the components and the tests share one idea of "what the editor typed".
// The form keeps a key on each takeaway and question (so React keeps their fields as they move)
// and a "why" for every option; toInput drops the keys and sends null for the right option's why.
import type { SummaryError } from "@/components/forms/ErrorSummary";
import type { LessonInput } from "@/lib/learn/lesson-input";
import { QUIZ_OPTIONS } from "@/lib/learn/quiz";
import { storyFieldId } from "../story-form-values";

export interface TakeawayValue {
  key: string;
  text: string;
}

export interface QuestionValues {
  key: string;
  question: string;
  options: string[];
  /** Why each option is wrong ("" for none); the right option's is kept while hidden, never sent. */
  whys: string[];
  /** The right option, counted from 1. */
  answer: number;
  explanation: string;
}

export interface LessonValues {
  title: string;
  summary: string;
  takeaways: TakeawayValue[];
  body: string;
  quiz: QuestionValues[];
}

export type FieldErrors = Record<string, string>;

export const TAKEAWAYS = { min: 2, max: 5 } as const;
export const LIMITS = { title: 100, summary: 240, takeaway: 200, question: 240, option: 160, why: 400, explanation: 400 } as const;

let added = 0;
/** A key for a takeaway or question added in this page (the saved ones are numbered by place). */
export const newKey = (kind: "t" | "q") => `${kind}-new-${++added}`;

export function valuesOf(fields: LessonInput): LessonValues {
  return {
    title: fields.title,
    summary: fields.summary,
    takeaways: fields.takeaways.map((text, index) => ({ key: `t${index}`, text })),
    body: fields.body,
    quiz: fields.quiz.map((question, index) => ({
      key: `q${index}`,
      question: question.question,
      options: [...question.options],
      whys: question.whys.map((why) => why ?? ""),
      answer: question.answer,
      explanation: question.explanation,
    })),
  };
}

/** The fields as the API takes them. */
export function toInput(values: LessonValues): LessonInput {
  return {
    title: values.title,
    summary: values.summary,
    takeaways: values.takeaways.map((takeaway) => takeaway.text),
    body: values.body,
    quiz: values.quiz.map(({ question, options, whys, answer, explanation }) => ({
      question,
      options: [...options],
      whys: whys.map((why, index) => (index === answer - 1 || !why.trim() ? null : why)),
      answer,
      explanation,
    })),
  };
}

export const inputJson = (values: LessonValues) => JSON.stringify(toInput(values));

/** A blank question whose right answer sits where the quiz has the fewest, so defaults vary. */
export function blankQuestion(quiz: readonly QuestionValues[]): QuestionValues {
  const counts = Array.from({ length: QUIZ_OPTIONS }, (_, index) => quiz.filter((question) => question.answer === index + 1).length);
  const answer = counts.indexOf(Math.min(...counts)) + 1;
  const empty = () => Array.from({ length: QUIZ_OPTIONS }, () => "");
  return { key: newKey("q"), question: "", options: empty(), whys: empty(), answer, explanation: "" };
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The name StoryFormField takes for a path ("quiz.1.options.2" → "quiz-1-options-2"). */
export const fieldName = (path: string) => path.replaceAll(".", "-");
/** The id of a path's control. */
export const fieldId = (path: string) => storyFieldId(fieldName(path));
export const questionHeadingId = (index: number) => `lesson-question-${index}-heading`;
export const answerRadioId = (question: number, option: number) => fieldId(`quiz.${question}.answer.${option}`);
export const ADD_QUESTION_ID = "lesson-add-question";

/** What a path is called beside its field, and in the summary (where a question's number comes first). */
function labels(path: string): { short: string; context?: string } {
  const [field, first, part, second] = path.split(".");
  const n = Number(first) + 1;
  const m = Number(second) + 1;
  if (field === "slug") return { short: "Address" };
  if (field === "title" || field === "summary" || field === "body") return { short: field[0].toUpperCase() + field.slice(1) };
  if (field === "takeaways") return { short: first === undefined ? "Takeaways" : `Takeaway ${n}` };
  if (field !== "quiz") return { short: "" };
  if (first === undefined) return { short: "Quiz" };
  const context = `Question ${n}`;
  if (part === "options") return second === undefined ? { short: "Options", context } : { short: `Option ${m}`, context };
  if (part === "whys") return { short: `Why option ${m} is wrong`, context };
  if (part === "explanation") return { short: "Explanation", context };
  return { short: part === "question" ? "Question" : "", context };
}

/** A refusal as a sentence: messages in lowercase follow the field's name ("Option 3 is required."). */
export function errorSentence(path: string, message: string, inSummary = false): string {
  const { short, context } = labels(path);
  const own = short && /^[a-z]/.test(message) ? `${short} ${message}.` : message;
  if (!inSummary || !context) return own;
  return `${context}: ${own.charAt(0).toLowerCase()}${own.slice(1)}`;
}

/** The sentence beside a path's field, when the form or the server refused it. */
export const errorAt = (errors: FieldErrors, path: string) => (errors[path] ? errorSentence(path, errors[path]) : undefined);

/** Every path the form shows, in the order of its fields. */
function pathsInOrder(values: LessonValues): string[] {
  const takeaways = values.takeaways.map((_, index) => `takeaways.${index}`);
  const quiz = values.quiz.flatMap((_, index) => {
    const q = `quiz.${index}`;
    const options = Array.from({ length: QUIZ_OPTIONS }, (__, option) => [`${q}.options.${option}`, `${q}.whys.${option}`]).flat();
    return [q, `${q}.question`, `${q}.options`, ...options, `${q}.answer`, `${q}.explanation`];
  });
  return ["title", "slug", "summary", "takeaways", ...takeaways, "body", "quiz", ...quiz];
}

/** The control a summary line moves focus to. */
function targetOf(path: string, values: LessonValues): string {
  const [field, first, part] = path.split(".");
  if (field === "takeaways") return fieldId(`takeaways.${first ?? 0}`);
  if (field !== "quiz") return fieldId(field === "slug" || field === "summary" || field === "body" ? field : "title");
  if (first === undefined || Number(first) >= values.quiz.length) return values.quiz.length ? fieldId("quiz.0.question") : ADD_QUESTION_ID;
  if (part === "answer" || part === undefined) return answerRadioId(Number(first), 0);
  return part === "options" && path.split(".").length === 3 ? fieldId(`quiz.${first}.options.0`) : fieldId(path);
}

/** The error summary's lines, in the order of the form (paths it does not know come last); one line per control. */
export function summaryOf(errors: FieldErrors, values: LessonValues): SummaryError[] {
  const known = pathsInOrder(values);
  const paths = [...known.filter((path) => errors[path]), ...Object.keys(errors).filter((path) => !known.includes(path))];
  const lines = new Map<string, string>();
  for (const path of paths) {
    const target = targetOf(path, values);
    const text = errorSentence(path, errors[path], true);
    lines.set(target, lines.has(target) ? `${lines.get(target)} ${text}` : text);
  }
  return [...lines].map(([target, text]) => ({ target, text }));
}
