"use client";
// Quiz's state: the learner's choices, the server's marking (which alone knows the right answers),
// the best score so far, and sending the answers. A result is recorded in the learner's progress.
import { useState, type FormEvent } from "react";
import type { QuizMarking } from "@/lib/learn/schema";
import type { PublicQuestion } from "@/lib/learn/types";
import { submitQuiz } from "@/lib/learn/client";
import { recordQuizResult, useLearnProgress } from "./use-learn-progress";

export function useQuiz(course: string, lesson: string, questions: PublicQuestion[]) {
  const { signedIn, progress } = useLearnProgress();
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [marking, setMarking] = useState<QuizMarking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const best = progress[course]?.quizzes[lesson];
  const unanswered = answers.filter((answer) => answer === null).length;

  function choose(index: number, choice: number) {
    setAnswers((current) => current.map((value, at) => (at === index ? choice : value)));
  }

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

  return { answers, choose, marking, error, busy, best, submit, retry };
}
