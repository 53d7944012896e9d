import { z } from "zod";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";
import { playlistFieldErrors, playlistInputSchema } from "@/lib/music/playlist-input";
import { playlistForEditor, savePlaylist } from "@/lib/server/music/playlist-editor";
import { json, jsonError, readJsonBody, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// /api/admin/content/playlists/<slug>: the newsroom's playlist editor (issue 37.1). Editors only
// (the verified token's `editor` claim); a strict zod body; a save publishes at once, as a video's.

type Context = { params: Promise<{ slug: string }> };

/** A playlist's fields are a few lines and up to 2,000 characters of notes: 32 KB is plenty. */
const MAX_PLAYLIST_BODY_BYTES = 32 * 1024;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const playlistNotFound = () => jsonError(404, "playlistNotFound", "There is no such playlist.");

const saveBodySchema = z.strictObject({ fields: z.unknown() });

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
  const parsed = playlistInputSchema.safeParse(body.data.fields);
  if (!parsed.success) {
    const fields = playlistFieldErrors(parsed.error);
    return json({ code: "invalidPlaylist", message: fieldsRefusedSentence(Object.keys(fields).length), fields }, 400);
  }
  return withDatabase(async () => {
    const outcome = await savePlaylist(auth.member, slug, parsed.data);
    return outcome.ok ? json({ data: { playlist: outcome.playlist } }) : json({ code: outcome.code, message: outcome.message, ...(outcome.fields ? { fields: outcome.fields } : {}) }, outcome.status);
  });
}
