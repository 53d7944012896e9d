"use client";
// The course's lessons in their order, each with Up and Down buttons and a link to its editor. The
// order is saved with the course; focus stays on the moved lesson's button (or its other one at an
// end) and a screen reader hears where the lesson went. A new lesson is written on its own page.
import Link from "next/link";
import { lessonEditorPath, newLessonPath } from "@/lib/admin/learn-contract";
import { FieldError } from "../StoryField";
import { errorAt, fieldId, moveButtonId, moveLesson } from "./course-form-values";
import type { CourseEditorState } from "./use-course-editor";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";

type Editor = Pick<CourseEditorState, "values" | "errors" | "change">;

export function CourseEditorLessons({ course, editor }: { course: string; editor: Editor }) {
  const { values, errors, change } = editor;
  const { lessons } = values;
  const id = fieldId("lessons");
  const error = errorAt(errors, "lessons");
  const move = (index: number, direction: "up" | "down") => {
    const to = direction === "up" ? index - 1 : index + 1;
    const atEnd = to === 0 || to === lessons.length - 1;
    const stays = atEnd ? (direction === "up" ? "down" : "up") : direction;
    change({
      recipe: (now) => ({ ...now, lessons: moveLesson(now.lessons, index, to) }),
      clears: ["lessons"],
      focus: moveButtonId(to, stays),
      announce: `${lessons[index].title} moved ${direction}: lesson ${to + 1} of ${lessons.length}.`,
    });
  };
  const add = (
    <p>
      <Link href={newLessonPath(course)} className={styles.add}>
        Add a lesson
      </Link>
    </p>
  );
  if (lessons.length === 0)
    return (
      <>
        <p className={story.hint}>This course has no lessons yet.</p>
        {add}
      </>
    );
  return (
    <div id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <p className={story.hint}>Learners take the lessons in this order; it is saved with the course.</p>
      <FieldError id={id} error={error} />
      <ol className={styles.takeaways} aria-label="Lessons in order">
        {lessons.map((lesson, index) => (
          <li key={lesson.slug} className={styles.lessonRow} data-testid="course-lesson">
            <span>
              {index + 1}. <Link href={lessonEditorPath(course, lesson.slug)}>{lesson.title}</Link>
            </span>
            <span className={styles.moves}>
              {index > 0 && (
                <button type="button" id={moveButtonId(index, "up")} className={styles.tool} aria-label={`Up: move ${lesson.title} up`} onClick={() => move(index, "up")}>
                  Up
                </button>
              )}
              {index < lessons.length - 1 && (
                <button type="button" id={moveButtonId(index, "down")} className={styles.tool} aria-label={`Down: move ${lesson.title} down`} onClick={() => move(index, "down")}>
                  Down
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {add}
    </div>
  );
}
