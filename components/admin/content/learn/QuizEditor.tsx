"use client";
// The lesson's quiz: no questions, or 3 to 5, each edited in place (QuestionEditor.tsx), with the
// warnings that follow the typing above them. Moving a question keeps focus on its heading; removing
// one moves focus to the question that takes its place (or the one before, or "Add a question").
import { LESSON_QUIZ_QUESTIONS } from "@/lib/learn/lesson-input";
import { quizWarnings } from "@/lib/learn/quiz-warnings";
import { FieldError } from "../StoryField";
import { QuestionEditor } from "./QuestionEditor";
import { QuizWarnings } from "./QuizWarnings";
import { ADD_QUESTION_ID, blankQuestion, errorAt, fieldId, moveItem, questionHeadingId, type LessonValues, type QuestionValues } from "./lesson-form-values";
import type { LessonEditorState } from "./use-lesson-editor";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";
import quizStyles from "./Quiz.styles";

const { min: MIN, max: MAX } = LESSON_QUIZ_QUESTIONS;

type Editor = Pick<LessonEditorState, "values" | "errors" | "change">;

const withQuiz = (recipe: (quiz: QuestionValues[]) => QuestionValues[]) => (now: LessonValues) => ({ ...now, quiz: recipe(now.quiz) });

/** What the editor still needs to do for the quiz to be saved, or nothing. */
function countNote(questions: number): string {
  if (questions === 0) return `This lesson has no quiz. Add ${MIN} to ${MAX} questions to give it one.`;
  if (questions < MIN) return `A quiz asks at least ${MIN} questions: add ${MIN - questions} more, or remove ${questions === 1 ? "it" : "both"} to save the lesson without a quiz.`;
  return "";
}

export function QuizEditor({ editor }: { editor: Editor }) {
  const { values, errors, change } = editor;
  const { quiz } = values;
  const warnings = quizWarnings(quiz);

  const move = (index: number, by: -1 | 1) =>
    change({
      recipe: withQuiz((list) => moveItem(list, index, index + by)),
      clears: ["quiz"],
      focus: questionHeadingId(index + by),
      announce: `Question ${index + 1} moved ${by < 0 ? "up" : "down"}; it is now question ${index + 1 + by}.`,
    });
  const remove = (index: number) => {
    const left = quiz.length - 1;
    change({
      recipe: withQuiz((list) => list.filter((_, at) => at !== index)),
      clears: ["quiz"],
      focus: left === 0 ? ADD_QUESTION_ID : questionHeadingId(Math.min(index, left - 1)),
      announce: `Question ${index + 1} removed.`,
    });
  };
  const add = () => change({ recipe: withQuiz((list) => [...list, blankQuestion(list)]), clears: ["quiz"], focus: fieldId(`quiz.${quiz.length}.question`) });
  const note = countNote(quiz.length);

  return (
    <div className={quizStyles.quiz}>
      <p className={story.hint}>
        Learners answer the quiz at the end of the lesson. Each question has four options and one right answer; the explanation is shown once they have answered.
      </p>
      <FieldError id={fieldId("quiz")} error={errorAt(errors, "quiz")} />
      <QuizWarnings warnings={warnings} questions={quiz.length} />
      {note && <p className={quizStyles.note}>{note}</p>}
      {quiz.map((question, index) => (
        <QuestionEditor
          key={question.key}
          index={index}
          count={quiz.length}
          question={question}
          errors={errors}
          longest={warnings.some((warning) => warning.kind === "answer-is-longest" && warning.questionIndex === index)}
          onChange={(patch, clears) => change({ recipe: withQuiz((list) => list.map((item, at) => (at === index ? { ...item, ...patch(item) } : item))), clears })}
          onMove={(by) => move(index, by)}
          onRemove={() => remove(index)}
        />
      ))}
      {quiz.length < MAX ? (
        <button type="button" id={ADD_QUESTION_ID} className={styles.add} onClick={add}>
          Add a question
        </button>
      ) : (
        <p className={story.hint}>
          A quiz asks at most {MAX} questions.
        </p>
      )}
    </div>
  );
}
