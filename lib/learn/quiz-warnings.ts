// What the newsroom's quiz editor warns about in one lesson's quiz (issue 37, item 6): patterns a
// learner can score on without reading the lesson. Warnings, not errors: an editor may save a quiz
// that has them, but should see them first. The build's spread rule across all lessons lives in
// quiz.ts. Pure: no I/O.
/** An option as the lesson file writes it (text, or { text, why }) or as the build stores it (text). */
export type QuizWarningOption = string | { readonly text: string };

export interface QuizWarningQuestion {
  readonly options: readonly QuizWarningOption[];
  /** The right option, counted from 1 as in the lesson file. */
  readonly answer: number;
}

export type QuizWarningKind = "answers-in-one-position" | "answer-is-longest";

export interface QuizWarning {
  kind: QuizWarningKind;
  /** The question the warning is about, counted from 0; absent when it is about the whole quiz. */
  questionIndex?: number;
  /** A plain sentence for the editor. */
  message: string;
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

function positionName(answer: number): string {
  return ORDINALS[answer - 1] ?? `number ${answer}`;
}

/** Length in characters as a reader counts them: trimmed, and one per letter even beyond the basic plane. */
function optionLength(option: QuizWarningOption): number {
  return Array.from((typeof option === "string" ? option : option.text).trim()).length;
}

function isAnswerOf(question: QuizWarningQuestion): boolean {
  return Number.isInteger(question.answer) && question.answer >= 1 && question.answer <= question.options.length;
}

/** True when the right option is longer than every other one; a tie gives nothing away. */
function answerIsStrictlyLongest(question: QuizWarningQuestion): boolean {
  if (question.options.length < 2 || !isAnswerOf(question)) return false;
  const lengths = question.options.map(optionLength);
  const right = lengths[question.answer - 1];
  return lengths.every((length, index) => index === question.answer - 1 || length < right);
}

function samePositionWarning(questions: readonly QuizWarningQuestion[]): QuizWarning | null {
  // One question has nothing to compare with; a question without a valid answer is the schema's business.
  if (questions.length < 2 || !questions.every(isAnswerOf)) return null;
  const first = questions[0].answer;
  if (questions.some((question) => question.answer !== first)) return null;
  return {
    kind: "answers-in-one-position",
    message: `The correct answer is the ${positionName(first)} option in every question. Move some of them, so that a learner cannot pass by always picking the same place.`,
  };
}

/**
 * The warnings for one lesson's quiz, in reading order: first the one about the whole quiz (every
 * right answer in the same place), then one for each question whose right option is the longest.
 */
export function quizWarnings(questions: readonly QuizWarningQuestion[]): QuizWarning[] {
  const warnings: QuizWarning[] = [];
  const samePosition = samePositionWarning(questions);
  if (samePosition) warnings.push(samePosition);
  questions.forEach((question, questionIndex) => {
    if (!answerIsStrictlyLongest(question)) return;
    warnings.push({
      kind: "answer-is-longest",
      questionIndex,
      message: `Question ${questionIndex + 1}: the correct answer is longer than every other option, so a learner can guess it by its length. Shorten it, or give a wrong option as much detail.`,
    });
  });
  return warnings;
}
