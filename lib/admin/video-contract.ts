// The newsroom's video editor (issue 37.1): its pages, its API and what they exchange. Dates are
// ISO 8601 instants; the browser shows them in UK time.
import type { VideoTheme } from "@/lib/content/schema";
import type { VideoInput } from "@/lib/watch/video-input";
import type { VideoFieldDiff } from "@/lib/watch/video-revision-diff";
import type { StoryRevisionSummary } from "./content-contract";

/** The "Add a video" page (a static segment: "new" is never a video's slug). */
export const NEW_VIDEO_PATH = "/admin/content/watch/new";
/**
 * POST multipart/form-data: a new video with its files, published at once. Parts (VIDEO_UPLOAD_PARTS):
 * `slug` (its address under /watch/), `fields` (JSON: the editor's fields, as a save's `fields`),
 * `video` (a WebM or MP4 file) and `captions` (a WebVTT file). 201 { data: { video } }; a refusal
 * is a VideoCreateRefusal.
 */
export const VIDEOS_API_PATH = "/api/admin/content/videos";
export const VIDEO_UPLOAD_PARTS = { slug: "slug", fields: "fields", video: "video", captions: "captions" } as const;
/** Addresses that are the newsroom's own pages, never a video's. */
export const RESERVED_VIDEO_SLUGS = ["new"] as const;

/** The editor's page. */
export const videoEditorPath = (slug: string) => `/admin/content/watch/${slug}`;
/** GET: the video as the editor opens it; PUT { fields }: saves and publishes it at once. */
export const videoApiPath = (slug: string) => `/api/admin/content/videos/${slug}`;
/**
 * PUT multipart/form-data with a new film (VIDEO_UPLOAD_PARTS.video), new captions
 * (VIDEO_UPLOAD_PARTS.captions) or both: replaces them, published at once; 200 { data: { video } }
 * with the new paths (and the running time read from a new film). A refusal is a VideoCreateRefusal
 * whose fields name `video` and/or `captions`; nothing changes.
 */
export const videoFilesApiPath = (slug: string) => `${videoApiPath(slug)}/files`;
/** The video's public page. */
export const videoPublicPath = (slug: string) => `/watch/${slug}`;
/** The comparison page: a revision (`from`) beside the video as it is now. */
export const videoRevisionsPath = (slug: string, from?: number) => `${videoEditorPath(slug)}/revisions${from ? `?from=${from}` : ""}`;
/** GET: the video's revisions, newest first; with ?from=<id>[&to=<id>], two of them compared. */
export const videoRevisionsApiPath = (slug: string) => `${videoApiPath(slug)}/revisions`;
/** POST (no body, or {}): puts the video back as it was at that revision, saved as a new one. */
export const videoRestoreApiPath = (slug: string, revision: number) => `${videoRevisionsApiPath(slug)}/${revision}/restore`;

export interface VideoEditorData {
  slug: string;
  fields: VideoInput;
  /** What the editor cannot change here: the day it came out, its running time and its files. */
  date: string;
  duration: number;
  videoFile: string;
  captionsFile: string;
  /** The public page, where a save shows at once. */
  publicPath: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** Choices the editor's form offers. */
export interface VideoFormOptions {
  /** The shop's products, by name. */
  products: { slug: string; name: string }[];
  /** The media library's pictures, then the videos' own posters (`thumb`: a small size to preview). */
  images: { src: string; alt: string; thumb?: string }[];
}

export interface VideoAnswer {
  data: { video: VideoEditorData };
}

/** A refused save: a sentence, and one sentence per field. */
export interface VideoRefusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The fields a new video's form shows errors against: the editor's fields, its address and its files. */
export type VideoCreateField = keyof VideoInput | "slug" | "video" | "captions";

/** A refused "Add a video": a sentence, and one sentence per field (nothing is stored). */
export interface VideoCreateRefusal {
  code: string;
  message: string;
  fields?: Partial<Record<VideoCreateField, string>>;
}

/** A video's line in the newsroom's overview. */
export interface NewsroomVideoRow {
  slug: string;
  title: string;
  theme: VideoTheme;
  date: string;
  updatedAt: string;
}

/** Who saved a version of a video, and when: the same as a story's (the list and diff are shared). */
export type VideoRevisionSummary = StoryRevisionSummary;

export interface VideoRevisionComparison {
  older: VideoRevisionSummary;
  /** null: the video as it is now. */
  newer: VideoRevisionSummary | null;
  changes: VideoFieldDiff[];
}
