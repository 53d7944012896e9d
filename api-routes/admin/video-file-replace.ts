import { fieldsRefusedSentence } from "@/lib/watch/video-input";
import { replaceVideoFiles, type VideoFileReplacement } from "@/lib/server/watch/video-file-replace";
import { json, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";
import { captionsPartOf, readVideoUpload, videoPartOf } from "./video-upload";
import { videoNotFound, videoSlug } from "./videos";

// PUT /api/admin/content/videos/<slug>/files (lib/admin/video-contract.ts videoFilesApiPath): a new
// film, new captions or both for a published video. Editors only. Each file is judged by its bytes
// before anything changes; a part that is refused, or a body with neither, changes nothing.

type Context = { params: Promise<{ slug: string }> };

export async function handleVideoFilesReplace(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const read = await readVideoUpload(request, "a new video file, new captions or both");
  if (!read.ok) return read.response;
  const slug = await videoSlug(context);
  if (!slug) return videoNotFound();
  const [video, captions] = [await videoPartOf(read.form), await captionsPartOf(read.form)];
  if (!video.present && !captions.present) {
    return json({ code: "noVideoFiles", message: "Choose a new video file, new captions, or both." }, 400);
  }
  const fields: Record<string, string> = {};
  if (video.present && !video.ok) fields.video = video.message;
  if (captions.present && !captions.ok) fields.captions = captions.message;
  if (Object.keys(fields).length > 0) return json({ code: "invalidVideo", message: fieldsRefusedSentence(Object.keys(fields).length), fields }, 400);
  const files: VideoFileReplacement = {
    ...(video.present && video.ok ? { video: video.file } : {}),
    ...(captions.present && captions.ok ? { captions: captions.file } : {}),
  };
  return withDatabase(async () => {
    const outcome = await replaceVideoFiles(auth.member, slug, files);
    return outcome.ok ? json({ data: { video: outcome.video } }) : refusalAnswer(outcome);
  });
}
