"use client";
// The playlist form's state and saving, for a playlist being edited (PlaylistWorkspace.tsx) and one
// being written (NewPlaylistWorkspace.tsx): a newsroom form that publishes at once
// (../use-publish-now-form.ts), as the video editor's is. A restored version (PlaylistRevisions.tsx)
// replaces the form's values, as saved.
import type { PlaylistEditorData } from "@/lib/admin/playlist-contract";
import { notSavedSentence } from "@/lib/content/field-errors";
import type { PlaylistInput } from "@/lib/music/playlist-input";
import { usePublishNowForm } from "../use-publish-now-form";
import { SAVE_STATUS_ID, checkValues, valuesOf, type Checked, type FieldErrors, type PlaylistValues } from "./playlist-form-values";

/** Where the form's playlist goes when saved, and what the page does then. */
export interface PlaylistSaving {
  /** Sends the checked fields; answers the playlist as saved, or throws the server's refusal. */
  send: (fields: PlaylistInput) => Promise<PlaylistEditorData>;
  /** Refusals of what the form holds beside the playlist's fields (a new playlist's address), as sentences by field. */
  check?: (values: PlaylistValues) => FieldErrors;
  /** After a save: the page follows it (a new playlist's own editor); without it, the page refreshes. */
  after?: (saved: PlaylistEditorData) => void;
}

/** The form's own checks and `also`'s together, one "Not saved" sentence for all of them. */
function checkAll(values: PlaylistValues, also: FieldErrors): Checked {
  const checked = checkValues(values);
  const found = { ...also, ...(checked.ok ? {} : checked.fields) };
  const count = Object.values(found).filter(Boolean).length;
  if (count === 0 && checked.ok) return checked;
  return { ok: false, fields: found, message: notSavedSentence(count) };
}

export function usePlaylistEditor(initial: PlaylistInput, { send, check, after }: PlaylistSaving) {
  const form = usePublishNowForm({
    initial: valuesOf(initial),
    check: (values: PlaylistValues) => checkAll(values, check?.(values) ?? {}),
    send,
    statusId: SAVE_STATUS_ID,
    after,
  });
  return { ...form, adopt: (restored: PlaylistEditorData) => form.adopt(valuesOf(restored.fields), restored.updatedAt) };
}

export type PlaylistEditorState = ReturnType<typeof usePlaylistEditor>;
