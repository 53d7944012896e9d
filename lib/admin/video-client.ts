"use client";
// The browser's side of the newsroom's video API (issue 37.1, lib/admin/video-contract.ts): a save
// and a restore go through sendAdminRequest (lib/admin/client.ts), so they carry the editor's Bearer
// token and a refusal comes back as an AdminActionError with the server's sentence (and, for a
// save, the fields it names).
import { postAdminAction, sendAdminRequest } from "@/lib/admin/client";
import { videoApiPath, videoRestoreApiPath, type VideoAnswer, type VideoEditorData } from "@/lib/admin/video-contract";
import type { VideoInputBody } from "@/lib/watch/video-input";

const NOT_FOUND = "This video no longer exists.";

/** PUT /api/admin/content/videos/<slug>: saves the video and publishes it at once. */
export async function saveVideo(slug: string, fields: VideoInputBody): Promise<VideoEditorData> {
  return (await postAdminAction<VideoAnswer["data"]>(videoApiPath(encodeURIComponent(slug)), { fields }, NOT_FOUND, "PUT")).video;
}

/** POST …/revisions/<id>/restore (an empty body): the video as it was at that revision, published as a new one. */
export async function restoreVideoRevision(slug: string, revision: number): Promise<VideoEditorData> {
  const path = videoRestoreApiPath(encodeURIComponent(slug), revision);
  return (await sendAdminRequest<VideoAnswer["data"]>(path, { method: "POST", json: {} }, { 404: "This video or revision no longer exists." })).video;
}
