// What changed between two saved versions of a LEARN lesson, field by field, for the lesson
// editor's revision history (issue 37.4), compared as a story's are (lib/content/revision-diff.ts):
// the title and summary by words, the takeaways item by item, the body by lines (words inside an
// edited paragraph). The quiz is written out as readable lines (a question, its options with the
// right one marked, each wrong option's reason, the explanation) and those lines compared, so a
// moved right answer or a reworded option reads as one changed line. Pure: no I/O.
import { diffWords } from "diff";
import { bodyParts, fromChanges, listParts, merged, sameList, type DiffPart } from "@/lib/content/revision-diff";
import type { QuizQuestion } from "./quiz";

export type LessonRevisionFields = {
  title: string;
  summary: string;
  takeaways: string[];
  body: string;
  /** Empty: the lesson has no quiz (stored as null). */
  quiz: QuizQuestion[];
};

export type LessonRevisionField = keyof LessonRevisionFields;
export type LessonFieldDiff = { field: LessonRevisionField; label: string; parts: DiffPart[] };

export const LESSON_FIELD_LABELS: Record<LessonRevisionField, string> = { title: "Title", summary: "Summary", takeaways: "Takeaways", body: "Body", quiz: "Quiz" };

/** The fields in the order the editor shows them. */
const FIELD_ORDER: readonly LessonRevisionField[] = ["title", "summary", "takeaways", "body", "quiz"];

const text = (value: unknown) => (typeof value === "string" ? value : "");
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** A revision's fields as stored (JSON, the quiz null when there is none); anything missing read as empty. */
export function lessonRevisionFieldsOf(stored: Record<string, unknown>): LessonRevisionFields {
  return {
    title: text(stored.title),
    summary: text(stored.summary),
    takeaways: texts(stored.takeaways),
    body: text(stored.body),
    quiz: Array.isArray(stored.quiz) ? (stored.quiz as QuizQuestion[]) : [],
  };
}

const LETTERS = "ABCDEFGHIJ";

/** One question as lines: "Q1. …", "A) … (right answer)", "   Why wrong: …", "Explanation: …". */
function questionLines(question: QuizQuestion, index: number): string[] {
  const options = question.options.flatMap((option, at) => {
    const right = at === question.answer - 1;
    const why = right ? null : question.whys?.[at];
    const line = `${LETTERS[at] ?? at + 1}) ${option}${right ? " (right answer)" : ""}`;
    return why ? [line, `   Why wrong: ${why}`] : [line];
  });
  return [`Q${index + 1}. ${question.question}`, ...options, `Explanation: ${question.explanation}`];
}

/** The quiz as text, one line each, a blank line between questions; "" for no quiz. */
export function quizText(quiz: readonly QuizQuestion[]): string {
  return quiz.map((question, index) => `${questionLines(question, index).join("\n")}\n`).join("\n");
}

function fieldParts(field: LessonRevisionField, older: LessonRevisionFields, newer: LessonRevisionFields): DiffPart[] | null {
  switch (field) {
    case "takeaways":
      return sameList(older.takeaways, newer.takeaways) ? null : listParts(older.takeaways, newer.takeaways);
    case "quiz": {
      const [before, after] = [quizText(older.quiz), quizText(newer.quiz)];
      return before === after ? null : bodyParts(before, after);
    }
    case "body":
      return older.body === newer.body ? null : bodyParts(older.body, newer.body);
    default:
      return older[field] === newer[field] ? null : merged(fromChanges(diffWords(older[field], newer[field])));
  }
}

/** The fields that differ between two versions of a lesson, older first, in the editor's order. */
export function diffLessonRevisions(older: LessonRevisionFields, newer: LessonRevisionFields): LessonFieldDiff[] {
  const diffs: LessonFieldDiff[] = [];
  for (const field of FIELD_ORDER) {
    const parts = fieldParts(field, older, newer);
    if (parts) diffs.push({ field, label: LESSON_FIELD_LABELS[field], parts });
  }
  return diffs;
}
