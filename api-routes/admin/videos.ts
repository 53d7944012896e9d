import { z } from "zod";
import { fieldsRefusedSentence, videoFieldErrors, videoInputSchema } from "@/lib/watch/video-input";
import { saveVideo, videoForEditor } from "@/lib/server/watch/video-editor";
import { removeVideo } from "@/lib/server/watch/video-lifecycle";
import { json, jsonError, readJsonBody, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// /api/admin/content/videos/<slug>: the newsroom's video editor (issue 37.1). Editors only (the
// verified token's `editor` claim); a strict zod body; a save publishes at once, as a lesson's, and
// a DELETE takes the video off WATCH. A new video is POSTed to the collection (./video-create.ts).

type Context = { params: Promise<{ slug: string }> };

/** A video's editable fields are a few short lines: 16 KB is plenty. */
const MAX_VIDEO_BODY_BYTES = 16 * 1024;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const videoNotFound = () => jsonError(404, "videoNotFound", "There is no such video.");

const saveBodySchema = z.strictObject({ fields: z.unknown() });

/** The address's slug when it can be a video's (kebab-case, at most 100 characters), or null. */
export async function videoSlug(context: Context): Promise<string | null> {
  const { slug } = await context.params;
  return slug.length <= 100 && SLUG.test(slug) ? slug : null;
}

/** GET: the video as the editor opens it. */
export async function handleVideoDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const slug = await videoSlug(context);
  if (!slug) return videoNotFound();
  return withDatabase(async () => {
    const video = await videoForEditor(slug);
    return video ? json({ data: { video } }) : videoNotFound();
  });
}

/** PUT { fields }: saves the video and publishes it at once. */
export async function handleVideoSave(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_VIDEO_BODY_BYTES, saveBodySchema);
  if (!body.ok) return body.response;
  const slug = await videoSlug(context);
  if (!slug) return videoNotFound();
  const parsed = videoInputSchema.safeParse(body.data.fields);
  if (!parsed.success) {
    const fields = videoFieldErrors(parsed.error);
    return json({ code: "invalidVideo", message: fieldsRefusedSentence(Object.keys(fields).length), fields }, 400);
  }
  return withDatabase(async () => {
    const outcome = await saveVideo(auth.member, slug, parsed.data);
    return outcome.ok ? json({ data: { video: outcome.video } }) : refusalAnswer(outcome);
  });
}

/** DELETE (no body): takes the video off WATCH; 409 while a story shows it. */
export async function handleVideoRemove(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const slug = await videoSlug(context);
  if (!slug) return videoNotFound();
  return withDatabase(async () => {
    const outcome = await removeVideo(auth.member, slug);
    return outcome.ok ? json({ data: { removed: true } }) : refusalAnswer(outcome);
  });
}
