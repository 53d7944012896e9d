// The newsroom's API contract (/api/admin/content): what the story list, the editor and the
// revision view receive. Dates are ISO 8601 instants; the browser shows them in UK time.
import type { StoryInput } from "@/lib/content/story-input";
import type { StoryStatus } from "@/lib/content/workflow";
import type { FieldDiff } from "@/lib/content/revision-diff";

export const NEWSROOM_STORIES_PATH = "/admin/content";
export const newStoryPath = () => "/admin/content/stories/new";
export const storyEditorPath = (id: string) => `/admin/content/stories/${id}`;
export const storyRevisionsPath = (id: string, from?: number) => `/admin/content/stories/${id}/revisions${from ? `?from=${from}` : ""}`;
export const AUTHORS_PATH = "/admin/content/authors";
export const authorEditorPath = (slug: string) => `${AUTHORS_PATH}/${slug}`;
/** Opens Next's draft mode for an editor and shows the story on its public page. */
export const storyPreviewApiPath = (id: string) => `/api/admin/content/stories/${id}/preview`;

export interface NewsroomStoryRow {
  id: string;
  slug: string;
  title: string;
  section: string;
  authorName: string;
  status: StoryStatus;
  /** YYYY-MM-DD once published. */
  date: string | null;
  publishAt: string | null;
  updatedAt: string;
}

export interface StoryRevisionSummary {
  id: number;
  at: string;
  actor: { uid: string; email: string | null };
}

export interface StoryEditorData {
  id: string;
  status: StoryStatus;
  fields: StoryInput;
  date: string | null;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  revisions: StoryRevisionSummary[];
}

export interface RevisionComparison {
  older: StoryRevisionSummary;
  /** null: the story as it is now. */
  newer: StoryRevisionSummary | null;
  changes: FieldDiff[];
}

/** Choices the editor's form offers. */
export interface StoryFormOptions {
  authors: { slug: string; name: string }[];
  products: { slug: string; name: string }[];
  /** WATCH's videos, newest first, for the story's video. */
  videos: { slug: string; title: string }[];
  /** `thumb`: a small size to preview (the media library's pictures). */
  images: { src: string; alt: string; thumb?: string }[];
}
