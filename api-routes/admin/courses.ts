import { z } from "zod";
import { courseFieldErrors, courseInputSchema } from "@/lib/learn/course-input";
import { isCourseSlug } from "@/lib/learn/course-slugs";
import { courseForEditor, saveCourse } from "@/lib/server/learn/course-editor";
import { json, jsonError, readJsonBody, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";

// /api/admin/content/courses/<course>: the newsroom's course editor. Editors only (the verified
// token's `editor` claim); only the seven courses of the site map (any other slug is a 404); a
// strict zod body; a save publishes at once.

type Context = { params: Promise<{ course: string }> };

/** A course's words are at most about 6,500 characters with its lessons' slugs, each up to 4 bytes. */
const MAX_COURSE_BODY_BYTES = 48 * 1024;

const courseNotFound = () => jsonError(404, "courseNotFound", "There is no such course.");

const saveBodySchema = z.strictObject({ fields: z.unknown() });

async function courseSlug(context: Context): Promise<string | null> {
  const { course } = await context.params;
  return isCourseSlug(course) ? course : null;
}

/** GET: the course as the editor opens it (a blank form under its site-map name when it has no row yet). */
export async function handleCourseDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const slug = await courseSlug(context);
  if (!slug) return courseNotFound();
  return withDatabase(async () => {
    const course = await courseForEditor(slug);
    return course ? json({ data: { course } }) : courseNotFound();
  });
}

/** PUT { fields }: saves the course and its lessons' order, and publishes them at once. */
export async function handleCourseSave(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_COURSE_BODY_BYTES, saveBodySchema);
  if (!body.ok) return body.response;
  const slug = await courseSlug(context);
  if (!slug) return courseNotFound();
  const parsed = courseInputSchema.safeParse(body.data.fields);
  if (!parsed.success) {
    const fields = courseFieldErrors(parsed.error);
    const message = fieldsRefusedSentence(Object.keys(fields).length);
    return json({ code: "invalidCourse", message, fields }, 400);
  }
  return withDatabase(async () => {
    const outcome = await saveCourse(auth.member, slug, parsed.data);
    return outcome.ok ? json({ data: { course: outcome.course } }) : refusalAnswer(outcome);
  });
}
