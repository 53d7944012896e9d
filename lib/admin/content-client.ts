"use client";
// The browser's side of the newsroom's API (/api/admin/content, api-routes/admin/content.ts): each
// write goes through postAdminAction, so it carries the editor's Bearer token and a refusal comes
// back as an AdminActionError with the server's sentence and the fields it names.
import { authorApiPath, authorRestoreApiPath, type StoryEditorData } from "@/lib/admin/content-contract";
import { postAdminAction, sendAdminRequest } from "@/lib/admin/client";
import type { StoryInputBody } from "@/lib/content/story-input";
import type { StoryActionBody } from "@/lib/content/workflow";
import type { AuthorInput } from "@/lib/content/author-input";

const STORIES_API_PATH = "/api/admin/content/stories";
const NOT_FOUND = "This story no longer exists.";

export const storyApiPath = (id: string) => `${STORIES_API_PATH}/${encodeURIComponent(id)}`;

type StorySuccess = { story: StoryEditorData };

/** POST /api/admin/content/stories: a new draft. */
export async function createStory(fields: StoryInputBody): Promise<StoryEditorData> {
  return (await postAdminAction<StorySuccess>(STORIES_API_PATH, { fields }, NOT_FOUND)).story;
}

/** PUT /api/admin/content/stories/<id>: the story's fields; `autosave` marks the editor's own saves. */
export async function saveStory(id: string, fields: StoryInputBody, autosave: boolean): Promise<StoryEditorData> {
  return (await postAdminAction<StorySuccess>(storyApiPath(id), { fields, autosave }, NOT_FOUND, "PUT")).story;
}

/** POST …/<id>/status: publish, schedule (at: UK wall-clock "YYYY-MM-DDTHH:mm"), unschedule or unpublish. */
export async function changeStoryStatus(id: string, body: StoryActionBody): Promise<StoryEditorData> {
  return (await postAdminAction<StorySuccess>(`${storyApiPath(id)}/status`, body, NOT_FOUND)).story;
}

/** POST …/<id>/restore: the story's fields as they were at that revision (saved as a new one). */
export async function restoreRevision(id: string, revision: number): Promise<StoryEditorData> {
  return (await postAdminAction<StorySuccess>(`${storyApiPath(id)}/restore`, { revision }, "This story or revision no longer exists.")).story;
}

const AUTHORS_API_PATH = "/api/admin/content/authors";
type AuthorSuccess = { author: AuthorInput & { stories: number } };

/** POST /api/admin/content/authors: a new author; PUT …/<slug>: their name, role, biography and avatar (the address stays). */
export async function saveAuthor(fields: AuthorInput, existing: boolean): Promise<AuthorSuccess["author"]> {
  if (!existing) return (await postAdminAction<AuthorSuccess>(AUTHORS_API_PATH, fields, "The newsroom's authors are not available.")).author;
  const { slug, ...rest } = fields;
  return (await postAdminAction<AuthorSuccess>(authorApiPath(encodeURIComponent(slug)), rest, "This author no longer exists.", "PUT")).author;
}

/** POST …/authors/<slug>/revisions/<id>/restore (an empty body): the author as they were at that revision, saved as a new one. */
export async function restoreAuthorRevision(slug: string, revision: number): Promise<AuthorSuccess["author"]> {
  const path = authorRestoreApiPath(encodeURIComponent(slug), revision);
  return (await sendAdminRequest<AuthorSuccess>(path, { method: "POST", json: {} }, { 404: "This author or revision no longer exists." })).author;
}
