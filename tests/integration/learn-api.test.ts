// The LEARN API (api-routes/learn.ts) against a real database and real Firebase Auth emulator
// tokens: progress belongs to the verified token's user only, completing twice is harmless,
// lessons that do not exist are 404, quizzes are marked here, and a guest's progress merges once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleChangeProgress, handleGetProgress, handleMergeProgress, handleQuiz } from "@/api-routes/learn";
import type { LearnProgress } from "@/lib/learn/progress";
import type { QuizMarking } from "@/lib/learn/schema";
import { allLessons as demoLessons } from "content-collections";
import { signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, engineName, openFreshDatabase } from "./test-db";

// LEARN's lessons are read through Next's data cache (lib/server/learn/cached-lessons.ts).
vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());

beforeAll(openFreshDatabase);
afterAll(dropFreshDatabase);

const BASE = "http://localhost/api/learn";
const auth = (token?: string): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });
const request = (path: string, token: string | undefined, body?: unknown) =>
  new Request(`${BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...auth(token) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
const getProgress = (token?: string) => handleGetProgress(request("/progress", token));
const change = (token: string | undefined, body: unknown) => handleChangeProgress(request("/progress", token, body));
const merge = (token: string | undefined, body: unknown) => handleMergeProgress(request("/progress/merge", token, body));
const quiz = (token: string | undefined, body: unknown) => handleQuiz(request("/quiz", token, body));
const data = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data;

const COURSE = "bitter_truths";
const QUIZ_LESSON = "how-your-body-processes-alcohol";
/** The right answers as the demo file gives them (the database holds the file's import). */
const rightAnswers = () => demoLessons.find((lesson) => lesson.course === COURSE && lesson.slug === QUIZ_LESSON)!.quiz!.map((question) => question.answer - 1);

/** An unsigned token claiming a uid that does not exist: the emulator's admin SDK checks the user. */
function forgedToken(token: string, uid: string): string {
  const [header, payload] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: uid, user_id: uid })).toString("base64url")}.`;
}

describe(`LEARN API (${engineName()})`, () => {
  it("refuses a missing or garbage token with 401, and marks a guest's quiz without saving it", async () => {
    expect((await getProgress()).status).toBe(401);
    expect((await getProgress("not-a-token")).status).toBe(401);
    expect((await change(undefined, { action: "complete", course: COURSE, lesson: QUIZ_LESSON })).status).toBe(401);
    expect((await merge(undefined, { progress: {} })).status).toBe(401);
    const guest = await quiz(undefined, { course: COURSE, lesson: QUIZ_LESSON, answers: rightAnswers() });
    expect(guest.status).toBe(200);
    expect((await data<QuizMarking>(guest)).correct).toBe(rightAnswers().length);
    // A token that is sent must be valid, even for the quiz.
    expect((await quiz("not-a-token", { course: COURSE, lesson: QUIZ_LESSON, answers: rightAnswers() })).status).toBe(401);
  });

  it("answers 404 for a lesson or quiz that does not exist and 400 for answers that do not fit", async () => {
    expect((await quiz(undefined, { course: COURSE, lesson: "no-such-lesson", answers: [0] })).status).toBe(404);
    expect((await quiz(undefined, { course: "sobriety_launchpad", lesson: "your-reason-and-your-goal", answers: [0] })).status).toBe(404); // no quiz
    expect((await quiz(undefined, { course: COURSE, lesson: QUIZ_LESSON, answers: [0] })).status).toBe(400);
    expect((await quiz(undefined, { course: COURSE, lesson: QUIZ_LESSON, answers: rightAnswers(), score: 4 })).status).toBe(400);
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    it("keeps each learner's progress to their own token; completing twice changes nothing", async () => {
      const ada = await signUpEmulatorUser("learner");
      const bob = await signUpEmulatorUser("learner");
      const first = await change(ada.token, { action: "complete", course: COURSE, lesson: QUIZ_LESSON });
      expect(first.status).toBe(200);
      const completedAt = (await data<LearnProgress>(first))[COURSE].completed[QUIZ_LESSON];
      const again = await data<LearnProgress>(await change(ada.token, { action: "complete", course: COURSE, lesson: QUIZ_LESSON }));
      expect(Object.keys(again[COURSE].completed)).toEqual([QUIZ_LESSON]);
      expect(again[COURSE].completed[QUIZ_LESSON]).toBe(completedAt);

      await change(ada.token, { action: "open", course: COURSE, lesson: "alcohol-mood-and-anxiety" });
      expect((await data<LearnProgress>(await getProgress(ada.token)))[COURSE].lastLesson).toBe("alcohol-mood-and-anxiety");

      // Bob sees nothing of Ada's; a uid in the body is refused; a forged token for Ada is refused.
      expect(await data<LearnProgress>(await getProgress(bob.token))).toEqual({});
      expect((await change(bob.token, { action: "complete", course: COURSE, lesson: QUIZ_LESSON, userId: ada.uid })).status).toBe(400);
      expect((await getProgress(forgedToken(bob.token, "someone-else"))).status).toBe(401);
      expect((await change(ada.token, { action: "complete", course: COURSE, lesson: "no-such-lesson" })).status).toBe(404);
    });

    it("marks quizzes on the server and keeps the best attempt", async () => {
      const learner = await signUpEmulatorUser("learner");
      const right = rightAnswers();
      const wrong = right.map((answer) => (answer + 1) % 3);
      const first = await data<QuizMarking>(await quiz(learner.token, { course: COURSE, lesson: QUIZ_LESSON, answers: wrong }));
      expect(first.correct).toBe(0);
      expect(first.questions.map((question) => question.answer)).toEqual(right);
      await quiz(learner.token, { course: COURSE, lesson: QUIZ_LESSON, answers: right });
      await quiz(learner.token, { course: COURSE, lesson: QUIZ_LESSON, answers: wrong });
      const saved = (await data<LearnProgress>(await getProgress(learner.token)))[COURSE].quizzes[QUIZ_LESSON];
      expect(saved).toMatchObject({ answers: right, correct: right.length, total: right.length });
    });

    it("merges a guest's progress once: nothing lost, nothing doubled, scores marked again", async () => {
      const learner = await signUpEmulatorUser("learner");
      await change(learner.token, { action: "complete", course: COURSE, lesson: "alcohol-mood-and-anxiety" });
      const guest = {
        progress: {
          [COURSE]: {
            completed: { [QUIZ_LESSON]: "2026-11-01T09:00:00.000Z", "alcohol-mood-and-anxiety": "2026-11-02T09:00:00.000Z", "a-lesson-since-removed": "2026-11-02T09:00:00.000Z" },
            // The browser claims nothing about the score: only answers, which the server marks.
            quizzes: { [QUIZ_LESSON]: { answers: rightAnswers(), at: "2026-11-01T09:05:00.000Z" } },
            lastLesson: QUIZ_LESSON,
            lastOpenedAt: "2026-11-02T10:00:00.000Z",
          },
        },
      };
      const merged = await data<LearnProgress>(await merge(learner.token, guest));
      const course = merged[COURSE];
      expect(Object.keys(course.completed).sort()).toEqual(["alcohol-mood-and-anxiety", QUIZ_LESSON]);
      expect(course.completed[QUIZ_LESSON]).toBe("2026-11-01T09:00:00.000Z");
      expect(course.quizzes[QUIZ_LESSON].correct).toBe(rightAnswers().length);
      expect(course.lastLesson).toBe(QUIZ_LESSON);
      expect(await data<LearnProgress>(await merge(learner.token, guest))).toEqual(merged);
      // A time from the future is not believed.
      const future = { progress: { [COURSE]: { ...guest.progress[COURSE], lastOpenedAt: "2099-01-01T00:00:00.000Z" } } };
      expect(Date.parse((await data<LearnProgress>(await merge(learner.token, future)))[COURSE].lastOpenedAt!)).toBeLessThanOrEqual(Date.now());
      expect((await merge(learner.token, { progress: { [COURSE]: { ...guest.progress[COURSE], completed: { x: "not a date" } } } })).status).toBe(400);
    });
  });
});
