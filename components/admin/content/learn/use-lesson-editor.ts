"use client";
// The lesson form's state and saving, for a lesson being edited (LessonWorkspace.tsx) and one being
// written (NewLessonWorkspace.tsx). A lesson is always published, so it saves only when the
// editor says so ("Save and publish"), after the same checks the server makes; a refusal's
// sentences sit beside their fields and in a summary that takes focus. Changes that move or remove
// a part of the form say where focus goes next (an id) and what a screen reader should hear.
import { useLayoutEffect, useRef, useState } from "react";
import type { LessonEditorData } from "@/lib/admin/learn-contract";
import { notSavedSentence, withoutErrors } from "@/lib/content/field-errors";
import { lessonFieldErrors, lessonInputSchema, type LessonInput } from "@/lib/learn/lesson-input";
import { refusalOf, ukClock } from "../story-form-values";
import type { SaveState } from "../use-story-editor";
import { inputJson, toInput, valuesOf, type FieldErrors, type LessonValues } from "./lesson-form-values";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";

export const SAVE_STATUS_ID = "lesson-save-status";

/** One change to the form: the new values, the error paths it settles, and where focus goes. */
export interface LessonChange {
  recipe: (values: LessonValues) => LessonValues;
  /** Error paths (and everything under them) that the change makes stale. */
  clears: string[];
  /** The id of the control to focus once the change is drawn. */
  focus?: string;
  /** A sentence for screen readers ("Question 2 moved up."). */
  announce?: string;
}

/** Where the form's lesson goes when saved, and what the page does then. */
export interface LessonSaving {
  /** Sends the checked fields; answers the lesson as saved, or throws the server's refusal. */
  send: (fields: LessonInput) => Promise<LessonEditorData>;
  /** Refusals of what the form holds beside the lesson's fields (a new lesson's address), by path. */
  check?: (fields: LessonInput) => FieldErrors;
  /** After a save: the page follows it (a new title in the heading, a new lesson's own editor). */
  after: (saved: LessonEditorData) => void;
}

export function useLessonEditor(initial: LessonInput, saving: LessonSaving) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [savedJson, setSavedJson] = useState(() => inputJson(valuesOf(initial)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // The body editor reads its Markdown once: a new key gives it a restored lesson's body.
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

  const dirty = inputJson(values) !== savedJson;

  // Leaving with changes learners cannot see yet asks first.
  useUnsavedWarning(dirty || busy);

  function change({ recipe, clears, focus, announce }: LessonChange) {
    setValues(recipe);
    setErrors((now) => withoutErrors(now, ...clears));
    if (focus) focusNext.current = focus;
    if (announce !== undefined) setAnnouncement(announce);
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setSaveState({ kind: "error", message });
    focusNext.current = Object.keys(fields).length ? "summary" : SAVE_STATUS_ID;
  }

  /** Shows the lesson a restore answered, body and all, as saved: learners already see it. */
  function adopt(restored: LessonEditorData) {
    const fresh = valuesOf(restored.fields);
    setValues(fresh);
    setSavedJson(inputJson(fresh));
    setErrors({});
    setSaveState({ kind: "idle" });
    setBodyKey((key) => key + 1);
    setAnnouncement("Version restored: learners see it now.");
  }

  async function save() {
    if (busy) return;
    const fields = toInput(values);
    const checked = lessonInputSchema.safeParse(fields);
    const found: FieldErrors = { ...saving.check?.(fields), ...(checked.success ? {} : lessonFieldErrors(checked.error)) };
    if (Object.keys(found).length > 0) return refuse(found, notSavedSentence(Object.keys(found).length));
    setBusy(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await saving.send(fields);
      setSavedJson(JSON.stringify(fields));
      setErrors({});
      setSaveState({ kind: "saved", at: ukClock(saved.updatedAt) });
      focusNext.current = SAVE_STATUS_ID;
      saving.after(saved);
    } catch (caught) {
      const refused = refusalOf(caught);
      refuse(refused.fields as FieldErrors, refused.message);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, saveState, dirty, busy, announcement, summaryRef, bodyKey, change, save, adopt };
}

export type LessonEditorState = ReturnType<typeof useLessonEditor>;
