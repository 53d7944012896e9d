import { guestProgressSchema, progressChangeSchema, quizAnswersSchema } from "@/lib/learn/schema";
import { lessonBySlugs, markQuiz } from "@/lib/server/learn/courses";
import { completeLesson, mergeGuestProgress, openLesson, progressOf, saveQuizResult } from "@/lib/server/learn/progress";
import { overClientLimit, requireUser } from "./auth";
import { databaseUnavailable, json, jsonError, readJsonBody } from "./http";

// The LEARN API. /api/learn/progress (GET, POST) and /api/learn/progress/merge (POST) belong to a
// signed-in learner, known only from a firebase-admin verified token (Authorization: Bearer, else
// the afcfbtoken cookie), never from the body. /api/learn/quiz marks anyone's answers on the
// server, and records them too when the request carries a valid Bearer token.

const MAX_BODY_BYTES = 1_024;
const MAX_MERGE_BYTES = 32_768;
const DEFAULT_IP_RATE_LIMIT = 300;
const PRIVATE = { "cache-control": "private, no-store" };

const noSuchLesson = () => jsonError(404, "notFound", "No such lesson.");

const LEARN_LIMIT = { name: "learn-ip", env: "LEARN_API_RATE_LIMIT_IP", fallback: DEFAULT_IP_RATE_LIMIT };
const overRate = (request: Request) => overClientLimit(request, LEARN_LIMIT);
const authorise = (request: Request) => requireUser(request, { clientLimit: LEARN_LIMIT });

async function answerProgress(uid: string): Promise<Response> {
  return json({ data: await progressOf(uid) }, 200, PRIVATE);
}

export async function handleGetProgress(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  try {
    return await answerProgress(auth.uid);
  } catch (error) {
    return databaseUnavailable(error);
  }
}

/** Marks a lesson complete or remembers it as the one opened last. */
export async function handleChangeProgress(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_BODY_BYTES, progressChangeSchema);
  if (!body.ok) return body.response;
  const { action, course, lesson } = body.data;
  if (!(await lessonBySlugs(course, lesson))) return noSuchLesson();
  try {
    if (action === "complete") await completeLesson(auth.uid, course, lesson);
    else await openLesson(auth.uid, course, lesson);
    return await answerProgress(auth.uid);
  } catch (error) {
    return databaseUnavailable(error);
  }
}

/** A guest's progress from the browser joins the account after sign-in. */
export async function handleMergeProgress(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_MERGE_BYTES, guestProgressSchema);
  if (!body.ok) return body.response;
  try {
    await mergeGuestProgress(auth.uid, body.data.progress);
    return await answerProgress(auth.uid);
  } catch (error) {
    return databaseUnavailable(error);
  }
}

/** Marks a quiz. The right answers leave the server only here, after the learner has answered. */
export async function handleQuiz(request: Request): Promise<Response> {
  const limited = await overRate(request);
  if (limited) return limited;
  let uid: string | null = null;
  if (request.headers.has("authorization")) {
    const auth = await requireUser(request, { bearerOnly: true });
    if ("response" in auth) return auth.response;
    uid = auth.uid;
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES, quizAnswersSchema);
  if (!body.ok) return body.response;
  const { course, lesson: slug, answers } = body.data;
  const lesson = await lessonBySlugs(course, slug);
  if (!lesson?.quiz) return noSuchLesson();
  const marking = markQuiz(lesson, answers);
  if (!marking) return jsonError(400, "invalidBody", `answers: give one answer for each of the quiz's ${lesson.quiz.length} questions.`);
  try {
    if (uid) await saveQuizResult(uid, course, slug, answers, marking);
    return json({ data: marking }, 200, PRIVATE);
  } catch (error) {
    return databaseUnavailable(error);
  }
}
