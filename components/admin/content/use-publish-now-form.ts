"use client";
// The state and saving of a newsroom form that publishes at once (a video, a playlist): it saves
// only when the editor says so ("Save and publish"), after the same checks the server makes; a
// refusal's sentences sit beside their fields and in a summary that takes focus; leaving with
// unsaved changes asks first. A restored version can replace the values, as saved (adopt). After a
// save the page refreshes (its heading follows a new title) unless the form says what happens instead
// (a new playlist opens its own editor).
import { useRouter } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import { refusalOf, ukClock } from "./story-form-values";
import type { SaveState } from "./use-story-editor";

type FieldErrors = Partial<Record<string, string>>;

export interface PublishNowFormConfig<Values, Fields, Saved extends { updatedAt: string }> {
  initial: Values;
  /** The browser's copy of the server's checks: the fields to send, or the refusal. */
  check: (values: Values) => { ok: true; fields: Fields } | { ok: false; fields: FieldErrors; message: string };
  /** Sends the checked fields; answers with what the server saved (and when), or throws its refusal. */
  send: (fields: Fields) => Promise<Saved>;
  /** The save line's element id: focus goes there after a save. */
  statusId: string;
  /** After a save: what the page does then; without it, the page refreshes. */
  after?: (saved: Saved) => void;
}

export function usePublishNowForm<Values extends object, Fields, Saved extends { updatedAt: string }>({ initial, check, send, statusId, after }: PublishNowFormConfig<Values, Fields, Saved>) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial));
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
    else if (target === "status") document.getElementById(statusId)?.focus();
  });

  const dirty = JSON.stringify(values) !== savedJson;
  // Leaving with changes readers cannot see yet asks first.
  useUnsavedWarning(dirty || saving);

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => (now[field as string] ? { ...now, [field]: undefined } : now));
  }

  /** Takes a refusal off a field the values do not hold (a new playlist's address) once it is changed. */
  function clear(field: string) {
    setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setSaveState({ kind: "error", message });
    focusNext.current = Object.values(fields).some(Boolean) ? "summary" : "status";
  }

  /** Shows values the server already saved (a restored version), with the save line's time. */
  function adopt(fresh: Values, updatedAt: string) {
    setValues(fresh);
    setSavedJson(JSON.stringify(fresh));
    setErrors({});
    setSaveState({ kind: "saved", at: ukClock(updatedAt) });
  }

  async function save() {
    if (saving) return;
    const checked = check(values);
    if (!checked.ok) return refuse(checked.fields, checked.message);
    const sentJson = JSON.stringify(values);
    setSaving(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await send(checked.fields);
      setSavedJson(sentJson);
      setErrors({});
      setSaveState({ kind: "saved", at: ukClock(saved.updatedAt) });
      focusNext.current = "status";
      if (after) after(saved);
      // The page's heading follows a new title.
      else router.refresh();
    } catch (caught) {
      const refused = refusalOf(caught);
      refuse(refused.fields, refused.message);
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saveState, dirty, busy: saving, summaryRef, set, clear, save, adopt };
}
