"use client";
// A lesson's quiz. The page knows only the questions and options; the server marks the answers
// and only then sends back the right ones with their explanations: the chosen option's own one
// when the lesson gives it (lib/learn/quiz.ts), else the question's. The live region announces
// the score; each question's fieldset is described by its verdict. State: use-quiz.ts; one
// question: QuizQuestion.tsx.
import type { PublicQuestion } from "@/lib/learn/types";
import { QuizQuestion } from "./QuizQuestion";
import { useQuiz } from "./use-quiz";
import styles from "./Learn.module.css";

export function Quiz({ course, lesson, questions }: { course: string; lesson: string; questions: PublicQuestion[] }) {
  const { answers, choose, marking, error, busy, best, submit, retry } = useQuiz(course, lesson, questions);

  return (
    <form className={styles.quiz} onSubmit={submit} aria-labelledby="quiz-title" data-testid="quiz" noValidate>
      <h2 id="quiz-title">Check what you&rsquo;ve learned</h2>
      <p className={styles.quizIntro}>
        {questions.length} questions, one right answer each.
        {best && !marking ? ` Your best so far: ${best.correct} of ${best.total}.` : ""}
      </p>
      {questions.map((question, index) => (
        <QuizQuestion
          key={question.question}
          question={question}
          index={index}
          answer={answers[index]}
          marked={marking?.questions[index]}
          locked={Boolean(marking)}
          onChoose={(choice) => choose(index, choice)}
        />
      ))}
      <div aria-live="polite">
        {marking ? (
          <p className={styles.score} data-testid="quiz-score">
            You got {marking.correct} of {marking.total} right{marking.correct === marking.total ? ". Well done!" : "."}
          </p>
        ) : null}
        {marking ? <p className={styles.quizIntro}>Under each question: the right answer, and why.</p> : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {marking ? (
          <button type="button" className="btn btn-outline" onClick={retry}>
            Try again
          </button>
        ) : (
          <button type="submit" className="btn btn-cyan" disabled={busy}>
            Check my answers
          </button>
        )}
      </div>
    </form>
  );
}
