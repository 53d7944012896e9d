import { VIDEO_UPLOAD_PARTS, type VideoCreateField } from "@/lib/admin/video-contract";
import { MAX_VIDEO_BYTES, MAX_VIDEO_UPLOAD_BODY_BYTES } from "@/lib/media/limits";
import { inspectCaptionsFile, inspectVideoFile } from "@/lib/media/video-file-check";
import { fieldsRefusedSentence, videoFieldErrors, videoInputSchema, videoSlugSchema, type VideoInput } from "@/lib/watch/video-input";
import { createVideo, type NewVideoFiles } from "@/lib/server/watch/video-lifecycle";
import { json, readMultipartWithin, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// POST /api/admin/content/videos: "Add a video" (lib/admin/video-contract.ts VIDEOS_API_PATH).
// Editors only (the verified token's `editor` claim). One multipart body read within the upload
// limit: the address, the editor's fields as JSON (the save's strict schema), the video and its
// captions, each file judged by its bytes (lib/media/video-file-check.ts), never by its name or
// declared type. Every field is checked before anything is stored, and all refusals are answered
// together, so the editor fixes the form in one go.

const MB = 1024 * 1024;

type Checked = { ok: true; slug: string; input: VideoInput; files: NewVideoFiles } | { ok: false; fields: Partial<Record<VideoCreateField, string>> };

const textPart = (form: FormData, part: string) => {
  const value = form.get(part);
  return typeof value === "string" ? value : undefined;
};

async function filePart(form: FormData, part: string): Promise<Buffer | null> {
  const value = form.get(part);
  return value instanceof Blob && value.size > 0 ? Buffer.from(await value.arrayBuffer()) : null;
}

/** The fields part: JSON through the save's schema, its refusals by field. */
function fieldsOf(form: FormData): { input?: VideoInput; errors: Record<string, string> } {
  let raw: unknown;
  try {
    raw = JSON.parse(textPart(form, VIDEO_UPLOAD_PARTS.fields) ?? "");
  } catch {
    return { errors: { form: "Send the video's fields as a JSON object." } };
  }
  const parsed = videoInputSchema.safeParse(raw);
  return parsed.success ? { input: parsed.data, errors: {} } : { errors: videoFieldErrors(parsed.error) };
}

/** The address, the fields and both files, all checked; or every refusal found. */
async function checkNewVideo(form: FormData): Promise<Checked> {
  const fields: Record<string, string> = {};
  const slug = videoSlugSchema.safeParse(textPart(form, VIDEO_UPLOAD_PARTS.slug));
  if (!slug.success) fields.slug = `Address ${slug.error.issues[0].message}.`;
  const { input, errors } = fieldsOf(form);
  Object.assign(fields, errors);
  const videoBytes = await filePart(form, VIDEO_UPLOAD_PARTS.video);
  const video = videoBytes ? inspectVideoFile(videoBytes) : { ok: false as const, message: "Choose the video file (WebM or MP4)." };
  if (!video.ok) fields.video = video.message;
  const captionsBytes = await filePart(form, VIDEO_UPLOAD_PARTS.captions);
  const captions = captionsBytes ? inspectCaptionsFile(captionsBytes) : { ok: false as const, message: "Choose the captions file (WebVTT, .vtt)." };
  if (!captions.ok) fields.captions = captions.message;
  if (!slug.success || !input || !video.ok || !captions.ok || !videoBytes || !captionsBytes) return { ok: false, fields };
  return {
    ok: true,
    slug: slug.data,
    input,
    files: {
      video: { bytes: videoBytes, contentType: video.contentType, extension: video.extension, durationSeconds: video.durationSeconds },
      captions: { bytes: Buffer.from(captions.text, "utf8") },
    },
  };
}

/** POST multipart (slug, fields, video, captions): adds the video and publishes it at once; 201 with the video. */
export async function handleVideoCreate(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const declared = Number(request.headers.get("content-length"));
  const read = await readMultipartWithin(request, MAX_VIDEO_UPLOAD_BODY_BYTES, {
    notMultipart: "Send the video as multipart/form-data, with its address, fields, video file and captions.",
    tooLarge:
      declared > MAX_VIDEO_UPLOAD_BODY_BYTES
        ? `This upload is ${(declared / MB).toFixed(1)} MB; a video may be at most ${MAX_VIDEO_BYTES / MB} MB. Export it smaller for the web and choose it again.`
        : `This upload is larger than a video may be (${MAX_VIDEO_BYTES / MB} MB). Export it smaller for the web and choose it again.`,
    tooLargeCode: "videoTooLarge",
    incomplete: "The upload arrived incomplete; choose the files and send them again.",
  });
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
