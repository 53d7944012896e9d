"use client";
// Taking a lesson out of its course (../RemovePanel.tsx): learners stop seeing it and the lessons
// after it move up; the editor goes back to the course's editor.
import { courseEditorPath, type LessonEditorData } from "@/lib/admin/learn-contract";
import { removeLesson } from "@/lib/admin/learn-client";
import { RemovePanel } from "../RemovePanel";

export function RemoveLesson({ lesson, busy }: { lesson: Pick<LessonEditorData, "course" | "slug">; busy: boolean }) {
  return (
    <RemovePanel
      id="lesson-remove"
      title="Remove from the course"
      hint="Learners stop seeing this lesson at once. Its saved versions are kept."
      label="Remove lesson"
      question={`Take this lesson out of ${lesson.course.title}? Its page stops working and the lessons after it move up.`}
      busy={busy}
      remove={() => removeLesson(lesson.course.slug, lesson.slug)}
      leaveTo={courseEditorPath(lesson.course.slug)}
    />
  );
}
