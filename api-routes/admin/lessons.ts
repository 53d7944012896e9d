import { z } from "zod";
import { lessonFieldErrors, lessonInputSchema } from "@/lib/learn/lesson-input";
import { lessonForEditor, saveLesson } from "@/lib/server/learn/lesson-editor";
import { json, jsonError, readJsonBody, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// /api/admin/content/lessons/<course>/<lesson>: the newsroom's lesson editor (issue 37.6). Editors
// only (the verified token's `editor` claim); a strict zod body; a save publishes at once.

type Context = { params: Promise<{ course: string; lesson: string }> };

/** A lesson's text is at most 12,000 characters of Markdown, each up to 4 bytes, and its quiz. */
const MAX_LESSON_BODY_BYTES = 96 * 1024;

const COURSE = /^[a-z0-9_]{1,60}$/;
const LESSON = /^[a-z0-9-]{1,100}$/;
const lessonNotFound = () => jsonError(404, "lessonNotFound", "There is no such lesson.");

const saveBodySchema = z.strictObject({ fields: z.unknown() });

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
  const parsed = lessonInputSchema.safeParse(body.data.fields);
  if (!parsed.success) {
    const fields = lessonFieldErrors(parsed.error);
    const count = Object.keys(fields).length;
    const message = count === 1 ? "One field needs changing: see the field marked." : `${count} fields need changing: see the fields marked.`;
    return json({ code: "invalidLesson", message, fields }, 400);
  }
  return withDatabase(async () => {
    const outcome = await saveLesson(auth.member, ref.course, ref.lesson, parsed.data);
    return outcome.ok ? json({ data: { lesson: outcome.lesson } }) : json({ code: outcome.code, message: outcome.message, ...(outcome.fields ? { fields: outcome.fields } : {}) }, outcome.status);
  });
}
