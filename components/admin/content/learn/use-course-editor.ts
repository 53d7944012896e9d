"use client";
// The course form's state and saving (./use-learn-form.ts): the course's checks, a save that
// refreshes the page (its heading follows a new title), and a restored version (CourseRevisions.tsx)
// shown with its lessons in their restored order.
import { useRouter } from "next/navigation";
import type { CourseEditorData } from "@/lib/admin/learn-contract";
import { saveCourse } from "@/lib/admin/learn-client";
import { courseFieldErrors, courseInputSchema, type CourseInput } from "@/lib/learn/course-input";
import { toInput, valuesOf, type CourseValues, type FieldErrors } from "./course-form-values";
import { useLearnForm, type FormChange } from "./use-learn-form";

export const COURSE_SAVE_STATUS_ID = "course-save-status";

export type CourseChange = FormChange<CourseValues>;

export function useCourseEditor(course: CourseEditorData) {
  const router = useRouter();
  const form = useLearnForm({
    initial: valuesOf(course),
    toInput,
    check: (fields: CourseInput): FieldErrors => {
      const checked = courseInputSchema.safeParse(fields);
      return checked.success ? {} : courseFieldErrors(checked.error);
    },
    send: (fields: CourseInput) => saveCourse(course.slug, fields),
    after: () => router.refresh(),
    statusId: COURSE_SAVE_STATUS_ID,
  });
  /** Shows the course a restore answered, as saved: learners already see it. */
  const adopt = (restored: CourseEditorData) => form.adopt(valuesOf(restored), restored.updatedAt, "Version restored: learners see it now.");
  return { ...form, adopt };
}

export type CourseEditorState = ReturnType<typeof useCourseEditor>;
