"use client";
// The playlist form's state and saving, as the video editor's (../watch/use-video-editor.ts): a
// playlist is always published, so it saves only when the editor says so ("Save and publish"),
// after the same checks the server makes; a refusal's sentences sit beside their fields and in a
// summary that takes focus.
import { useRouter } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import type { PlaylistEditorData } from "@/lib/admin/playlist-contract";
import { savePlaylist } from "@/lib/admin/playlist-client";
import type { PlaylistField } from "@/lib/music/playlist-input";
import { refusalOf, ukClock } from "../story-form-values";
import type { SaveState } from "../use-story-editor";
import { SAVE_STATUS_ID, checkValues, valuesOf, type FieldErrors, type PlaylistValues } from "./playlist-form-values";

export function usePlaylistEditor(playlist: PlaylistEditorData) {
  const router = useRouter();
  const [values, setValues] = useState(() => valuesOf(playlist.fields));
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(valuesOf(playlist.fields)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Focus moves in the commit that draws its target (the summary, or the save line).
  const focusNext = useRef<"summary" | "status" | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "summary") summaryRef.current?.focus();
    else if (target === "status") document.getElementById(SAVE_STATUS_ID)?.focus();
  });

  const dirty = JSON.stringify(values) !== savedJson;
  // Leaving with changes listeners cannot hear yet asks first.
  useUnsavedWarning(dirty || saving);

  function set<K extends PlaylistField>(field: K, value: PlaylistValues[K]) {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setSaveState({ kind: "error", message });
    focusNext.current = Object.values(fields).some(Boolean) ? "summary" : "status";
  }

  async function save() {
    if (saving) return;
    const checked = checkValues(values);
    if (!checked.ok) return refuse(checked.fields, checked.message);
    const sentJson = JSON.stringify(values);
    setSaving(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await savePlaylist(playlist.slug, checked.fields);
      setSavedJson(sentJson);
      setErrors({});
      setSaveState({ kind: "saved", at: ukClock(saved.updatedAt) });
      focusNext.current = "status";
      // The page's heading follows a new title.
      router.refresh();
    } catch (caught) {
      const refused = refusalOf(caught);
      refuse(refused.fields, refused.message);
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saveState, dirty, busy: saving, summaryRef, set, save };
}

export type PlaylistEditorState = ReturnType<typeof usePlaylistEditor>;
