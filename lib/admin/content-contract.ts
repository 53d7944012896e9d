// The newsroom's API contract (/api/admin/content): what the story list, the editor and the
// revision view receive. Dates are ISO 8601 instants; the browser shows them in UK time.
import type { StoryInput } from "@/lib/content/story-input";
import type { StoryStatus } from "@/lib/content/workflow";
import type { FieldDiff } from "@/lib/content/revision-diff";
import type { AuthorFieldDiff } from "@/lib/content/author-revision-diff";

export const NEWSROOM_STORIES_PATH = "/admin/content";
export const newStoryPath = () => "/admin/content/stories/new";
export const storyEditorPath = (id: string) => `/admin/content/stories/${id}`;
export const storyRevisionsPath = (id: string, from?: number) => `/admin/content/stories/${id}/revisions${from ? `?from=${from}` : ""}`;
export const AUTHORS_PATH = "/admin/content/authors";
export const authorEditorPath = (slug: string) => `${AUTHORS_PATH}/${slug}`;
/** The comparison page: a revision (`from`) beside the author as they are now. */
export const authorRevisionsPath = (slug: string, from?: number) => `${authorEditorPath(slug)}/revisions${from ? `?from=${from}` : ""}`;
/** PUT { name, role, bio, avatar }: saves the author (the address stays). */
export const authorApiPath = (slug: string) => `/api/admin/content/authors/${slug}`;
/** GET: the author's revisions, newest first; with ?from=<id>[&to=<id>], two of them compared. */
export const authorRevisionsApiPath = (slug: string) => `${authorApiPath(slug)}/revisions`;
/** POST (no body, or {}): puts the author back as they were at that revision, saved as a new one. */
export const authorRestoreApiPath = (slug: string, revision: number) => `${authorRevisionsApiPath(slug)}/${revision}/restore`;
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

export type AuthorRevisionSummary = StoryRevisionSummary;

export interface AuthorRevisionComparison {
  older: AuthorRevisionSummary;
  /** null: the author as they are now. */
  newer: AuthorRevisionSummary | null;
  changes: AuthorFieldDiff[];
}
