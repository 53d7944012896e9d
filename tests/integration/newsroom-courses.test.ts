// The newsroom's course editor through the real route handlers, on a real database and real
// emulator tokens: the demo course files are imported once; only editors open or save a course,
// and only the seven of the site map; a save publishes at once (LEARN's cache expires here and in
// the shared cache before the answer), reorders the course's lessons and is a revision and an
// activity-log entry; a refused save (bad fields, a stale lesson list) changes nothing; hostile
// Markdown never reaches a learner; a course without a row still has a page, and a save creates it.
import { asc, eq } from "drizzle-orm";
import { allCourses as demoCourses, allLessons as demoLessons } from "content-collections";
import { describe, expect, it, vi } from "vitest";
import { handleCourseDetail, handleCourseSave } from "@/api-routes/admin/courses";
import { LESSONS_EXPIRE_TAG, refreshLessons } from "@/lib/server/learn/cached-lessons";
import { courseBySlug, courseHeading, courses, courseSummaries, courseWithIntro, lessonsOf } from "@/lib/server/learn/courses";
import { importDemoCourses } from "@/lib/server/learn/course-import";
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

const COURSE = "bitter_truths";
const demo = demoCourses.find((course) => course.slug === COURSE)!;
/** The demo lessons of a course, in the files' order. */
const demoOrder = (course: string) =>
  demoLessons
    .filter((lesson) => lesson.course === course)
    .sort((a, b) => a.order - b.order)
    .map((lesson) => lesson.slug);

const withCourse = (course: string) => ({ params: Promise.resolve({ course }) });
const apiAs = (token: string | undefined) => ({
  detail: (course = COURSE) => callHandler((r) => handleCourseDetail(r, withCourse(course)), "GET", `/api/admin/content/courses/${course}`, token),
  save: (fields: unknown, course = COURSE) => callHandler((r) => handleCourseSave(r, withCourse(course)), "PUT", `/api/admin/content/courses/${course}`, token, { fields }),
});
const api = () => apiAs(editor.token);

type CourseJson = { slug: string; written: boolean; fields: Record<string, unknown> & { title: string; outcomes: string[]; body: string }; lessons: { slug: string; title: string }[]; updatedBy: string | null };
const courseOf = (answer: { body: Json }) => (answer.body as { data: { course: CourseJson } }).data.course;

async function openCourse(course = COURSE) {
  const answer = await api().detail(course);
  expect(answer.status).toBe(200);
  return courseOf(answer);
}
/** What the form sends back unchanged: its fields and its lessons in order. */
const unchanged = (course: CourseJson) => ({ ...course.fields, lessons: course.lessons.map((lesson) => lesson.slug) });

async function stored(course = COURSE) {
  const db = await getDb();
  const [row] = await db.select().from(learnCourses).where(eq(learnCourses.slug, course));
  const lessons = await db.select({ slug: learnLessons.slug, position: learnLessons.position }).from(learnLessons).where(eq(learnLessons.course, course)).orderBy(asc(learnLessons.position));
  const revisions = await db.select().from(learnCourseRevisions).where(eq(learnCourseRevisions.course, course)).orderBy(asc(learnCourseRevisions.id));
  const log = await db.select().from(staffActivity).where(eq(staffActivity.subject, course)).orderBy(asc(staffActivity.id));
  return { row, lessons, revisions, log };
}

describe("the demo import", () => {
  it("makes each demo course file a course once, every field kept, with one revision naming its lessons; a second run imports nothing", async () => {
    Object.assign(editor, await signUpEditor());
    expect(demoCourses).toHaveLength(7);
    for (const file of demoCourses) {
      const course = await openCourse(file.slug);
      expect(course.written).toBe(true);
      expect(course.fields).toEqual({ title: file.title, audience: file.audience, level: file.level, summary: file.summary, outcomes: file.outcomes, illustration: file.illustration, tone: file.tone, body: file.markdown.trim() });
      expect(course.lessons.map((lesson) => lesson.slug)).toEqual(demoOrder(file.slug));
      const { revisions } = await stored(file.slug);
      expect(revisions.map((revision) => [revision.actorUid, revision.actorEmail, revision.fields.lessons])).toEqual([["import", null, demoOrder(file.slug)]]);
    }
    expect(await importDemoCourses(await getDb())).toBe("alreadyImported");
    const db = await getDb();
    expect(await db.$count(learnCourses)).toBe(7);
    expect(await db.$count(learnCourseRevisions)).toBe(7);
  });
});

describe("who may use the course editor", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const course = await openCourse();
    const before = await stored();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.detail(), as.save({ ...unchanged(course), title: "Taken over" })]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status]);
      expect(JSON.stringify(answers.map((answer) => answer.body))).not.toContain(demo.summary);
    }
    expect(await stored()).toEqual(before);
    expect((await courseBySlug(COURSE))!.title).toBe(demo.title);
  });

  it("answers 404 for any slug that is not one of the seven courses, and creates nothing", async () => {
    const course = await openCourse();
    for (const slug of ["not_a_course", "certificate", "Bitter_Truths"]) {
      const answers = await Promise.all([api().detail(slug), api().save(unchanged(course), slug)]);
      expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
        [404, "courseNotFound"],
        [404, "courseNotFound"],
      ]);
    }
    expect(await (await getDb()).$count(learnCourses)).toBe(7);
  });
});

describe("an editor saves a course", () => {
  it("changes what learners read and the lessons' order at once, as a revision and in the log", async () => {
    const course = await openCourse();
    const reversed = [...demoOrder(COURSE)].reverse();
    const fields = { ...unchanged(course), title: "Bitter truths, plainly told", summary: "What alcohol does to the body, in plain words.", outcomes: [...demo.outcomes.slice(0, 3), "Read a label"], lessons: reversed };
    sharedCache.persistTagInvalidation.mockClear();
    const saved = await api().save(fields);
    expect(saved.status).toBe(200);
    expect(courseOf(saved)).toMatchObject({ written: true, updatedBy: editor.email, fields: { title: "Bitter truths, plainly told" } });
    expect(courseOf(saved).lessons.map((lesson) => lesson.slug)).toEqual(reversed);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([LESSONS_EXPIRE_TAG]);

    expect(await courseBySlug(COURSE)).toMatchObject({ title: "Bitter truths, plainly told", summary: "What alcohol does to the body, in plain words.", outcomes: [...demo.outcomes.slice(0, 3), "Read a label"] });
    const summary = (await courseSummaries()).find((item) => item.slug === COURSE)!;
    expect(summary.title).toBe("Bitter truths, plainly told");
    expect(summary.lessons.map((lesson) => lesson.slug)).toEqual(reversed);
    expect((await lessonsOf(COURSE)).map((lesson) => lesson.slug)).toEqual(reversed);

    const { lessons, revisions, log } = await stored();
    expect(lessons).toEqual(reversed.map((slug, index) => ({ slug, position: index + 1 })));
    expect(revisions.map((revision) => revision.actorEmail)).toEqual([null, editor.email]);
    expect(revisions[1].fields).toMatchObject({ title: "Bitter truths, plainly told", lessons: reversed });
    expect(log.map((entry) => [entry.action, entry.actorEmail, entry.after])).toEqual([["course.edit", editor.email, { changed: ["title", "summary", "outcomes", "lessons"] }]]);
  });

  it("refuses bad fields one by one, changing nothing", async () => {
    const course = await openCourse();
    const before = await stored();
    const refused = await api().save({ ...unchanged(course), title: "  ", level: "Expert", outcomes: ["Sleep better", ""], illustration: "rocket", tone: undefined, summary: "x".repeat(321) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "invalidCourse",
      fields: { title: "is required", level: "Choose a level.", outcomes: "List at least 3 outcomes.", "outcomes.1": "is required", illustration: "Choose an illustration.", tone: "Choose a tone.", summary: "must be at most 320 characters" },
    });
    const extra = await api().save({ ...unchanged(course), updatedBy: "someone-else" });
    expect(extra.status).toBe(400);
    const notJson = await api().save("a course");
    expect([notJson.status, notJson.body.fields]).toEqual([400, { form: "Send the course's fields as a JSON object." }]);
    const badPicture = await api().save({ ...unchanged(course), body: "An intro.\n\n![](/images/learn/x.svg)" });
    expect([badPicture.status, Object.keys(badPicture.body.fields ?? {})]).toEqual([400, ["body"]]);
    expect(await stored()).toEqual(before);
  });

  it("answers 409 to a lesson list that is not the course's lessons now, changing nothing", async () => {
    const course = await openCourse();
    const before = await stored();
    const now = course.lessons.map((lesson) => lesson.slug);
    for (const lessons of [now.slice(1), [...now, "a-lesson-from-elsewhere"], [...now.slice(1), "a-lesson-from-elsewhere"]]) {
      const answer = await api().save({ ...unchanged(course), title: "Stale", lessons });
      expect([answer.status, answer.body.message]).toEqual([409, "The course's lessons changed while you were editing. Reload to see them."]);
    }
    expect(await stored()).toEqual(before);
  });

  it("never hands a learner a script, an event handler or a javascript: link from the editor's Markdown", async () => {
    const course = await openCourse();
    const hostile = `${course.fields.body}\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[Click](javascript:alert(1))\n`;
    expect((await api().save({ ...unchanged(course), body: hostile })).status).toBe(200);
    const html = (await courseWithIntro(COURSE))!.introHtml;
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain("Click");
  });
});

describe("a course without a row (a start without the demo data)", () => {
  const SLUG = "sober_sparks";

  it("is not listed, keeps its site-map name, and is created by an editor's save", async () => {
    const db = await getDb();
    await db.delete(learnCourses).where(eq(learnCourses.slug, SLUG));
    await refreshLessons();
    expect(await courseBySlug(SLUG)).toBeUndefined();
    expect((await courses()).map((course) => course.slug)).not.toContain(SLUG);
    expect(await courseHeading(SLUG)).toEqual({ slug: SLUG, title: "Sober Sparks" });

    const blank = await openCourse(SLUG);
    expect(blank).toMatchObject({ written: false, updatedBy: null, fields: { title: "Sober Sparks", summary: "" } });
    const fields = { ...unchanged(blank), audience: "Anyone mixing drinks", summary: "Sparkling drinks without alcohol.", outcomes: ["Pick a base", "Balance sweet and sour", "Serve it cold"], body: "Sparkle at home." };
    const saved = await api().save(fields, SLUG);
    expect(saved.status).toBe(200);
    expect(courseOf(saved).written).toBe(true);
    expect(await courseBySlug(SLUG)).toMatchObject({ title: "Sober Sparks", audience: "Anyone mixing drinks", level: "Beginner" });
    expect((await courseWithIntro(SLUG))!.introHtml).toContain("Sparkle at home.");
    const { log } = await stored(SLUG);
    expect(log.map((entry) => [entry.action, entry.after])).toEqual([["course.edit", { changed: ["title", "audience", "level", "summary", "outcomes", "illustration", "tone", "body"], created: true }]]);
  });
});
