// Adding a lesson to a course and taking one out (issue 37.6), through the real route handlers, on
// a real database and real emulator tokens: only editors may; a new lesson goes last in its course
// and learners see it at once, with its first revision and a log entry; a taken, reserved or
// malformed address is refused beside its field and changes nothing; a removal closes the gap in
// the course's order, keeps the revisions (retired: a new lesson at the address starts its own
// history), and a second removal finds nothing.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { handleLessonCreate, handleLessonDetail, handleLessonRemove } from "@/api-routes/admin/lessons";
import { LESSONS_EXPIRE_TAG } from "@/lib/server/learn/cached-lessons";
import { lessonBySlugs, lessonSummaries, lessonsOf, lessonWithText } from "@/lib/server/learn/courses";
import { lessonRevisions } from "@/lib/server/learn/lesson-revisions";
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
/** A demo lesson of the course whose fields the new lessons borrow (a body long enough to publish). */
const SOURCE = "how-your-body-processes-alcohol";
const NEW = "reading-a-label-together";

const lessonRef = (course: string, lesson: string) => ({ params: Promise.resolve({ course, lesson }) });
const apiAs = (token: string | undefined) => ({
  detail: (lesson = SOURCE) => callHandler((r) => handleLessonDetail(r, lessonRef(COURSE, lesson)), "GET", `/api/admin/content/lessons/${COURSE}/${lesson}`, token),
  create: (body: Json, course = COURSE) => callHandler((r) => handleLessonCreate(r, { params: Promise.resolve({ course }) }), "POST", `/api/admin/content/lessons/${course}`, token, body),
  remove: (lesson = NEW) => callHandler((r) => handleLessonRemove(r, lessonRef(COURSE, lesson)), "DELETE", `/api/admin/content/lessons/${COURSE}/${lesson}`, token),
});
const api = () => apiAs(editor.token);

type Fields = { title: string; summary: string; takeaways: string[]; body: string; quiz: unknown[] };
async function borrowedFields(title: string): Promise<Fields> {
  const answer = await api().detail();
  expect(answer.status).toBe(200);
  const { fields } = (answer.body as { data: { lesson: { fields: Fields } } }).data.lesson;
  return { ...fields, title, summary: `${title}: what the words on a can or bottle tell you.` };
}

const order = async () => (await lessonsOf(COURSE)).map((lesson) => [lesson.order, lesson.slug]);
const logOf = async (subject: string) => (await (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, subject)).orderBy(asc(staffActivity.id))).map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after]);

describe("who may add or remove a lesson", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing is added or removed", async () => {
    Object.assign(editor, await signUpEditor());
    const fields = await borrowedFields("Reading a label together");
    const before = await order();
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.create({ slug: NEW, fields }), as.remove(SOURCE)]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status]);
    }
    expect(await order()).toEqual(before);
  });
});

describe("an editor adds a lesson", () => {
  it("puts it last in the course, where learners see it at once, with its first revision and a log entry", async () => {
    const before = await order();
    const fields = await borrowedFields("Reading a label together");
    sharedCache.persistTagInvalidation.mockClear();
    const sent = new Date().toISOString();
    const created = await api().create({ slug: NEW, fields });
    expect(created.status).toBe(201);
    // Dated when it joined the course, so a certificate earned before it stays (lib/learn/progress.ts).
    const summaries = await lessonSummaries(COURSE);
    expect(summaries.at(-1)?.slug).toBe(NEW);
    expect(summaries.at(-1)!.addedAt >= sent).toBe(true);
    expect(summaries.slice(0, -1).every((lesson) => lesson.addedAt < sent)).toBe(true);
    expect((created.body as { data: { lesson: { slug: string; position: number; publicPath: string } } }).data.lesson).toMatchObject({ slug: NEW, position: before.length + 1, publicPath: `/learn/${COURSE}/${NEW}` });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([LESSONS_EXPIRE_TAG]);
    expect(await order()).toEqual([...before, [before.length + 1, NEW]]);
    expect((await lessonWithText(COURSE, NEW))!.title).toBe("Reading a label together");

    const revisions = await (await getDb()).select().from(learnLessonRevisions).where(and(eq(learnLessonRevisions.course, COURSE), eq(learnLessonRevisions.lesson, NEW)));
    expect(revisions.map((revision) => [revision.actorEmail, (revision.fields as Fields).title])).toEqual([[editor.email, "Reading a label together"]]);
    expect(await logOf(`${COURSE}/${NEW}`)).toEqual([["lesson.create", editor.email, null, { title: "Reading a label together", position: before.length + 1 }]]);
  });

  it("refuses a taken address (409), a reserved or malformed one and bad fields (400) beside their fields, adding nothing", async () => {
    const before = await order();
    const fields = await borrowedFields("Another label");
    const taken = await api().create({ slug: SOURCE, fields });
    expect([taken.status, taken.body]).toEqual([409, { code: "lessonSlugTaken", message: "This course already has a lesson at this address. Choose another.", fields: { slug: "This course already has a lesson at this address. Choose another." } }]);
    const reserved = await api().create({ slug: "certificate", fields });
    expect([reserved.status, reserved.body.fields]).toEqual([400, { slug: "is taken by one of the course's own pages: choose another" }]);
    const both = await api().create({ slug: "Another Label", fields: { ...fields, title: "" } });
    expect([both.status, both.body.message, both.body.fields]).toEqual([400, "2 fields need changing: see the fields marked.", { slug: "must be lowercase letters and digits, with single hyphens between words", title: "is required" }]);
    const short = await api().create({ slug: "another-label", fields: { ...fields, body: "Too short to teach anything." } });
    expect([short.status, short.body.message]).toEqual([400, "The lesson has 5 words; a lesson has at least 300."]);
    const noCourse = await api().create({ slug: "another-label", fields }, "no_such_course");
    expect(noCourse.status).toBe(404);
    const extra = await api().create({ slug: "another-label", fields, position: 1 });
    expect(extra.status).toBe(400);
    expect(await order()).toEqual(before);
  });
});

describe("an editor removes a lesson", () => {
  it("takes it off LEARN, moves the lessons after it up, keeps its revisions and logs what it was", async () => {
    const before = await order();
    const second = before[1][1] as string;
    sharedCache.persistTagInvalidation.mockClear();
    const removed = await api().remove(second);
    expect([removed.status, removed.body]).toEqual([200, { data: { removed: true } }]);
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([LESSONS_EXPIRE_TAG]);
    expect(await lessonBySlugs(COURSE, second)).toBeUndefined();
    expect(await order()).toEqual(before.filter(([, slug]) => slug !== second).map(([, slug], index) => [index + 1, slug]));
    const kept = await (await getDb()).select().from(learnLessonRevisions).where(and(eq(learnLessonRevisions.course, COURSE), eq(learnLessonRevisions.lesson, second)));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((revision) => revision.retiredAt === null)).toEqual([]);
    const log = await logOf(`${COURSE}/${second}`);
    expect(log.at(-1)).toEqual(["lesson.remove", editor.email, { title: expect.any(String), position: 2 }, null]);

    const again = await api().remove(second);
    expect([again.status, again.body.code]).toEqual([404, "lessonNotFound"]);

    // A new lesson at the same address starts a history of its own.
    const readded = await api().create({ slug: second, fields: await borrowedFields("A lesson at a reused address") });
    expect(readded.status).toBe(201);
    expect((await lessonRevisions(COURSE, second))?.map((revision) => revision.actor.email)).toEqual([editor.email]);
  });
});
