"use client";
// The browser's side of the newsroom's video API (issue 37.1, lib/admin/video-contract.ts): a save
// goes through postAdminAction (lib/admin/client.ts), so it carries the editor's Bearer token and a
// refusal comes back as an AdminActionError with the server's sentence and the fields it names.
import { postAdminAction } from "@/lib/admin/client";
import { videoApiPath, type VideoAnswer, type VideoEditorData } from "@/lib/admin/video-contract";
import type { VideoInputBody } from "@/lib/watch/video-input";

const NOT_FOUND = "This video no longer exists.";

/** PUT /api/admin/content/videos/<slug>: saves the video and publishes it at once. */
export async function saveVideo(slug: string, fields: VideoInputBody): Promise<VideoEditorData> {
  return (await postAdminAction<VideoAnswer["data"]>(videoApiPath(encodeURIComponent(slug)), { fields }, NOT_FOUND, "PUT")).video;
}
