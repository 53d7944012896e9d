"use client";
// Taking a lesson out of its course, asked once: learners stop seeing it at once and the lessons
// after it move up. Its revisions stay on record. A refusal (it was already removed) is said here,
// in a line that takes focus; success goes back to the course's editor.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { courseEditorPath, type LessonEditorData } from "@/lib/admin/learn-contract";
import { removeLesson } from "@/lib/admin/learn-client";
import { Panel } from "../../Panel";
import { ConfirmAction } from "../ConfirmAction";
import { refusalOf } from "../story-form-values";
import story from "../StoryWorkspace.module.css";
import status from "../StoryStatusPanel.module.css";

export function RemoveLesson({ lesson, busy }: { lesson: Pick<LessonEditorData, "course" | "slug">; busy: boolean }) {
  const router = useRouter();
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  async function remove() {
    setRemoving(true);
    setError("");
    try {
      await removeLesson(lesson.course.slug, lesson.slug);
      router.push(courseEditorPath(lesson.course.slug));
      return true;
    } catch (caught) {
      setError(refusalOf(caught).message);
      setRemoving(false);
      requestAnimationFrame(() => errorRef.current?.focus());
      return true;
    }
  }
  return (
    <Panel id="lesson-remove" title="Remove from the course">
      <p className={story.hint}>Learners stop seeing this lesson at once. Its saved versions are kept.</p>
      <ConfirmAction
        busy={busy || removing}
        label="Remove lesson"
        confirmLabel="Yes, remove it"
        variant="danger"
        question={`Take this lesson out of ${lesson.course.title}? Its page stops working and the lessons after it move up.`}
        onConfirm={remove}
      />
      <p ref={errorRef} className={error ? status.error : undefined} role="status" aria-live="polite" tabIndex={-1}>
        {error}
      </p>
    </Panel>
  );
}
