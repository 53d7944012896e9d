import { z } from "zod";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";
import { checkPlaylistSlug, playlistFieldErrors, playlistInputSchema, type PlaylistInput } from "@/lib/music/playlist-input";
import { playlistForEditor, savePlaylist } from "@/lib/server/music/playlist-editor";
import { createPlaylist, removePlaylist } from "@/lib/server/music/playlist-lifecycle";
import { json, jsonError, readJsonBody, refusalAnswer, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// /api/admin/content/playlists/<slug>: the newsroom's playlist editor (issue 37.1), and
// /api/admin/content/playlists, where a new playlist is added. Editors only (the verified token's
// `editor` claim); a strict zod body; a save, an addition and a removal publish at once.

type Context = { params: Promise<{ slug: string }> };

/** A playlist's fields are a few lines and up to 2,000 characters of notes: 32 KB is plenty. */
const MAX_PLAYLIST_BODY_BYTES = 32 * 1024;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const playlistNotFound = () => jsonError(404, "playlistNotFound", "There is no such playlist.");

const saveBodySchema = z.strictObject({ fields: z.unknown() });
const createBodySchema = z.strictObject({ slug: z.unknown(), fields: z.unknown() });

/** The address's slug when it can be a playlist's (kebab-case, at most 100 characters), or null. */
export async function playlistSlug(context: Context): Promise<string | null> {
  const { slug } = await context.params;
  return slug.length <= 100 && SLUG.test(slug) ? slug : null;
}

/** GET: the playlist as the editor opens it. */
export async function handlePlaylistDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const slug = await playlistSlug(context);
  if (!slug) return playlistNotFound();
  return withDatabase(async () => {
    const playlist = await playlistForEditor(slug);
    return playlist ? json({ data: { playlist } }) : playlistNotFound();
  });
}

/** PUT { fields }: saves the playlist and publishes it at once. */
export async function handlePlaylistSave(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_PLAYLIST_BODY_BYTES, saveBodySchema);
  if (!body.ok) return body.response;
  const slug = await playlistSlug(context);
  if (!slug) return playlistNotFound();
  const parsed = parseFields(body.data.fields);
  if (!parsed.ok) return parsed.response;
  return withDatabase(async () => answerOf(await savePlaylist(auth.member, slug, parsed.input)));
}

/** POST { slug, fields }: adds a playlist at the end of /music and publishes it at once (201). */
export async function handlePlaylistCreate(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_PLAYLIST_BODY_BYTES, createBodySchema);
  if (!body.ok) return body.response;
  const slug = checkPlaylistSlug(body.data.slug);
  const parsed = parseFields(body.data.fields, slug.ok ? {} : { slug: slug.sentence });
  if (!parsed.ok) return parsed.response;
  if (!slug.ok) return refusal({ slug: slug.sentence });
  return withDatabase(async () => {
    const outcome = await createPlaylist(auth.member, slug.slug, parsed.input);
    return outcome.ok ? json({ data: { playlist: outcome.playlist } }, 201) : answerOf(outcome);
  });
}

/** DELETE (no body): takes the playlist off /music; its revisions stay. */
export async function handlePlaylistRemove(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const slug = await playlistSlug(context);
  if (!slug) return playlistNotFound();
  return withDatabase(async () => {
    const outcome = await removePlaylist(auth.member, slug);
    return outcome.ok ? json({ data: { removed: true } }) : playlistNotFound();
  });
}

/** A 400 naming every field that needs changing, one sentence each. */
function refusal(fields: Record<string, string>): Response {
  return json({ code: "invalidPlaylist", message: fieldsRefusedSentence(Object.keys(fields).length), fields }, 400);
}

/** The playlist's fields through the form's schema; `also` adds refusals found beside them (a new playlist's address). */
function parseFields(fields: unknown, also: Record<string, string> = {}): { ok: true; input: PlaylistInput } | { ok: false; response: Response } {
  const parsed = playlistInputSchema.safeParse(fields);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, response: refusal({ ...also, ...playlistFieldErrors(parsed.error) }) };
}

type Outcome = { ok: true; playlist: unknown } | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

function answerOf(outcome: Outcome): Response {
  if (outcome.ok) return json({ data: { playlist: outcome.playlist } });
  return refusalAnswer(outcome);
}
