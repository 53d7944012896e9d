// The quiz editor's warnings for one lesson (issue 37, item 6): every right answer in the same
// place, and a right answer a learner can spot by its length. Fixtures and expected warnings are
// written out by hand.
import { describe, expect, it } from "vitest";
import { quizWarnings } from "@/lib/learn/quiz-warnings";

const SAME_PLACE_SECOND =
  "The correct answer is the second option in every question. Move some of them, so that a learner cannot pass by always picking the same place.";
const longest = (question: number) =>
  `Question ${question}: the correct answer is longer than every other option, so a learner can guess it by its length. Shorten it, or give a wrong option as much detail.`;

describe("quizWarnings", () => {
  it("says nothing about a quiz with its answers spread and no giveaway lengths", () => {
    const quiz = [
      { options: ["Red", "Green", "Blue", "Pink"], answer: 1 },
      { options: ["A long wrong option", "Short", "Right one", "Tiny"], answer: 3 },
      { options: ["One", "Two", "Three", "Four"], answer: 4 },
    ];
    expect(quizWarnings(quiz)).toEqual([]);
  });

  it("warns once when every correct answer is the second option", () => {
    const quiz = [
      { options: ["Long wrong one", "Right", "No", "Nope"], answer: 2 },
      { options: ["Long wrong one", "Right", "No", "Nope"], answer: 2 },
      { options: ["Long wrong one", "Right", "No", "Nope"], answer: 2 },
    ];
    expect(quizWarnings(quiz)).toEqual([{ kind: "answers-in-one-position", message: SAME_PLACE_SECOND }]);
  });

  it("names the fourth place in words", () => {
    const quiz = [
      { options: ["Longer wrong", "No", "Nope", "Yes"], answer: 4 },
      { options: ["Longer wrong", "No", "Nope", "Yes"], answer: 4 },
    ];
    expect(quizWarnings(quiz)[0].message).toBe(
      "The correct answer is the fourth option in every question. Move some of them, so that a learner cannot pass by always picking the same place.",
    );
  });

  it("warns for each question whose correct answer is the strictly longest option, counting from 1 in the sentence", () => {
    const quiz = [
      { options: ["Short", "The right answer, written out in full", "Brief", "Terse"], answer: 2 },
      { options: ["Equal", "Right", "Other", "Fifth"], answer: 1 },
      { options: ["No", "Not this", "Nor this", "The longest, and right"], answer: 4 },
    ];
    expect(quizWarnings(quiz)).toEqual([
      { kind: "answer-is-longest", questionIndex: 0, message: longest(1) },
      { kind: "answer-is-longest", questionIndex: 2, message: longest(3) },
    ]);
  });

  it("does not warn when a wrong option is exactly as long as the right one", () => {
    // "Twelve chars" and "Also twelve!" are both 12 characters.
    const quiz = [
      { options: ["Twelve chars", "Also twelve!", "Short", "Tiny"], answer: 1 },
      { options: ["A", "B", "C", "D"], answer: 2 },
    ];
    expect(quizWarnings(quiz)).toEqual([]);
  });

  it("measures trimmed text, so spaces cannot hide a long answer or pad a short one", () => {
    // Trimmed: "Right answer" is 12 characters, "Wrong" padded with spaces is 5.
    const quiz = [
      { options: ["Right answer", "Wrong          ", "   No   ", "Nope"], answer: 1 },
      { options: ["A", "B", "C", "D"], answer: 3 },
    ];
    expect(quizWarnings(quiz)).toEqual([{ kind: "answer-is-longest", questionIndex: 0, message: longest(1) }]);
  });

  it("reads options as the lesson file writes them, with a why beside the text", () => {
    const quiz = [
      { options: [{ text: "Wrong but long-winded", why: "Because." }, "Right", "No", "Nope"], answer: 2 },
      { options: ["No", { text: "Nope", why: "Because." }, "Not at all", "The right answer, in full"], answer: 4 },
    ];
    expect(quizWarnings(quiz)).toEqual([{ kind: "answer-is-longest", questionIndex: 1, message: longest(2) }]);
  });

  it("gives both kinds together, the whole-quiz warning first", () => {
    const quiz = [
      { options: ["No", "The right answer, in full", "Nope", "Not"], answer: 2 },
      { options: ["Wrong, and longer", "Right", "No", "Nah"], answer: 2 },
    ];
    expect(quizWarnings(quiz)).toEqual([
      { kind: "answers-in-one-position", message: SAME_PLACE_SECOND },
      { kind: "answer-is-longest", questionIndex: 0, message: longest(1) },
    ]);
  });

  it("says nothing about a single question's place, an empty quiz, or an answer that is not an option", () => {
    expect(quizWarnings([])).toEqual([]);
    expect(quizWarnings([{ options: ["Longer wrong", "Yes", "No", "Nah"], answer: 2 }])).toEqual([]);
    const broken = [
      { options: ["Longer wrong", "Yes", "No", "Nah"], answer: 5 },
      { options: ["Longer wrong", "Yes", "No", "Nah"], answer: 5 },
    ];
    expect(quizWarnings(broken)).toEqual([]);
  });
});
