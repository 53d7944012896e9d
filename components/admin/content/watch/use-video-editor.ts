"use client";
// The video form's state and saving. A video is always published, so it saves only when the editor
// says so ("Save and publish"), after the same checks the server makes; a refusal's sentences sit
// beside their fields and in a summary that takes focus, as the lesson editor's do. A restored
// version (VideoRevisions.tsx) replaces the form's values, as saved.
import { useRouter } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import type { VideoEditorData, VideoFormOptions } from "@/lib/admin/video-contract";
import { saveVideo } from "@/lib/admin/video-client";
import type { VideoField } from "@/lib/watch/video-input";
import { refusalOf, ukClock } from "../story-form-values";
import type { SaveState } from "../use-story-editor";
import { SAVE_STATUS_ID, checkValues, knownAlt, valuesOf, type FieldErrors, type VideoValues } from "./video-form-values";

export function useVideoEditor(video: VideoEditorData, options: VideoFormOptions) {
  const router = useRouter();
  const [values, setValues] = useState(() => valuesOf(video.fields));
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(valuesOf(video.fields)));
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
  // Leaving with changes viewers cannot see yet asks first.
  useUnsavedWarning(dirty || saving);

  function set<K extends VideoField>(field: K, value: VideoValues[K]) {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));
  }

  /** A new poster; one of the form's pictures brings its alt text when the alt is empty or was the old picture's. */
  function setPoster(src: string) {
    const alt = knownAlt(options.images, src);
    const oldAlt = knownAlt(options.images, values.posterImage);
    set("posterImage", src);
    if (alt && (!values.posterAlt.trim() || values.posterAlt === oldAlt)) set("posterAlt", alt);
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setSaveState({ kind: "error", message });
    focusNext.current = Object.values(fields).some(Boolean) ? "summary" : "status";
  }

  /** Shows the video a restore answered as saved (viewers already see it), with the save line's time. */
  function adopt(restored: VideoEditorData) {
    const fresh = valuesOf(restored.fields);
    setValues(fresh);
    setSavedJson(JSON.stringify(fresh));
    setErrors({});
    setSaveState({ kind: "saved", at: ukClock(restored.updatedAt) });
  }

  async function save() {
    if (saving) return;
    const checked = checkValues(values);
    if (!checked.ok) return refuse(checked.fields, checked.message);
    const sentJson = JSON.stringify(values);
    setSaving(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await saveVideo(video.slug, checked.fields);
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

  return { values, errors, saveState, dirty, busy: saving, summaryRef, set, setPoster, save, adopt };
}

export type VideoEditorState = ReturnType<typeof useVideoEditor>;
