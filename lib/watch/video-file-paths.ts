// The addresses of the video and captions files editors upload (lib/server/watch/video-files.ts):
// /media/video-files/<id>.<ext>, one address per stored file, never reused or rewritten.

export const VIDEO_FILE_EXTENSIONS = ["webm", "mp4", "vtt"] as const;
export type VideoFileExtension = (typeof VIDEO_FILE_EXTENSIONS)[number];

export const VIDEO_FILES_PREFIX = "/media/video-files/";

/** The site path of an uploaded file. */
export const videoFilePath = (id: number, extension: VideoFileExtension) => `${VIDEO_FILES_PREFIX}${id}.${extension}`;

const FILE_NAME = /^([1-9][0-9]{0,9})\.(webm|mp4|vtt)$/;

/** The id and extension an address's file name asks for, or null when it cannot be one of ours. */
export function parseVideoFileName(name: string): { id: number; extension: VideoFileExtension } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, extension: match[2] as VideoFileExtension } : null;
}

/** The uploaded file a site path names, or null for any other path (the demo's files under public/). */
export function uploadedVideoFile(path: string): { id: number; extension: VideoFileExtension } | null {
  return path.startsWith(VIDEO_FILES_PREFIX) ? parseVideoFileName(path.slice(VIDEO_FILES_PREFIX.length)) : null;
}

/** The MIME type a video's site path is served with, by the extension its stored content was given. */
export const videoTypeOf = (path: string) => (path.endsWith(".mp4") ? "video/mp4" : "video/webm");
