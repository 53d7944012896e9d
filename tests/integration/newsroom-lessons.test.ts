// The newsroom's lesson editor (issue 37.6) through the real route handlers, on a real database and
// real emulator tokens: the demo lesson files are imported once; only editors open or save a lesson;
// a save publishes at once (LEARN's cached lessons expire here and in the shared cache before the
// answer) and the quiz is marked against the saved answers; a refused save changes nothing; hostile
// Markdown never reaches a learner; every save is a revision and an activity-log entry.
import { and, eq } from "drizzle-orm";
import { allLessons as demoLessons } from "content-collections";
import { describe, expect, it, vi } from "vitest";
import { handleLessonDetail, handleLessonSave } from "@/api-routes/admin/lessons";
import { handleQuiz } from "@/api-routes/learn";
import { LESSONS_EXPIRE_TAG } from "@/lib/server/learn/cached-lessons";
import { lessonBySlugs, lessonWithText } from "@/lib/server/learn/courses";
import { importDemoLessons } from "@/lib/server/learn/lesson-import";
import { getDb } from "@/lib/server/platform/db";
import { learnLessonRevisions, staffActivity } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };

const COURSE = "bitter_truths";
const LESSON = "how-your-body-processes-alcohol";
const demo = demoLessons.find((lesson) => lesson.course === COURSE && lesson.slug === LESSON)!;

const withRef = (course: string, lesson: string) => ({ params: Promise.resolve({ course, lesson }) });
const apiAs = (token: string | undefined) => ({
  detail: (course = COURSE, lesson = LESSON) => callHandler((r) => handleLessonDetail(r, withRef(course, lesson)), "GET", `/api/admin/content/lessons/${course}/${lesson}`, token),
  save: (fields: unknown, course = COURSE, lesson = LESSON) => callHandler((r) => handleLessonSave(r, withRef(course, lesson)), "PUT", `/api/admin/content/lessons/${course}/${lesson}`, token, { fields }),
});
const api = () => apiAs(editor.token);

type LessonJson = { fields: { title: string; body: string; quiz: { question: string; options: string[]; whys: (string | null)[]; answer: number; explanation: string }[] }; updatedBy: string | null; warnings: { kind: string }[] };
const lessonOf = (answer: { body: Json }) => (answer.body as { data: { lesson: LessonJson } }).data.lesson;

async function fieldsNow() {
  const answer = await api().detail();
  expect(answer.status).toBe(200);
  return lessonOf(answer).fields;
}

const markAsGuest = async (answers: number[]) => {
  const response = await handleQuiz(new Request("http://localhost/api/learn/quiz", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ course: COURSE, lesson: LESSON, answers }) }));
  return ((await response.json()) as { data: { correct: number } }).data;
};

describe("the demo import", () => {
  it("makes every demo lesson file a lesson once, quiz and all; a second run imports nothing", async () => {
    Object.assign(editor, await signUpEditor());
    const fields = await fieldsNow();
    expect(fields.title).toBe(demo.title);
    expect(fields.quiz.map((question) => question.answer)).toEqual(demo.quiz!.map((question) => question.answer));
    expect(await importDemoLessons(await getDb())).toBe("alreadyImported");
  });
});

describe("who may use the lesson editor", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const fields = await fieldsNow();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.detail(), as.save({ ...fields, title: "Taken over" })]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status]);
    }
    expect((await fieldsNow()).title).toBe(demo.title);
  });
});

describe("an editor fixes a lesson's quiz", () => {
  it("moves a right answer: the saved quiz marks learners against it at once, as a revision and in the log", async () => {
    const fields = await fieldsNow();
    const quiz = fields.quiz.map((question) => ({ ...question }));
    // Swap the first question's right option with the one after it (wrapping), keeping the reasons with their options.
    const from = quiz[0].answer - 1;
    const to = (from + 1) % 4;
    const swap = <T,>(list: T[]) => list.map((item, index) => (index === from ? list[to] : index === to ? list[from] : item));
    quiz[0] = { ...quiz[0], options: swap(quiz[0].options), whys: swap(quiz[0].whys), answer: to + 1 };
    const oldRight = demo.quiz!.map((question) => question.answer - 1);
    expect((await markAsGuest(oldRight)).correct).toBe(oldRight.length);

    sharedCache.persistTagInvalidation.mockClear();
    const saved = await api().save({ ...fields, quiz });
    expect(saved.status).toBe(200);
    expect(lessonOf(saved).updatedBy).toBe(editor.email);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([LESSONS_EXPIRE_TAG]);
    expect((await lessonBySlugs(COURSE, LESSON))!.quiz![0].options[to]).toBe(demo.quiz![0].options[from]);
    expect((await markAsGuest(oldRight)).correct).toBe(oldRight.length - 1);
    expect((await markAsGuest([to, ...oldRight.slice(1)])).correct).toBe(oldRight.length);

    const db = await getDb();
    const revisions = await db.select().from(learnLessonRevisions).where(and(eq(learnLessonRevisions.course, COURSE), eq(learnLessonRevisions.lesson, LESSON)));
    expect(revisions.map((revision) => revision.actorEmail)).toEqual([null, editor.email]);
    const log = await db.select().from(staffActivity).where(eq(staffActivity.subject, `${COURSE}/${LESSON}`));
    expect(log.map((entry) => [entry.action, entry.actorEmail, entry.after])).toEqual([["lesson.edit", editor.email, { changed: ["quiz"] }]]);
  });

  it("refuses, field by field, a quiz of two questions, an empty option and no right answer, changing nothing", async () => {
    const fields = await fieldsNow();
    const broken = [
      { ...fields.quiz[0], options: [fields.quiz[0].options[0], "", ...fields.quiz[0].options.slice(2)] },
      { ...fields.quiz[1], answer: 0 },
    ];
    const refused = await api().save({ ...fields, quiz: broken });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "invalidLesson", fields: { "quiz.0.options.1": "is required", "quiz.1.answer": "Choose the right option.", quiz: "Ask at least 3 questions, or none." } });
    const tooShort = await api().save({ ...fields, body: "Just one line." });
    expect([tooShort.status, tooShort.body.message]).toEqual([400, "The lesson has 3 words; a lesson has at least 300."]);
    expect(await fieldsNow()).toEqual(fields);
  });

  it("never hands a learner a script, an event handler or a javascript: link from the editor's Markdown", async () => {
    const fields = await fieldsNow();
    const hostile = `${fields.body}\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[Click](javascript:alert(1))\n`;
    expect((await api().save({ ...fields, body: hostile })).status).toBe(200);
    const html = (await lessonWithText(COURSE, LESSON))!.html;
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain("Click");
  });
});
