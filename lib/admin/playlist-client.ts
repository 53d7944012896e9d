"use client";
// The browser's side of the newsroom's playlist API (issue 37.1, lib/admin/playlist-contract.ts): a
// save, an addition, a removal and a restore go through sendAdminRequest (lib/admin/client.ts), so
// they carry the editor's Bearer token and a refusal comes back as an AdminActionError with the
// server's sentence (and, for a save or an addition, the fields it names).
import { postAdminAction, sendAdminRequest } from "@/lib/admin/client";
import { NEW_PLAYLIST_API_PATH, playlistApiPath, playlistRestoreApiPath, type PlaylistAnswer, type PlaylistEditorData } from "@/lib/admin/playlist-contract";
import type { PlaylistInputBody } from "@/lib/music/playlist-input";

/** PUT /api/admin/content/playlists/<slug>: saves the playlist and publishes it at once. */
export async function savePlaylist(slug: string, fields: PlaylistInputBody): Promise<PlaylistEditorData> {
  return (await postAdminAction<PlaylistAnswer["data"]>(playlistApiPath(encodeURIComponent(slug)), { fields }, "This playlist no longer exists.", "PUT")).playlist;
}

/** POST /api/admin/content/playlists { slug, fields }: adds the playlist at the end of /music and publishes it at once. */
export async function createPlaylist(slug: string, fields: PlaylistInputBody): Promise<PlaylistEditorData> {
  return (await postAdminAction<PlaylistAnswer["data"]>(NEW_PLAYLIST_API_PATH, { slug, fields }, "The newsroom could not add the playlist.")).playlist;
}

/** DELETE /api/admin/content/playlists/<slug>: takes the playlist off /music. */
export async function removePlaylist(slug: string): Promise<void> {
  await sendAdminRequest<{ removed: true }>(playlistApiPath(encodeURIComponent(slug)), { method: "DELETE" }, { 404: "There is no such playlist." });
}

/** POST …/revisions/<id>/restore (an empty body): the playlist as it was at that revision, published as a new one. */
export async function restorePlaylistRevision(slug: string, revision: number): Promise<PlaylistEditorData> {
  const path = playlistRestoreApiPath(encodeURIComponent(slug), revision);
  return (await sendAdminRequest<PlaylistAnswer["data"]>(path, { method: "POST", json: {} }, { 404: "This playlist or revision no longer exists." })).playlist;
}
