"use client";
// The browser's side of the newsroom's video API (issue 37.1, lib/admin/video-contract.ts): a save
// and a restore go through sendAdminRequest (lib/admin/client.ts), so they carry the editor's Bearer
// token and a refusal comes back as an AdminActionError with the server's sentence (and, for a
// save, the fields it names). A new video (createVideo) and a published video's new files
// (replaceVideoFiles) are uploads of up to 40 MB, so they go by XMLHttpRequest, which reports how
// much has been sent (fetch cannot), with the same token.
import { postAdminAction, sendAdminRequest } from "@/lib/admin/client";
import {
  VIDEOS_API_PATH,
  VIDEO_UPLOAD_PARTS,
  videoApiPath,
  videoFilesApiPath,
  videoRestoreApiPath,
  type VideoAnswer,
  type VideoCreateRefusal,
  type VideoEditorData,
} from "@/lib/admin/video-contract";
import { currentToken } from "@/lib/auth/current-token";
import { megabytesText } from "@/lib/media/image-check";
import { MAX_VIDEO_BYTES } from "@/lib/media/limits";
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

/** DELETE: takes the video off WATCH, or throws the server's refusal (a story still shows it). */
export async function removeVideo(slug: string): Promise<void> {
  await sendAdminRequest<{ removed: true }>(videoApiPath(encodeURIComponent(slug)), { method: "DELETE" }, { 404: NOT_FOUND });
}

/** What "Add a video" sends: its address, the editor's fields (as a save sends them) and its two files. */
export interface VideoUpload {
  slug: string;
  fields: VideoInputBody;
  video: File;
  captions: File;
}

export type VideoCreateResult = { ok: true; video: VideoEditorData } | { ok: false; refusal: VideoCreateRefusal };

/** What an upload says when it cannot give the server's own sentence: each names what did not happen. */
interface UploadCopy {
  unreachable: string;
  unreadable: string;
  expired: string;
  notFound?: string;
}

const CREATE_COPY: UploadCopy = {
  unreachable: "We couldn't reach the server, so the video was not added. Check the connection and try again.",
  unreadable: "The server's answer could not be read. Open the newsroom to see whether the video was added before trying again.",
  expired: "Your sign-in has expired. Sign in again, then add the video.",
};

const REPLACE_COPY: UploadCopy = {
  unreachable: "We couldn't reach the server, so the files were not replaced. Check the connection and try again.",
  unreadable: "The server's answer could not be read. Reload the editor to see whether the files were replaced before trying again.",
  expired: "Your sign-in has expired. Sign in again, then replace the files.",
  notFound: NOT_FOUND,
};

// A proxy may refuse a body this large before the API reads it, so the 413 brings no sentence of its own.
const TOO_LARGE = `The upload is larger than the server accepts (the video at most ${megabytesText(MAX_VIDEO_BYTES)}); export the video smaller and try again.`;

const refused = (code: string, message: string): VideoCreateResult => ({ ok: false, refusal: { code, message } });

/** The server's answer as a result: its video on a 2xx, else its refusal, else a sentence for the status. */
function resultOf(status: number, text: string, copy: UploadCopy): VideoCreateResult {
  let answer: { data?: Partial<VideoAnswer["data"]> } & Partial<VideoCreateRefusal>;
  try {
    answer = JSON.parse(text) ?? {};
  } catch {
    answer = {};
  }
  if (status >= 200 && status < 300 && answer.data?.video) return { ok: true, video: answer.data.video };
  if (typeof answer.message === "string") return { ok: false, refusal: { code: answer.code ?? "refused", message: answer.message, fields: answer.fields } };
  if (status === 413) return refused("uploadTooLarge", TOO_LARGE);
  if (status === 401) return refused("unauthorised", copy.expired);
  if (status === 404 && copy.notFound) return refused("notFound", copy.notFound);
  return refused("unreadableAnswer", copy.unreadable);
}

interface Upload {
  method: "POST" | "PUT";
  path: string;
  form: FormData;
  copy: UploadCopy;
  onProgress?: (fraction: number) => void;
}

/**
 * Sends a multipart upload by XMLHttpRequest (fetch cannot report what has been sent) with the
 * editor's token. Never throws: a lost connection or an unreadable answer is a refusal to show.
 */
async function sendUpload({ method, path, form, copy, onProgress }: Upload): Promise<VideoCreateResult> {
  // The API refuses a write that has only the cookie (lib/admin/client.ts sendAdminRequest).
  const token = await currentToken().catch(() => "");
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve(resultOf(request.status, request.responseText, copy));
    request.onerror = () => resolve(refused("network", copy.unreachable));
    request.onabort = () => resolve(refused("network", copy.unreachable));
    request.send(form);
  });
}

/**
 * POST /api/admin/content/videos (multipart): adds the video, published at once. Never throws.
 * `onProgress` hears the fraction of the request sent so far (0 to 1).
 */
export async function createVideo(upload: VideoUpload, onProgress?: (fraction: number) => void): Promise<VideoCreateResult> {
  const form = new FormData();
  form.set(VIDEO_UPLOAD_PARTS.slug, upload.slug);
  form.set(VIDEO_UPLOAD_PARTS.fields, JSON.stringify(upload.fields));
  form.set(VIDEO_UPLOAD_PARTS.video, upload.video);
  form.set(VIDEO_UPLOAD_PARTS.captions, upload.captions);
  return sendUpload({ method: "POST", path: VIDEOS_API_PATH, form, copy: CREATE_COPY, onProgress });
}

/** A published video's new film, new captions, or both. */
export interface VideoFilesReplacement {
  video?: File;
  captions?: File;
}

/**
 * PUT …/videos/<slug>/files (multipart): replaces the parts sent, published at once; the answer's
 * video has the new paths (and the running time of a new film). Never throws, as createVideo.
 */
export async function replaceVideoFiles(slug: string, files: VideoFilesReplacement, onProgress?: (fraction: number) => void): Promise<VideoCreateResult> {
  const form = new FormData();
  if (files.video) form.set(VIDEO_UPLOAD_PARTS.video, files.video);
  if (files.captions) form.set(VIDEO_UPLOAD_PARTS.captions, files.captions);
  return sendUpload({ method: "PUT", path: videoFilesApiPath(encodeURIComponent(slug)), form, copy: REPLACE_COPY, onProgress });
}
