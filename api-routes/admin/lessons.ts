import { z } from "zod";
import { lessonFieldErrors, lessonInputSchema, lessonSlugSchema, type LessonInput } from "@/lib/learn/lesson-input";
import { lessonForEditor, saveLesson } from "@/lib/server/learn/lesson-editor";
import { createLesson, removeLesson } from "@/lib/server/learn/lesson-lifecycle";
import { json, jsonError, readJsonBody, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";

// /api/admin/content/lessons/<course>/<lesson>: the newsroom's lesson editor (issue 37.6), and
// /api/admin/content/lessons/<course>, where a new lesson is added. Editors only (the verified
// token's `editor` claim); a strict zod body; a save, an addition and a removal publish at once.

type Context = { params: Promise<{ course: string; lesson: string }> };
type CourseContext = { params: Promise<{ course: string }> };

/** A lesson's text is at most 12,000 characters of Markdown, each up to 4 bytes, and its quiz. */
const MAX_LESSON_BODY_BYTES = 96 * 1024;

const COURSE = /^[a-z0-9_]{1,60}$/;
const LESSON = /^[a-z0-9-]{1,100}$/;
const lessonNotFound = () => jsonError(404, "lessonNotFound", "There is no such lesson.");

const saveBodySchema = z.strictObject({ fields: z.unknown() });
const createBodySchema = z.strictObject({ slug: z.unknown(), fields: z.unknown() });

async function lessonRef(context: Context): Promise<{ course: string; lesson: string } | null> {
  const { course, lesson } = await context.params;
  return COURSE.test(course) && LESSON.test(lesson) ? { course, lesson } : null;
}

/** GET: the lesson as the editor opens it. */
export async function handleLessonDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const ref = await lessonRef(context);
  if (!ref) return lessonNotFound();
  return withDatabase(async () => {
    const lesson = await lessonForEditor(ref.course, ref.lesson);
    return lesson ? json({ data: { lesson } }) : lessonNotFound();
  });
}

/** PUT { fields }: saves the lesson and publishes it at once. */
export async function handleLessonSave(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_LESSON_BODY_BYTES, saveBodySchema);
  if (!body.ok) return body.response;
  const ref = await lessonRef(context);
  if (!ref) return lessonNotFound();
  const parsed = parseFields(body.data.fields);
  if (!parsed.ok) return parsed.response;
  return withDatabase(async () => answerOf(await saveLesson(auth.member, ref.course, ref.lesson, parsed.input)));
}

/** POST { slug, fields }: adds a lesson at the end of the course and publishes it at once. */
export async function handleLessonCreate(request: Request, context: CourseContext): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_LESSON_BODY_BYTES, createBodySchema);
  if (!body.ok) return body.response;
  const { course } = await context.params;
  if (!COURSE.test(course)) return jsonError(404, "courseNotFound", "There is no such course.");
  const slug = lessonSlugSchema.safeParse(body.data.slug);
  const parsed = parseFields(body.data.fields, slug.success ? {} : { slug: slug.error.issues[0].message });
  if (!parsed.ok) return parsed.response;
  if (!slug.success) return refusal({ slug: slug.error.issues[0].message });
  return withDatabase(async () => {
    const outcome = await createLesson(auth.member, course, slug.data, parsed.input);
    return outcome.ok ? json({ data: { lesson: outcome.lesson } }, 201) : answerOf(outcome);
  });
}

/** DELETE (no body): takes the lesson out of its course; learners no longer see it. */
export async function handleLessonRemove(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const ref = await lessonRef(context);
  if (!ref) return lessonNotFound();
  return withDatabase(async () => {
    const outcome = await removeLesson(auth.member, ref.course, ref.lesson);
    return outcome.ok ? json({ data: { removed: true } }) : lessonNotFound();
  });
}

/** A 400 naming every field that needs changing, one sentence each. */
function refusal(fields: Record<string, string>): Response {
  const message = fieldsRefusedSentence(Object.keys(fields).length);
  return json({ code: "invalidLesson", message, fields }, 400);
}

/** The lesson's fields through the form's schema; `also` adds refusals found beside them (a new lesson's address). */
function parseFields(fields: unknown, also: Record<string, string> = {}): { ok: true; input: LessonInput } | { ok: false; response: Response } {
  const parsed = lessonInputSchema.safeParse(fields);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, response: refusal({ ...also, ...lessonFieldErrors(parsed.error) }) };
}

type Outcome = { ok: true; lesson: unknown } | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

function answerOf(outcome: Outcome): Response {
  if (outcome.ok) return json({ data: { lesson: outcome.lesson } });
  return refusalAnswer(outcome);
}
