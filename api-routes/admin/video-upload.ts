import { MAX_VIDEO_BYTES, MAX_VIDEO_UPLOAD_BODY_BYTES } from "@/lib/media/limits";
import { inspectCaptionsFile, inspectVideoFile } from "@/lib/media/video-file-check";
import { VIDEO_UPLOAD_PARTS } from "@/lib/admin/video-contract";
import type { NewVideoFiles } from "@/lib/server/watch/video-lifecycle";
import { readMultipartWithin, type MultipartRead } from "../http";

// The newsroom's video uploads ("Add a video", ./video-create.ts, and replacing a video's files,
// ./video-file-replace.ts): the multipart body read within the upload limit, and each file part
// judged by its bytes (lib/media/video-file-check.ts), never by its name or declared type.

const MB = 1024 * 1024;

/** The body of a video upload, read within the limit; `what` names its parts for the 415 sentence. */
export function readVideoUpload(request: Request, what: string): Promise<MultipartRead> {
  const declared = Number(request.headers.get("content-length"));
  return readMultipartWithin(request, MAX_VIDEO_UPLOAD_BODY_BYTES, {
    notMultipart: `Send the video as multipart/form-data, with ${what}.`,
    tooLarge:
      declared > MAX_VIDEO_UPLOAD_BODY_BYTES
        ? `This upload is ${(declared / MB).toFixed(1)} MB; a video may be at most ${MAX_VIDEO_BYTES / MB} MB. Export it smaller for the web and choose it again.`
        : `This upload is larger than a video may be (${MAX_VIDEO_BYTES / MB} MB). Export it smaller for the web and choose it again.`,
    tooLargeCode: "videoTooLarge",
    incomplete: "The upload arrived incomplete; choose the files and send them again.",
  });
}

/** A part's file as bytes, or null when the form holds none (or an empty one). */
async function filePart(form: FormData, part: string): Promise<Buffer | null> {
  const value = form.get(part);
  return value instanceof Blob && value.size > 0 ? Buffer.from(await value.arrayBuffer()) : null;
}

export type PartCheck<T> = { present: false } | { present: true; ok: true; file: T } | { present: true; ok: false; message: string };

/** The film in the `video` part, checked. */
export async function videoPartOf(form: FormData): Promise<PartCheck<NewVideoFiles["video"]>> {
  const bytes = await filePart(form, VIDEO_UPLOAD_PARTS.video);
  if (!bytes) return { present: false };
  const video = inspectVideoFile(bytes);
  if (!video.ok) return { present: true, ok: false, message: video.message };
  return { present: true, ok: true, file: { bytes, contentType: video.contentType, extension: video.extension, durationSeconds: video.durationSeconds } };
}

/** The captions in the `captions` part, checked, as the UTF-8 text they were read as (any BOM dropped). */
export async function captionsPartOf(form: FormData): Promise<PartCheck<NewVideoFiles["captions"]>> {
  const bytes = await filePart(form, VIDEO_UPLOAD_PARTS.captions);
  if (!bytes) return { present: false };
  const captions = inspectCaptionsFile(bytes);
  if (!captions.ok) return { present: true, ok: false, message: captions.message };
  return { present: true, ok: true, file: { bytes: Buffer.from(captions.text, "utf8") } };
}
