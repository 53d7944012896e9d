import { VIDEO_UPLOAD_PARTS, type VideoCreateField } from "@/lib/admin/video-contract";
import { fieldsRefusedSentence, videoFieldErrors, videoInputSchema, videoSlugSchema, type VideoInput } from "@/lib/watch/video-input";
import { createVideo, type NewVideoFiles } from "@/lib/server/watch/video-lifecycle";
import { formText, json, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";
import { captionsPartOf, readVideoUpload, videoPartOf } from "./video-upload";

// POST /api/admin/content/videos: "Add a video" (lib/admin/video-contract.ts VIDEOS_API_PATH).
// Editors only (the verified token's `editor` claim). One multipart body read within the upload
// limit: the address, the editor's fields as JSON (the save's strict schema), the video and its
// captions, each file judged by its bytes (lib/media/video-file-check.ts), never by its name or
// declared type. Every field is checked before anything is stored, and all refusals are answered
// together, so the editor fixes the form in one go.

type Checked = { ok: true; slug: string; input: VideoInput; files: NewVideoFiles } | { ok: false; fields: Partial<Record<VideoCreateField, string>> };

/** The fields part: JSON through the save's schema, its refusals by field. */
function fieldsOf(form: FormData): { input?: VideoInput; errors: Record<string, string> } {
  let raw: unknown;
  try {
    raw = JSON.parse(formText(form, VIDEO_UPLOAD_PARTS.fields) ?? "");
  } catch {
    return { errors: { form: "Send the video's fields as a JSON object." } };
  }
  const parsed = videoInputSchema.safeParse(raw);
  return parsed.success ? { input: parsed.data, errors: {} } : { errors: videoFieldErrors(parsed.error) };
}

/** The address, the fields and both files, all checked; or every refusal found. */
async function checkNewVideo(form: FormData): Promise<Checked> {
  const fields: Record<string, string> = {};
  const slug = videoSlugSchema.safeParse(formText(form, VIDEO_UPLOAD_PARTS.slug));
  if (!slug.success) fields.slug = `Address ${slug.error.issues[0].message}.`;
  const { input, errors } = fieldsOf(form);
  Object.assign(fields, errors);
  const video = await videoPartOf(form);
  if (!video.present) fields.video = "Choose the video file (WebM or MP4).";
  else if (!video.ok) fields.video = video.message;
  const captions = await captionsPartOf(form);
  if (!captions.present) fields.captions = "Choose the captions file (WebVTT, .vtt).";
  else if (!captions.ok) fields.captions = captions.message;
  if (!slug.success || !input || !video.present || !video.ok || !captions.present || !captions.ok) return { ok: false, fields };
  return { ok: true, slug: slug.data, input, files: { video: video.file, captions: captions.file } };
}

/** POST multipart (slug, fields, video, captions): adds the video and publishes it at once; 201 with the video. */
export async function handleVideoCreate(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const read = await readVideoUpload(request, "its address, fields, video file and captions");
  if (!read.ok) return read.response;
  const checked = await checkNewVideo(read.form);
  if (!checked.ok) {
    const count = Object.keys(checked.fields).length;
    return json({ code: "invalidVideo", message: fieldsRefusedSentence(count), fields: checked.fields }, 400);
  }
  return withDatabase(async () => {
    const outcome = await createVideo(auth.member, checked.slug, checked.input, checked.files);
    return outcome.ok ? json({ data: { video: outcome.video } }, 201) : refusalAnswer(outcome);
  });
}
