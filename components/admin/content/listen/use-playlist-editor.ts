"use client";
// The playlist form's state and saving: a newsroom form that publishes at once (../use-publish-now-form.ts),
// as the video editor's is. A restored version (PlaylistRevisions.tsx) replaces the form's values, as saved.
import type { PlaylistEditorData } from "@/lib/admin/playlist-contract";
import { savePlaylist } from "@/lib/admin/playlist-client";
import { usePublishNowForm } from "../use-publish-now-form";
import { SAVE_STATUS_ID, checkValues, valuesOf } from "./playlist-form-values";

export function usePlaylistEditor(playlist: PlaylistEditorData) {
  const form = usePublishNowForm({
    initial: valuesOf(playlist.fields),
    check: checkValues,
    send: (fields) => savePlaylist(playlist.slug, fields),
    statusId: SAVE_STATUS_ID,
  });
  return { ...form, adopt: (restored: PlaylistEditorData) => form.adopt(valuesOf(restored.fields), restored.updatedAt) };
}

export type PlaylistEditorState = ReturnType<typeof usePlaylistEditor>;
