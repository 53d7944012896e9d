// A LEARN lesson's revisions in the newsroom (issue 37.4) through the real route handlers, on a real
// database and real emulator tokens: only editors list, compare or restore; a restore puts the
// revision's fields back and publishes them at once (the public lesson shows them), as a new
// revision and a `lesson.restore` entry in the activity log; a revision of another lesson, or one
// today's lesson checks refuse, changes nothing.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handleLessonDetail, handleLessonSave } from "@/api-routes/admin/lessons";
import { handleLessonRestore, handleLessonRevisions } from "@/api-routes/admin/lesson-revisions";
import { LESSONS_EXPIRE_TAG } from "@/lib/server/learn/cached-lessons";
import { lessonWithText } from "@/lib/server/learn/courses";
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
beforeAll(async () => {
  Object.assign(editor, await signUpEditor());
});

const COURSE = "bitter_truths";
const LESSON = "how-your-body-processes-alcohol";
const OTHER_LESSON = "alcohol-mood-and-anxiety";

const base = (course: string, lesson: string) => `/api/admin/content/lessons/${course}/${lesson}`;
const apiAs = (token: string | undefined, course = COURSE, lesson = LESSON) => ({
  detail: () => callHandler((r) => handleLessonDetail(r, { params: Promise.resolve({ course, lesson }) }), "GET", base(course, lesson), token),
  save: (fields: unknown) => callHandler((r) => handleLessonSave(r, { params: Promise.resolve({ course, lesson }) }), "PUT", base(course, lesson), token, { fields }),
  list: (query = "") => callHandler((r) => handleLessonRevisions(r, { params: Promise.resolve({ course, lesson }) }), "GET", `${base(course, lesson)}/revisions${query}`, token),
  restore: (revision: number | string, body?: unknown) =>
    callHandler((r) => handleLessonRestore(r, { params: Promise.resolve({ course, lesson, revision: String(revision) }) }), "POST", `${base(course, lesson)}/revisions/${revision}/restore`, token, body),
});
const api = () => apiAs(editor.token);

type Fields = { title: string; summary: string; takeaways: string[]; body: string; quiz: unknown[] };
type RevisionJson = { id: number; at: string; actor: { uid: string; email: string | null } };
const dataOf = <T>(answer: { body: Json }) => (answer.body as { data: T }).data;

async function fieldsNow(course = COURSE, lesson = LESSON): Promise<Fields> {
  const answer = await apiAs(editor.token, course, lesson).detail();
  expect(answer.status).toBe(200);
  return dataOf<{ lesson: { fields: Fields } }>(answer).lesson.fields;
}

async function revisionsOf(lesson = LESSON) {
  const db = await getDb();
  return db.select().from(learnLessonRevisions).where(and(eq(learnLessonRevisions.course, COURSE), eq(learnLessonRevisions.lesson, lesson))).orderBy(desc(learnLessonRevisions.id));
}

const logOf = async (lesson = LESSON) => (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, `${COURSE}/${lesson}`)).orderBy(staffActivity.id);

describe("who may see and restore a lesson's revisions", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const before = await fieldsNow();
    const [imported] = await revisionsOf();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.list(), as.list(`?from=${imported.id}`), as.restore(imported.id)]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status]);
    }
    expect(await fieldsNow()).toEqual(before);
    expect(await revisionsOf()).toHaveLength(1);
    expect(await logOf()).toEqual([]);
  });
});

describe("an editor restores an earlier version", () => {
  it("puts the first save back: the public lesson shows it at once, as a new revision and a lesson.restore in the log", async () => {
    const demo = await fieldsNow();
    const first = { ...demo, title: "The body and alcohol (first fix)", body: `${demo.body}\n\nFirst fix: the liver does the work.\n` };
    const second = { ...demo, title: "The body and alcohol (second fix)", body: `${demo.body}\n\nSecond fix: nothing speeds it up.\n` };
    expect((await api().save(first)).status).toBe(200);
    expect((await api().save(second)).status).toBe(200);
    expect((await lessonWithText(COURSE, LESSON))!.html).toContain("Second fix");

    const listed = dataOf<{ revisions: RevisionJson[] }>(await api().list()).revisions;
    expect(listed.map((revision) => revision.actor.email)).toEqual([editor.email, editor.email, null]);
    expect(listed[2].actor.uid).toBe("import");
    const firstSave = listed[1].id;

    const compared = dataOf<{ comparison: { older: RevisionJson; newer: null; changes: { field: string }[] } }>(await api().list(`?from=${firstSave}`)).comparison;
    expect([compared.older.id, compared.newer, compared.changes.map((change) => change.field)]).toEqual([firstSave, null, ["title", "body"]]);

    sharedCache.persistTagInvalidation.mockClear();
    const restored = await api().restore(firstSave);
    expect(restored.status).toBe(200);
    expect(dataOf<{ lesson: { fields: Fields; updatedBy: string } }>(restored).lesson).toMatchObject({ fields: { title: first.title }, updatedBy: editor.email });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([LESSONS_EXPIRE_TAG]);
    const page = (await lessonWithText(COURSE, LESSON))!;
    expect([page.title, page.html.includes("First fix"), page.html.includes("Second fix")]).toEqual([first.title, true, false]);

    const revisions = await revisionsOf();
    expect(revisions).toHaveLength(4);
    expect(revisions[0].actorEmail).toBe(editor.email);
    expect(revisions[0].fields).toEqual(revisions.find((revision) => revision.id === firstSave)!.fields);
    const log = await logOf();
    expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["lesson.edit", editor.email],
      ["lesson.edit", editor.email],
      ["lesson.restore", editor.email],
    ]);
    expect(log[2].after).toEqual({ revision: firstSave, changed: ["title", "body"] });

    // The restore is itself a revision, so it can be undone.
    expect((await api().restore(revisions[1].id)).status).toBe(200);
    expect((await fieldsNow()).title).toBe(second.title);
  });
});

describe("what a restore refuses", () => {
  it("a revision of another lesson, an unknown lesson or revision: 404, nothing changed", async () => {
    const before = await fieldsNow();
    const count = (await revisionsOf()).length;
    const [other] = await revisionsOf(OTHER_LESSON);
    expect(other).toBeDefined();
    const refused = await api().restore(other.id);
    expect([refused.status, refused.body.code]).toEqual([404, "revisionNotFound"]);
    expect((await api().list(`?from=${other.id}`)).status).toBe(404);
    const unknown = await apiAs(editor.token, COURSE, "no-such-lesson").restore(other.id);
    expect([unknown.status, unknown.body.code]).toEqual([404, "lessonNotFound"]);
    expect((await apiAs(editor.token, COURSE, "no-such-lesson").list()).status).toBe(404);
    expect((await api().restore("12abc")).status).toBe(404);
    expect(await fieldsNow()).toEqual(before);
    expect(await fieldsNow(COURSE, OTHER_LESSON)).toMatchObject({ title: expect.any(String) });
    expect(await revisionsOf()).toHaveLength(count);
  });

  it("a body other than an empty object: 400", async () => {
    const [latest] = await revisionsOf();
    const answer = await api().restore(latest.id, { revision: latest.id });
    expect([answer.status, answer.body.code]).toEqual([400, "invalidBody"]);
    expect((await api().restore(latest.id, {})).status).toBe(200);
  });

  it("a version today's lesson checks refuse (too few words): 409, nothing changed", async () => {
    const before = await fieldsNow();
    const db = await getDb();
    const [short] = await db
      .insert(learnLessonRevisions)
      .values({ course: COURSE, lesson: LESSON, fields: { ...before, body: "Far too short.", quiz: null }, actorUid: "test", actorEmail: null })
      .returning();
    const count = (await revisionsOf()).length;
    const refused = await api().restore(short.id);
    expect([refused.status, refused.body.message]).toEqual([409, "This version cannot be restored: the lesson has 3 words; a lesson has at least 300."]);
    expect(await fieldsNow()).toEqual(before);
    expect(await revisionsOf()).toHaveLength(count);
  });
});
