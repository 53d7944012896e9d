import { draftMode } from "next/headers";
import { z } from "zod";
import { NEWSROOM_STORIES_PATH, storyEditorPath } from "@/lib/admin/content-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { authorFieldErrors, authorInputSchema } from "@/lib/content/author-input";
import { storyFieldErrors, storyInputSchema } from "@/lib/content/story-input";
import { storyActionSchema } from "@/lib/content/workflow";
import { compareRevisions, isStoryId, newsroomStories, storyForEditor, storyRow } from "@/lib/server/content/newsroom-stories";
import { createAuthor, newsroomAuthors, updateAuthor, type AuthorOutcome } from "@/lib/server/content/newsroom-authors";
import { changeStoryStatus, createStory, restoreRevision, saveStory, type StoryOutcome } from "@/lib/server/content/story-writes";
import { json, jsonError, readJsonBody, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";

// /api/admin/content: the newsroom (lib/server/content). Editors only (the `editor` claim, never
// anything in the body); strict zod bodies; a story's status changes only through its actions
// (lib/content/workflow.ts), never through the fields a save sends.

/** The largest story body: 20,000 characters of Markdown, each up to 4 bytes, and the other fields. */
const MAX_STORY_BODY_BYTES = 96 * 1024;
const MAX_ACTION_BODY_BYTES = 1024;

type Context = { params: Promise<{ id: string }> };

const storyNotFound = () => jsonError(404, "storyNotFound", "There is no such story.");

/** A save body: the story's fields, and whether the editor's autosave sent it. */
const saveBodySchema = z.strictObject({ fields: z.unknown(), autosave: z.boolean().default(false) });

async function readStoryInput(request: Request) {
  const body = await readJsonBody(request, MAX_STORY_BODY_BYTES, saveBodySchema);
  if (!body.ok) return body;
  const parsed = storyInputSchema.safeParse(body.data.fields);
  if (parsed.success) return { ok: true as const, data: parsed.data, autosave: body.data.autosave };
  const fields = storyFieldErrors(parsed.error);
  const message = fieldsRefusedSentence(Object.keys(fields).length);
  return { ok: false as const, response: json({ code: "invalidStory", message, fields }, 400) };
}

async function outcomeResponse(outcome: StoryOutcome, successStatus = 200): Promise<Response> {
  if (!outcome.ok) return refusalAnswer(outcome);
  return json({ data: { story: await storyForEditor(outcome.id) } }, successStatus);
}

/** GET /api/admin/content/stories: every story, whatever its state. */
export async function handleStoryList(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  return withDatabase(async () => json({ data: { stories: await newsroomStories() } }));
}

/** POST /api/admin/content/stories { fields } → 201, a draft. */
export async function handleStoryCreate(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const input = await readStoryInput(request);
  if (!input.ok) return input.response;
  return withDatabase(async () => outcomeResponse(await createStory(auth.member, input.data), 201));
}

/** GET /api/admin/content/stories/<id> */
export async function handleStoryDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const { id } = await context.params;
  return withDatabase(async () => {
    const story = await storyForEditor(id);
    return story ? json({ data: { story } }) : storyNotFound();
  });
}

/** PUT /api/admin/content/stories/<id> { fields, autosave } */
export async function handleStorySave(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const input = await readStoryInput(request);
  if (!input.ok) return input.response;
  const { id } = await context.params;
  if (!isStoryId(id)) return storyNotFound();
  return withDatabase(async () => outcomeResponse(await saveStory(auth.member, id, input.data, { autosave: input.autosave })));
}

/** POST /api/admin/content/stories/<id>/status { action: publish | schedule (at, UK time) | unschedule | unpublish } */
export async function handleStoryStatus(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_ACTION_BODY_BYTES, storyActionSchema);
  if (!body.ok) return body.response;
  const { id } = await context.params;
  if (!isStoryId(id)) return storyNotFound();
  return withDatabase(async () => outcomeResponse(await changeStoryStatus(auth.member, id, body.data)));
}

const restoreSchema = z.strictObject({ revision: z.number({ error: "Choose a revision." }).int().positive() });

/** POST /api/admin/content/stories/<id>/restore { revision } */
export async function handleStoryRestore(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_ACTION_BODY_BYTES, restoreSchema);
  if (!body.ok) return body.response;
  const { id } = await context.params;
  if (!isStoryId(id)) return storyNotFound();
  return withDatabase(async () => outcomeResponse(await restoreRevision(auth.member, id, body.data.revision)));
}

/** GET /api/admin/content/stories/<id>/revisions?from=<id>&to=<id or absent for now> */
export async function handleRevisionCompare(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const { id } = await context.params;
  const params = new URL(request.url).searchParams;
  const from = revisionIdOf(params.get("from"));
  const to = params.has("to") ? revisionIdOf(params.get("to")) : null;
  if (from === null || (params.has("to") && to === null)) return jsonError(400, "invalidRevision", "Choose two revisions of this story.");
  if (!isStoryId(id)) return storyNotFound();
  return withDatabase(async () => {
    const comparison = await compareRevisions(id, from, to);
    return comparison ? json({ data: { comparison } }) : jsonError(404, "revisionNotFound", "Those revisions are not this story's.");
  });
}

/**
 * GET /api/admin/content/stories/<id>/preview: turns on Next's draft mode for this editor's
 * browser and opens the story on its public page, as readers will see it (never cached, never
 * indexed: the page checks the editor's claim again and sends noindex).
 */
export async function handleStoryPreview(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const { id } = await context.params;
  const row = await storyRow(id);
  if (!row) return storyNotFound();
  (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { Location: `/article/${row.slug}`, "Cache-Control": "no-store" } });
}

/** GET /api/admin/content/preview/exit?story=<id>: draft mode off, back to the story's editor (or the newsroom). */
export async function handleExitPreview(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const id = new URL(request.url).searchParams.get("story") ?? "";
  const back = isStoryId(id) ? storyEditorPath(id) : NEWSROOM_STORIES_PATH;
  return new Response(null, { status: 307, headers: { Location: back, "Cache-Control": "no-store" } });
}

type AuthorContext = { params: Promise<{ slug: string }> };
const MAX_AUTHOR_BODY_BYTES = 16 * 1024;

function authorFieldsResponse(error: z.ZodError): Response {
  const fields = authorFieldErrors(error);
  const message = fieldsRefusedSentence(Object.keys(fields).length);
  return json({ code: "invalidAuthor", message, fields }, 400);
}

const authorResponse = (outcome: AuthorOutcome, successStatus = 200) =>
  outcome.ok ? json({ data: { author: outcome.author } }, successStatus) : refusalAnswer(outcome);

/** GET /api/admin/content/authors */
export async function handleAuthorList(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  return withDatabase(async () => json({ data: { authors: await newsroomAuthors() } }));
}

/** POST /api/admin/content/authors { slug, name, role, bio, avatar } → 201 */
export async function handleAuthorCreate(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_AUTHOR_BODY_BYTES, z.unknown());
  if (!body.ok) return body.response;
  const parsed = authorInputSchema.safeParse(body.data);
  if (!parsed.success) return authorFieldsResponse(parsed.error);
  return withDatabase(async () => authorResponse(await createAuthor(auth.member, parsed.data), 201));
}

/** PUT /api/admin/content/authors/<slug> { name, role, bio, avatar } (the address stays) */
export async function handleAuthorUpdate(request: Request, context: AuthorContext): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_AUTHOR_BODY_BYTES, z.unknown());
  if (!body.ok) return body.response;
  const { slug } = await context.params;
  const parsed = authorInputSchema.omit({ slug: true }).safeParse(body.data);
  if (!parsed.success) return authorFieldsResponse(parsed.error);
  return withDatabase(async () => authorResponse(await updateAuthor(auth.member, slug, parsed.data)));
}
