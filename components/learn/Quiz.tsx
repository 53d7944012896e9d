"use client";
// A lesson's quiz. The page knows only the questions and options; the server marks the answers
// and only then sends back the right ones with their explanations: the chosen option's own one
// when the lesson gives it (lib/learn/quiz.ts), else the question's. The live region announces
// the score; each question's fieldset is described by its verdict.
import { useState, type FormEvent } from "react";
import type { QuizMarking } from "@/lib/learn/schema";
import type { PublicQuestion } from "@/lib/learn/types";
import { submitQuiz } from "@/lib/learn/client";
import { recordQuizResult, useLearnProgress } from "./use-learn-progress";
import styles from "./Learn.module.css";

export function Quiz({ course, lesson, questions }: { course: string; lesson: string; questions: PublicQuestion[] }) {
  const { signedIn, progress } = useLearnProgress();
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [marking, setMarking] = useState<QuizMarking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const best = progress[course]?.quizzes[lesson];
  const unanswered = answers.filter((answer) => answer === null).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (unanswered > 0) {
      setError(`Please answer every question first (${unanswered} to go).`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const chosen = answers as number[];
      const result = await submitQuiz(course, lesson, chosen, signedIn);
      setMarking(result);
      recordQuizResult(course, lesson, { answers: chosen, correct: result.correct, total: result.total, at: new Date().toISOString() });
    } catch {
      setError("We couldn't check your answers just now. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  function retry() {
    setMarking(null);
    setAnswers(questions.map(() => null));
  }

  return (
    <form className={styles.quiz} onSubmit={submit} aria-labelledby="quiz-title" data-testid="quiz" noValidate>
      <h2 id="quiz-title">Check what you&rsquo;ve learned</h2>
      <p className={styles.quizIntro}>
        {questions.length} questions, one right answer each.
        {best && !marking ? ` Your best so far: ${best.correct} of ${best.total}.` : ""}
      </p>
      {questions.map((question, index) => {
        const marked = marking?.questions[index];
        return (
          <fieldset key={question.question} className={styles.question} disabled={Boolean(marking)} aria-describedby={marked ? `quiz-verdict-${index}` : undefined}>
            <legend>
              {index + 1}. {question.question}
            </legend>
            <div className={styles.options}>
              {question.options.map((option, choice) => {
                const isRight = marked !== undefined && choice === marked.answer;
                const isWrongChoice = marked !== undefined && !isRight && choice === marked.chosen;
                const verdict = isRight ? styles.right : isWrongChoice ? styles.wrong : "";
                return (
                  <label key={option} className={`${styles.option} ${verdict}`}>
                    <input
                      type="radio"
                      name={`question-${index}`}
                      value={choice}
                      checked={answers[index] === choice}
                      onChange={() => setAnswers((current) => current.map((value, at) => (at === index ? choice : value)))}
                    />
                    <span>{option}</span>
                    {isRight ? <span className={styles.optionTag}>✓ Right answer</span> : isWrongChoice ? <span className={styles.optionTag}>✗ Your answer</span> : null}
                  </label>
                );
              })}
            </div>
            {marked ? (
              <p id={`quiz-verdict-${index}`} className={`${styles.verdict} ${marked.right ? "" : styles.isWrong}`} data-testid="quiz-verdict">
                <strong>{marked.right ? "Right. " : `Not quite: the answer is “${question.options[marked.answer]}”. `}</strong>
                {/* The chosen option's own explanation when it has one (a common misconception), else the question's. */}
                {marked.why ?? marked.explanation}
              </p>
            ) : null}
          </fieldset>
        );
      })}
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
