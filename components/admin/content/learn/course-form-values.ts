// The course form's values and the names of its fields: pure, so the hook that saves
// (use-course-editor.ts), the components and the tests share one idea of "what the editor typed".
// The form keeps a key on each outcome (so React keeps its field as others are removed) and the
// lessons with their titles; toInput drops the keys and sends the lessons' slugs in order.
import type { SummaryError } from "@/components/forms/ErrorSummary";
import type { CourseEditorData } from "@/lib/admin/learn-contract";
import { COURSE_LIMITS } from "@/lib/content/schema";
import type { CourseInput } from "@/lib/learn/course-input";
import type { CourseIllustration, CourseLevel, CourseTone } from "@/lib/learn/types";
import { storyFieldId } from "../story-form-values";

export interface OutcomeValue {
  key: string;
  text: string;
}

export interface CourseValues {
  title: string;
  audience: string;
  level: CourseLevel;
  summary: string;
  outcomes: OutcomeValue[];
  illustration: CourseIllustration;
  tone: CourseTone;
  body: string;
  lessons: { slug: string; title: string }[];
}

export type FieldErrors = Record<string, string>;

export const OUTCOMES = COURSE_LIMITS.outcomes;

let added = 0;
/** A key for an outcome added in this page (the saved ones are numbered by place). */
export const newOutcomeKey = () => `o-new-${++added}`;

export function valuesOf(course: Pick<CourseEditorData, "fields" | "lessons">): CourseValues {
  const { fields } = course;
  return { ...fields, outcomes: fields.outcomes.map((text, index) => ({ key: `o${index}`, text })), lessons: course.lessons.map((lesson) => ({ ...lesson })) };
}

/** The fields as the API takes them. */
export function toInput(values: CourseValues): CourseInput {
  return { ...values, outcomes: values.outcomes.map((outcome) => outcome.text), lessons: values.lessons.map((lesson) => lesson.slug) };
}

export const inputJson = (values: CourseValues) => JSON.stringify(toInput(values));

/** The list with the item at `from` swapped with its neighbour at `to`. */
export function moveLesson<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The name StoryFormField takes for a path ("outcomes.2" → "course-outcomes-2"). */
export const fieldName = (path: string) => `course-${path.replaceAll(".", "-")}`;
/** The id of a path's control. */
export const fieldId = (path: string) => storyFieldId(fieldName(path));
export const moveButtonId = (index: number, direction: "up" | "down") => `course-lesson-${index}-${direction}`;

const LABELS: Record<string, string> = {
  title: "Title",
  audience: "Audience",
  level: "Level",
  summary: "Summary",
  outcomes: "Outcomes",
  illustration: "Illustration",
  tone: "Tone",
  body: "Introduction",
  lessons: "Lessons",
};

/** A refusal as a sentence: messages in lowercase follow the field's name ("Outcome 2 is required."). */
export function errorSentence(path: string, message: string): string {
  const [field, index] = path.split(".");
  const label = field === "outcomes" && index !== undefined ? `Outcome ${Number(index) + 1}` : (LABELS[field] ?? "");
  return label && /^[a-z]/.test(message) ? `${label} ${message}.` : message;
}

/** The sentence beside a path's field, when the form or the server refused it. */
export const errorAt = (errors: FieldErrors, path: string) => (errors[path] ? errorSentence(path, errors[path]) : undefined);

/** The control a summary line moves focus to. */
function targetOf(path: string): string {
  const [field, index] = path.split(".");
  if (field === "outcomes") return fieldId(`outcomes.${index ?? 0}`);
  if (field === "lessons") return fieldId("lessons");
  return fieldId(field in LABELS ? field : "title");
}

/** The error summary's lines, in the order of the form (paths it does not know come last). */
export function summaryOf(errors: FieldErrors, values: CourseValues): SummaryError[] {
  const order = ["title", "audience", "level", "summary", "outcomes", ...values.outcomes.map((_, index) => `outcomes.${index}`), "illustration", "tone", "body", "lessons"];
  const paths = [...order.filter((path) => errors[path]), ...Object.keys(errors).filter((path) => !order.includes(path))];
  const lines = new Map<string, string>();
  for (const path of paths) {
    const target = targetOf(path);
    const text = errorSentence(path, errors[path]);
    lines.set(target, lines.has(target) ? `${lines.get(target)} ${text}` : text);
  }
  return [...lines].map(([target, text]) => ({ target, text }));
}
