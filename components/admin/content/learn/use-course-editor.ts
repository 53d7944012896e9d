"use client";
// The course form's state and saving, as the lesson form's (use-lesson-editor.ts): a course is
// always published, so it saves only when the editor says so ("Save and publish"), after the same
// checks the server makes; a refusal's sentences sit beside their fields and in a summary that
// takes focus. Changes that move or remove a part of the form say where focus goes next and what a
// screen reader should hear. A restored version (CourseRevisions.tsx) replaces the form's values,
// as saved.
import { useRouter } from "next/navigation";
import { useLayoutEffect, useRef, useState } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import type { CourseEditorData } from "@/lib/admin/learn-contract";
import { notSavedSentence, withoutErrors } from "@/lib/content/field-errors";
import { saveCourse } from "@/lib/admin/learn-client";
import { courseFieldErrors, courseInputSchema } from "@/lib/learn/course-input";
import { refusalOf, ukClock } from "../story-form-values";
import type { SaveState } from "../use-story-editor";
import { inputJson, toInput, valuesOf, type CourseValues, type FieldErrors } from "./course-form-values";

export const COURSE_SAVE_STATUS_ID = "course-save-status";

/** One change to the form: the new values, the error paths it settles, and where focus goes. */
export interface CourseChange {
  recipe: (values: CourseValues) => CourseValues;
  /** Error paths (and everything under them) that the change makes stale. */
  clears: string[];
  /** The id of the control to focus once the change is drawn. */
  focus?: string;
  /** A sentence for screen readers ("Lesson moved up."). */
  announce?: string;
}

export function useCourseEditor(course: CourseEditorData) {
  const router = useRouter();
  const [values, setValues] = useState(() => valuesOf(course));
  const [savedJson, setSavedJson] = useState(() => inputJson(valuesOf(course)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // The body editor reads its Markdown once: a new key gives it a restored course's introduction.
  const [bodyKey, setBodyKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Focus moves in the commit that draws its target: a layout effect, so no frame shows it unfocused.
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "summary") summaryRef.current?.focus();
    else if (target) document.getElementById(target)?.focus();
  });

  const dirty = inputJson(values) !== savedJson;
  // Leaving with changes learners cannot see yet asks first.
  useUnsavedWarning(dirty || saving);

  function change({ recipe, clears, focus, announce }: CourseChange) {
    setValues(recipe);
    setErrors((now) => withoutErrors(now, ...clears));
    if (focus) focusNext.current = focus;
    if (announce !== undefined) setAnnouncement(announce);
  }

  function refuse(fields: FieldErrors, message: string) {
    setErrors(fields);
    setSaveState({ kind: "error", message });
    focusNext.current = Object.keys(fields).length ? "summary" : COURSE_SAVE_STATUS_ID;
  }

  /** Shows the course a restore answered (its lessons in their restored order), as saved: learners already see it. */
  function adopt(restored: CourseEditorData) {
    const fresh = valuesOf(restored);
    setValues(fresh);
    setSavedJson(inputJson(fresh));
    setErrors({});
    setSaveState({ kind: "saved", at: ukClock(restored.updatedAt ?? new Date().toISOString()) });
    setBodyKey((key) => key + 1);
    setAnnouncement("Version restored: learners see it now.");
  }

  async function save() {
    if (saving) return;
    const fields = toInput(values);
    const checked = courseInputSchema.safeParse(fields);
    if (!checked.success) {
      const found = courseFieldErrors(checked.error);
      return refuse(found, notSavedSentence(Object.keys(found).length));
    }
    setSaving(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await saveCourse(course.slug, fields);
      setSavedJson(JSON.stringify(fields));
      setErrors({});
      setSaveState({ kind: "saved", at: ukClock(saved.updatedAt ?? new Date().toISOString()) });
      focusNext.current = COURSE_SAVE_STATUS_ID;
      // The page's heading follows a new title.
      router.refresh();
    } catch (caught) {
      const refused = refusalOf(caught);
      refuse(refused.fields as FieldErrors, refused.message);
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saveState, dirty, busy: saving, announcement, summaryRef, bodyKey, change, save, adopt };
}

export type CourseEditorState = ReturnType<typeof useCourseEditor>;
