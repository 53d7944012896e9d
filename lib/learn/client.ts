"use client";
// The browser's side of /api/learn: a signed-in learner's progress, and quiz marking for anyone.
// The Firebase token is loaded on demand, so LEARN pages carry no auth code until it is needed.
import type { LearnProgress } from "@/lib/learn/progress";
import type { ProgressChange, QuizMarking } from "@/lib/learn/schema";

async function bearer(): Promise<string> {
  const { currentToken } = await import("@/lib/auth/current-token");
  return currentToken();
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(path, { ...rest, headers });
  if (!response.ok) throw new Error(`${path} ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function fetchProgress(): Promise<LearnProgress> {
  return call("/api/learn/progress", { token: await bearer() });
}

export async function changeProgress(change: ProgressChange): Promise<LearnProgress> {
  return call("/api/learn/progress", { method: "POST", body: JSON.stringify(change), token: await bearer() });
}

/** Sends a guest's progress once, after sign-in; answers the account's merged progress. */
export async function mergeProgress(progress: LearnProgress): Promise<LearnProgress> {
  const guest = Object.fromEntries(
    Object.entries(progress).map(([course, { completed, quizzes, lastLesson, lastOpenedAt }]) => [
      course,
      { completed, quizzes: Object.fromEntries(Object.entries(quizzes).map(([lesson, { answers, at }]) => [lesson, { answers, at }])), lastLesson, lastOpenedAt },
    ]),
  );
  return call("/api/learn/progress/merge", { method: "POST", body: JSON.stringify({ progress: guest }), token: await bearer() });
}

/** Marks answers on the server; signed in, the result is also saved to the account. */
export async function submitQuiz(course: string, lesson: string, answers: number[], signedIn: boolean): Promise<QuizMarking> {
  return call("/api/learn/quiz", { method: "POST", body: JSON.stringify({ course, lesson, answers }), token: signedIn ? await bearer() : undefined });
}
