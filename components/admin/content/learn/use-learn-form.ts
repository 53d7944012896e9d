"use client";
// The state and saving of LEARN's newsroom forms (a lesson: use-lesson-editor.ts; a course:
// use-course-editor.ts). Both publish at once, so they save only when the editor says so ("Save
// and publish"), after the same checks the server makes; a refusal's sentences sit beside their
// fields and in a summary that takes focus. Their lists (takeaways, questions, lessons) move and
// shrink, so a change says which error paths it settles, where focus goes next (an id) and what a
// screen reader should hear. A restored version replaces the values, as saved.
import { useLayoutEffect, useRef, useState } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import { notSavedSentence, withoutErrors } from "@/lib/content/field-errors";
import { refusalOf, ukClock } from "../story-form-values";
import type { SaveState } from "../use-story-editor";

export type FieldErrors = Record<string, string>;

/** One change to the form: the new values, the error paths it settles, and where focus goes. */
export interface FormChange<Values> {
  recipe: (values: Values) => Values;
  /** Error paths (and everything under them) that the change makes stale. */
  clears: string[];
  /** The id of the control to focus once the change is drawn. */
  focus?: string;
  /** A sentence for screen readers ("Question 2 moved up."). */
  announce?: string;
}

export interface LearnFormConfig<Values, Input, Saved extends { updatedAt: string | null }> {
  initial: Values;
  /** The values as the API takes them (also what "unsaved changes" compares). */
  toInput: (values: Values) => Input;
  /** The browser's copy of the server's checks: refusals by path; none, and it is sent. */
  check: (input: Input) => FieldErrors;
  /** Sends the checked input; answers what the server saved, or throws its refusal. */
  send: (input: Input) => Promise<Saved>;
  /** After a save: the page follows it (a new title in the heading, a new lesson's own editor). */
  after: (saved: Saved) => void;
  /** The save line's element id: focus goes there after a save or a refusal without fields. */
  statusId: string;
}

const savedAt = (at: string | null) => ukClock(at ?? new Date().toISOString());

export function useLearnForm<Values, Input, Saved extends { updatedAt: string | null }>(config: LearnFormConfig<Values, Input, Saved>) {
  const { toInput, statusId } = config;
  const json = (values: Values) => JSON.stringify(toInput(values));
  const [values, setValues] = useState(config.initial);
  const [savedJson, setSavedJson] = useState(() => json(config.initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // The body editor reads its Markdown once: a new key gives it a restored version's.
  const [bodyKey, setBodyKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Focus moves in the commit that draws its target ("summary", or an element's id): a layout
  // effect, so no frame ever shows the target without focus on it.
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "summary") summaryRef.current?.focus();
    else if (target) document.getElementById(target)?.focus();
  });

  const dirty = json(values) !== savedJson;
  // Leaving with changes learners cannot see yet asks first.
  useUnsavedWarning(dirty || busy);

  function change({ recipe, clears, focus, announce }: FormChange<Values>) {
    setValues(recipe);
    setErrors((now) => withoutErrors(now, ...clears));
    if (focus) focusNext.current = focus;
    if (announce !== undefined) setAnnouncement(announce);
  }

  /** Drops a field's error when it is edited outside the form's values (the new lesson's address). */
  function clearError(field: string) {
    setErrors((now) => withoutErrors(now, field));
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setSaveState({ kind: "error", message });
    focusNext.current = Object.keys(fields).length ? "summary" : statusId;
  }

  /** Shows a version the server already published (a restore), body and all, as saved. */
  function adopt(fresh: Values, updatedAt: string | null, announce: string) {
    setValues(fresh);
    setSavedJson(json(fresh));
    setErrors({});
    setSaveState({ kind: "saved", at: savedAt(updatedAt) });
    setBodyKey((key) => key + 1);
    setAnnouncement(announce);
  }

  async function save() {
    if (busy) return;
    const input = toInput(values);
    const found = config.check(input);
    if (Object.keys(found).length > 0) return refuse(found, notSavedSentence(Object.keys(found).length));
    setBusy(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await config.send(input);
      setSavedJson(JSON.stringify(input));
      setErrors({});
      setSaveState({ kind: "saved", at: savedAt(saved.updatedAt) });
      focusNext.current = statusId;
      config.after(saved);
    } catch (caught) {
      const refused = refusalOf(caught);
      refuse(refused.fields as FieldErrors, refused.message);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, saveState, dirty, busy, announcement, summaryRef, bodyKey, change, clearError, save, adopt };
}
