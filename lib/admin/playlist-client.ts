"use client";
// The browser's side of the newsroom's playlist API (issue 37.1, lib/admin/playlist-contract.ts): a
// save goes through postAdminAction (lib/admin/client.ts), so it carries the editor's Bearer token
// and a refusal comes back as an AdminActionError with the server's sentence and the fields it names.
import { postAdminAction } from "@/lib/admin/client";
import { playlistApiPath, type PlaylistAnswer, type PlaylistEditorData } from "@/lib/admin/playlist-contract";
import type { PlaylistInputBody } from "@/lib/music/playlist-input";

/** PUT /api/admin/content/playlists/<slug>: saves the playlist and publishes it at once. */
export async function savePlaylist(slug: string, fields: PlaylistInputBody): Promise<PlaylistEditorData> {
  return (await postAdminAction<PlaylistAnswer["data"]>(playlistApiPath(encodeURIComponent(slug)), { fields }, "This playlist no longer exists.", "PUT")).playlist;
}
