// A LEARN course's revisions in the newsroom through the real route handlers, on a real database
// and real emulator tokens, as a playlist's are (newsroom-playlist-revisions.test.ts): only editors
// list, compare or restore; a comparison names the lessons by title in their order; a restore puts
// the revision's fields AND its lessons' order back and publishes them at once (LEARN's cached read
// shows them), as a new revision and a `course.restore` entry in the activity log; a bad revision
// id, a revision of another course, or a version that cannot be restored (the course's lessons
// have changed since, a field today's checks refuse) changes nothing.
import { asc, desc, eq } from "drizzle-orm";
import { allLessons as demoLessons } from "content-collections";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handleCourseDetail, handleCourseSave } from "@/api-routes/admin/courses";
import { handleCourseRestore, handleCourseRevisions } from "@/api-routes/admin/course-revisions";
import { LESSONS_EXPIRE_TAG } from "@/lib/server/learn/cached-lessons";
import { courseBySlug, lessonsOf } from "@/lib/server/learn/courses";
import { getDb } from "@/lib/server/platform/db";
import { learnCourseRevisions, learnCourses, learnLessons, staffActivity } from "@/lib/server/schema";
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
const OTHER_COURSE = "mindful_moderation";
const IMPORTED_SUMMARY =
  "A clear-eyed look at what alcohol does to the body and mind and how it is sold to us, with the evidence laid out plainly and without scaremongering, and a lesson on learning to love bitterness.";
/** The demo lessons of the course in the files' order, with their titles. */
const DEMO = demoLessons.filter((lesson) => lesson.course === COURSE).sort((a, b) => a.order - b.order);
const IMPORTED_ORDER = DEMO.map((lesson) => lesson.slug);
/** The first lesson moved to the end. */
const MOVED_ORDER = [...IMPORTED_ORDER.slice(1), IMPORTED_ORDER[0]];

const base = (course: string) => `/api/admin/content/courses/${course}`;
const apiAs = (token: string | undefined, course = COURSE) => ({
  detail: () => callHandler((r) => handleCourseDetail(r, { params: Promise.resolve({ course }) }), "GET", base(course), token),
  save: (fields: unknown) => callHandler((r) => handleCourseSave(r, { params: Promise.resolve({ course }) }), "PUT", base(course), token, { fields }),
  list: (query = "") => callHandler((r) => handleCourseRevisions(r, { params: Promise.resolve({ course }) }), "GET", `${base(course)}/revisions${query}`, token),
  restore: (revision: number | string, body?: unknown) =>
    callHandler((r) => handleCourseRestore(r, { params: Promise.resolve({ course, revision: String(revision) }) }), "POST", `${base(course)}/revisions/${revision}/restore`, token, body),
});
const api = (course = COURSE) => apiAs(editor.token, course);

type CourseJson = { fields: Record<string, unknown> & { title: string; summary: string }; lessons: { slug: string; title: string }[]; updatedBy: string | null };
type RevisionJson = { id: number; at: string; actor: { uid: string; email: string | null } };
type ComparisonJson = { older: RevisionJson; newer: RevisionJson | null; changes: { field: string; label: string; parts: { kind: string; text: string }[] }[] };
const dataOf = <T>(answer: { body: Json }) => (answer.body as { data: T }).data;

async function openCourse(course = COURSE): Promise<CourseJson> {
  const answer = await api(course).detail();
  expect(answer.status).toBe(200);
  return dataOf<{ course: CourseJson }>(answer).course;
}

/** Everything a write touches: the row, the lessons' places, the revisions and the log. */
async function stored(course = COURSE) {
  const db = await getDb();
  const [row] = await db.select().from(learnCourses).where(eq(learnCourses.slug, course));
  const lessons = await db.select({ slug: learnLessons.slug, position: learnLessons.position }).from(learnLessons).where(eq(learnLessons.course, course)).orderBy(asc(learnLessons.position));
  const revisions = await db.select().from(learnCourseRevisions).where(eq(learnCourseRevisions.course, course)).orderBy(desc(learnCourseRevisions.id));
  const log = await db.select().from(staffActivity).where(eq(staffActivity.subject, course)).orderBy(asc(staffActivity.id));
  return { row, lessons, revisions, log };
}

describe("who may see and restore a course's revisions", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const before = await stored();
    const [imported] = before.revisions;
    expect(before.revisions).toHaveLength(1);
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.list(), as.list(`?from=${imported.id}`), as.restore(imported.id), as.restore(imported.id, {})]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status]);
      expect(JSON.stringify(answers.map((answer) => answer.body))).not.toContain(IMPORTED_SUMMARY);
    }
    expect(await stored()).toEqual(before);
  });
});

describe("an editor restores an earlier version", () => {
  it("lists, compares (lessons by title) and puts the import back, lessons' order and all: learners see it at once, as a new revision and a course.restore in the log", async () => {
    const imported = await openCourse();
    expect([imported.fields.summary, imported.lessons.map((lesson) => lesson.slug)]).toEqual([IMPORTED_SUMMARY, IMPORTED_ORDER]);
    // LEARN's cached read, warmed before the save: only the save's and the restore's expiry refresh it.
    expect((await courseBySlug(COURSE))?.summary).toBe(IMPORTED_SUMMARY);
    const saved = await api().save({ ...imported.fields, title: "Bitter Truths, plainly", summary: `${IMPORTED_SUMMARY} Now shorter.`, lessons: MOVED_ORDER });
    expect(saved.status).toBe(200);
    expect((await courseBySlug(COURSE))?.summary).toBe(`${IMPORTED_SUMMARY} Now shorter.`);

    const listed = dataOf<{ revisions: RevisionJson[] }>(await api().list()).revisions;
    expect(listed.map((revision) => [revision.actor.uid, revision.actor.email])).toEqual([
      [editor.uid, editor.email],
      ["import", null],
    ]);
    const [latest, first] = listed.map((revision) => revision.id);

    const moved = `${DEMO[0].title} (moved)`;
    const expected = [
      { field: "title", label: "Title", parts: [{ kind: "same", text: "Bitter Truths" }, { kind: "added", text: ", plainly" }] },
      { field: "summary", label: "Summary", parts: [{ kind: "same", text: `${IMPORTED_SUMMARY} ` }, { kind: "added", text: "Now shorter." }] },
      { field: "lessons", label: "Lessons", parts: [{ kind: "removed", text: moved }, ...DEMO.slice(1).map((lesson) => ({ kind: "same", text: lesson.title })), { kind: "added", text: moved }] },
    ];
    const withNow = dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison;
    expect([withNow.older.id, withNow.newer, withNow.changes]).toEqual([first, null, expected]);
    const withLatest = dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}&to=${latest}`)).comparison;
    expect([withLatest.older.id, withLatest.newer?.id, withLatest.changes]).toEqual([first, latest, expected]);

    sharedCache.persistTagInvalidation.mockClear();
    const restored = await api().restore(first);
    expect(restored.status).toBe(200);
    const answered = dataOf<{ course: CourseJson }>(restored).course;
    expect([answered.fields, answered.updatedBy, answered.lessons.map((lesson) => lesson.slug)]).toEqual([imported.fields, editor.email, IMPORTED_ORDER]);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([LESSONS_EXPIRE_TAG]);
    expect(await courseBySlug(COURSE)).toMatchObject({ title: "Bitter Truths", summary: IMPORTED_SUMMARY });
    expect((await lessonsOf(COURSE)).map((lesson) => lesson.slug)).toEqual(IMPORTED_ORDER);

    const { lessons, revisions, log } = await stored();
    expect(lessons).toEqual(IMPORTED_ORDER.map((slug, index) => ({ slug, position: index + 1 })));
    expect(revisions.map((revision) => revision.actorEmail)).toEqual([editor.email, editor.email, null]);
    expect(revisions[0].fields).toEqual(revisions[2].fields);
    expect(log.map((entry) => [entry.action, entry.actorUid, entry.actorEmail])).toEqual([
      ["course.edit", editor.uid, editor.email],
      ["course.restore", editor.uid, editor.email],
    ]);
    expect(log[1].after).toEqual({ revision: first, changed: ["title", "summary", "lessons"] });
    expect(dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison.changes).toEqual([]);

    // The restore is itself a revision, so it can be undone; an empty JSON object is as good as no body.
    expect((await api().restore(latest, {})).status).toBe(200);
    expect((await lessonsOf(COURSE)).map((lesson) => lesson.slug)).toEqual(MOVED_ORDER);
    expect((await stored()).revisions).toHaveLength(4);
  });
});

describe("what a comparison or a restore refuses", () => {
  it("a revision id that is not one: 400 to compare, 404 to restore, nothing changed", async () => {
    const before = await stored();
    const [latest] = before.revisions;
    for (const query of ["?from=1e3", "?from=0", "?from=", `?from=${latest.id}&to=12.0`]) {
      const answer = await api().list(query);
      expect([query, answer.status, answer.body.code]).toEqual([query, 400, "invalidRevision"]);
    }
    const restored = await api().restore("12abc");
    expect([restored.status, restored.body.code]).toEqual([404, "revisionNotFound"]);
    expect(await stored()).toEqual(before);
  });

  it("a revision of another course, or a slug that is not a course: 404, nothing changed", async () => {
    const before = await stored();
    const [other] = (await stored(OTHER_COURSE)).revisions;
    expect(other).toBeDefined();
    const refused = await api().restore(other.id);
    expect([refused.status, refused.body.code]).toEqual([404, "revisionNotFound"]);
    const compared = await api().list(`?from=${other.id}`);
    expect([compared.status, compared.body.code]).toEqual([404, "revisionNotFound"]);
    const unknown = await api("not_a_course").restore(other.id);
    expect([unknown.status, unknown.body.code]).toEqual([404, "courseNotFound"]);
    expect((await api("not_a_course").list()).status).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await stored(OTHER_COURSE)).revisions).toHaveLength(1);
  });

  it("a version whose lessons are not the course's now, or that today's checks refuse: 409 saying why, nothing changed", async () => {
    const current = await openCourse();
    const fields = { ...current.fields, lessons: current.lessons.map((lesson) => lesson.slug), title: "Not restored" };
    const [fewer, extra, badLevel] = await (await getDb())
      .insert(learnCourseRevisions)
      .values([
        { course: COURSE, fields: { ...fields, lessons: fields.lessons.slice(1) }, actorUid: "test", actorEmail: null },
        { course: COURSE, fields: { ...fields, lessons: [...fields.lessons, "a-retired-lesson"] }, actorUid: "test", actorEmail: null },
        { course: COURSE, fields: { ...fields, level: "Expert" }, actorUid: "test", actorEmail: null },
      ])
      .returning();
    const before = await stored();
    sharedCache.persistTagInvalidation.mockClear();

    const lessonsChanged = { code: "revisionInvalid", message: "This version cannot be restored: the course's lessons have changed since." };
    for (const revision of [fewer, extra]) {
      const refused = await api().restore(revision.id);
      expect([refused.status, refused.body]).toEqual([409, lessonsChanged]);
    }
    const level = await api().restore(badLevel.id);
    expect([level.status, level.body]).toEqual([409, { code: "revisionInvalid", message: "This version cannot be restored: it no longer passes the course's checks (level: Choose a level)." }]);

    expect(await stored()).toEqual(before);
    expect((await courseBySlug(COURSE))?.title).toBe(current.fields.title);
    expect(sharedCache.persistTagInvalidation).not.toHaveBeenCalled();
  });
});
