"use client";
// The lesson form's state and saving (./use-learn-form.ts), for a lesson being edited
// (LessonWorkspace.tsx) and one being written (NewLessonWorkspace.tsx): the lesson's own checks,
// plus any the page adds (a new lesson's address).
import type { LessonEditorData } from "@/lib/admin/learn-contract";
import { lessonFieldErrors, lessonInputSchema, type LessonInput } from "@/lib/learn/lesson-input";
import { toInput, valuesOf, type FieldErrors, type LessonValues } from "./lesson-form-values";
import { useLearnForm, type FormChange } from "./use-learn-form";

export const SAVE_STATUS_ID = "lesson-save-status";

export type LessonChange = FormChange<LessonValues>;

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
  const form = useLearnForm({
    initial: valuesOf(initial),
    toInput,
    check: (fields: LessonInput): FieldErrors => {
      const checked = lessonInputSchema.safeParse(fields);
      return { ...saving.check?.(fields), ...(checked.success ? {} : lessonFieldErrors(checked.error)) };
    },
    send: saving.send,
    after: saving.after,
    statusId: SAVE_STATUS_ID,
  });
  /** Shows the lesson a restore answered, as saved: learners already see it. */
  const adopt = (restored: LessonEditorData) => form.adopt(valuesOf(restored.fields), restored.updatedAt, "Version restored: learners see it now.");
  return { ...form, adopt };
}

export type LessonEditorState = ReturnType<typeof useLessonEditor>;
