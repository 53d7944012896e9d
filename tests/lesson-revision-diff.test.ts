// What changed between two versions of a LEARN lesson (lib/learn/lesson-revision-diff.ts): only
// changed fields, in the editor's order; the title and summary by words, the takeaways item by item,
// the body by lines (words inside an edited paragraph), and the quiz written out as readable lines
// and compared as the body is. Every expected value is written out by hand.
import { describe, expect, it } from "vitest";
import { diffLessonRevisions, lessonRevisionFieldsOf, quizText, type LessonRevisionFields } from "@/lib/learn/lesson-revision-diff";
import type { QuizQuestion } from "@/lib/learn/quiz";

const SLEEP: QuizQuestion = {
  question: "When does sleep usually settle?",
  options: ["Day 1", "Week 1", "Month 9", "Never"],
  whys: ["Too soon.", null, "Much sooner than that.", null],
  answer: 2,
  explanation: "Most people sleep better within a week or two.",
};

const EVENINGS: QuizQuestion = {
  question: "What helps with evenings?",
  options: ["Luck", "Wine", "Plans", "Guilt"],
  whys: [null, null, null, "It rarely helps."],
  answer: 3,
  explanation: "A plan takes away the decision.",
};

const SLEEP_TEXT = [
  "Q1. When does sleep usually settle?",
  "A) Day 1",
  "   Why wrong: Too soon.",
  "B) Week 1 (right answer)",
  "C) Month 9",
  "   Why wrong: Much sooner than that.",
  "D) Never",
  "Explanation: Most people sleep better within a week or two.",
  "",
].join("\n");

const older: LessonRevisionFields = {
  title: "Your first week",
  summary: "What to expect in the first seven days.",
  takeaways: ["Sleep may be worse before it gets better", "Plan your evenings ahead"],
  body: "The first week is the hardest.\n\n## Sleep\n\nIt settles in teh end.\n",
  quiz: [SLEEP],
};

describe("quizText", () => {
  it("writes each question as lines: its options lettered, the right one marked, each wrong one's reason, the explanation", () => {
    expect(quizText([SLEEP])).toBe(SLEEP_TEXT);
  });

  it("leaves a blank line between questions and numbers them from 1; no quiz is no text", () => {
    expect(quizText([SLEEP, EVENINGS])).toBe(
      `${SLEEP_TEXT}\nQ2. What helps with evenings?\nA) Luck\nB) Wine\nC) Plans (right answer)\nD) Guilt\n   Why wrong: It rarely helps.\nExplanation: A plan takes away the decision.\n`,
    );
    expect(quizText([])).toBe("");
  });
});

describe("diffLessonRevisions", () => {
  it("is empty when nothing changed", () => {
    expect(diffLessonRevisions(older, { ...older, takeaways: [...older.takeaways], quiz: [{ ...SLEEP }] })).toEqual([]);
  });

  it("compares the title and summary by words, with the editor's labels", () => {
    expect(diffLessonRevisions(older, { ...older, title: "Your first seven days", summary: "What to expect in the first week." })).toEqual([
      {
        field: "title",
        label: "Title",
        parts: [
          { kind: "same", text: "Your first " },
          { kind: "removed", text: "week" },
          { kind: "added", text: "seven days" },
        ],
      },
      {
        field: "summary",
        label: "Summary",
        parts: [
          { kind: "same", text: "What to expect in the first " },
          { kind: "removed", text: "seven days" },
          { kind: "added", text: "week" },
          { kind: "same", text: "." },
        ],
      },
    ]);
  });

  it("compares the takeaways item by item", () => {
    const takeaways = ["Plan your evenings ahead", "Tell a friend"];
    expect(diffLessonRevisions(older, { ...older, takeaways })).toEqual([
      {
        field: "takeaways",
        label: "Takeaways",
        parts: [
          { kind: "removed", text: "Sleep may be worse before it gets better" },
          { kind: "same", text: "Plan your evenings ahead" },
          { kind: "added", text: "Tell a friend" },
        ],
      },
    ]);
  });

  it("shows a corrected word in the body as that word", () => {
    expect(diffLessonRevisions(older, { ...older, body: "The first week is the hardest.\n\n## Sleep\n\nIt settles in the end.\n" })).toEqual([
      {
        field: "body",
        label: "Body",
        parts: [
          { kind: "same", text: "The first week is the hardest.\n\n## Sleep\n\nIt settles in " },
          { kind: "removed", text: "teh" },
          { kind: "added", text: "the" },
          { kind: "same", text: " end.\n" },
        ],
      },
    ]);
  });

  it("shows a reworded question in the quiz as the word that changed", () => {
    const quiz = [{ ...SLEEP, question: "When does sleep mostly settle?" }];
    expect(diffLessonRevisions(older, { ...older, quiz })).toEqual([
      {
        field: "quiz",
        label: "Quiz",
        parts: [
          { kind: "same", text: "Q1. When does sleep " },
          { kind: "removed", text: "usually" },
          { kind: "added", text: "mostly" },
          { kind: "same", text: " settle?\nA) Day 1\n   Why wrong: Too soon.\nB) Week 1 (right answer)\nC) Month 9\n   Why wrong: Much sooner than that.\nD) Never\nExplanation: Most people sleep better within a week or two.\n" },
        ],
      },
    ]);
  });

  it("shows a reworded option by its word, the line's end going with a changed last word (as in a story's body)", () => {
    const quiz = [{ ...SLEEP, options: ["Day 2", "Week 1", "Month 9", "Never"] }];
    expect(diffLessonRevisions(older, { ...older, quiz })[0].parts).toEqual([
      { kind: "same", text: "Q1. When does sleep usually settle?\nA) Day " },
      { kind: "removed", text: "1\n" },
      { kind: "added", text: "2\n" },
      { kind: "same", text: "   Why wrong: Too soon.\nB) Week 1 (right answer)\nC) Month 9\n   Why wrong: Much sooner than that.\nD) Never\nExplanation: Most people sleep better within a week or two.\n" },
    ]);
  });

  it("shows a moved right answer as the lines of the options it moved between", () => {
    // C becomes the right answer: B loses its mark, C gains it, and C's reason (a right answer has none) goes.
    const quiz = [{ ...SLEEP, answer: 3, whys: ["Too soon.", null, null, null] }];
    expect(diffLessonRevisions(older, { ...older, quiz })).toEqual([
      {
        field: "quiz",
        label: "Quiz",
        parts: [
          { kind: "same", text: "Q1. When does sleep usually settle?\nA) Day 1\n   Why wrong: Too soon.\n" },
          { kind: "removed", text: "B) Week 1 (right answer)\nC) Month 9\n   Why wrong: Much sooner than that.\n" },
          { kind: "added", text: "B) Week 1\nC) Month 9 (right answer)\n" },
          { kind: "same", text: "D) Never\nExplanation: Most people sleep better within a week or two.\n" },
        ],
      },
    ]);
  });

  it("shows a quiz taken away, or added, whole", () => {
    expect(diffLessonRevisions(older, { ...older, quiz: [] })).toEqual([{ field: "quiz", label: "Quiz", parts: [{ kind: "removed", text: SLEEP_TEXT }] }]);
    expect(diffLessonRevisions({ ...older, quiz: [] }, older)).toEqual([{ field: "quiz", label: "Quiz", parts: [{ kind: "added", text: SLEEP_TEXT }] }]);
  });

  it("lists changed fields in the editor's order, whatever changed first", () => {
    const newer = { ...older, quiz: [], body: "Only.\n", title: "Week one" };
    expect(diffLessonRevisions(older, newer).map((diff) => [diff.field, diff.label])).toEqual([
      ["title", "Title"],
      ["body", "Body"],
      ["quiz", "Quiz"],
    ]);
  });
});

describe("lessonRevisionFieldsOf", () => {
  it("reads a stored revision, a null quiz as none and anything missing as empty", () => {
    expect(lessonRevisionFieldsOf({ title: "T", summary: "S", takeaways: ["One", "Two"], body: "B", quiz: null })).toEqual({ title: "T", summary: "S", takeaways: ["One", "Two"], body: "B", quiz: [] });
    expect(lessonRevisionFieldsOf({ title: "T" })).toEqual({ title: "T", summary: "", takeaways: [], body: "", quiz: [] });
  });
});
