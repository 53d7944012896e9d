import { z } from "zod";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { compareLessonRevisions, lessonRevisions, restoreLessonRevision } from "@/lib/server/learn/lesson-revisions";
import { json, jsonError, refuseUnexpectedBody, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// /api/admin/content/lessons/<course>/<lesson>/revisions: a LEARN lesson's saved versions (issue
// 37.4; lib/server/learn/lesson-revisions.ts). Editors only (the verified token's `editor` claim);
// a restore takes no body (an empty JSON object at most) and publishes at once, as a save does.

type LessonContext = { params: Promise<{ course: string; lesson: string }> };
type RevisionContext = { params: Promise<{ course: string; lesson: string; revision: string }> };

const MAX_RESTORE_BODY_BYTES = 1024;
const noBody = z.strictObject({});

const lessonNotFound = () => jsonError(404, "lessonNotFound", "There is no such lesson.");
const revisionNotFound = () => jsonError(404, "revisionNotFound", "That revision is not one of this lesson's.");

/** GET …/revisions: newest first. GET …/revisions?from=<id>&to=<id, or absent for the lesson now>: the two compared. */
export async function handleLessonRevisions(request: Request, context: LessonContext): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const { course, lesson } = await context.params;
  const query = new URL(request.url).searchParams;
  if (!query.has("from")) {
    return withDatabase(async () => {
      const revisions = await lessonRevisions(course, lesson);
      return revisions ? json({ data: { revisions } }) : lessonNotFound();
    });
  }
  const from = revisionIdOf(query.get("from"));
  const to = query.has("to") ? revisionIdOf(query.get("to")) : null;
  if (!from || (query.has("to") && !to)) return jsonError(400, "invalidRevision", "Choose two revisions of this lesson.");
  return withDatabase(async () => {
    const comparison = await compareLessonRevisions(course, lesson, from, to);
    return comparison ? json({ data: { comparison } }) : jsonError(404, "revisionNotFound", "Those revisions are not this lesson's.");
  });
}

/** POST …/revisions/<id>/restore: the lesson as it was at that revision, saved and published as a new revision. */
export async function handleLessonRestore(request: Request, context: RevisionContext): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  // A POST with no body at all (Content-Length: 0, as a browser sends it) is as good as {}.
  const refused = await refuseUnexpectedBody(request, MAX_RESTORE_BODY_BYTES, noBody);
  if (refused) return refused;
  const { course, lesson, revision } = await context.params;
  const id = revisionIdOf(revision);
  if (!id) return revisionNotFound();
  return withDatabase(async () => {
    const outcome = await restoreLessonRevision(auth.member, course, lesson, id);
    return outcome.ok ? json({ data: { lesson: outcome.lesson } }) : json({ code: outcome.code, message: outcome.message }, outcome.status);
  });
}
