"use client";
// The newsroom's course editor: what a LEARN course page says about itself (title, audience, level,
// summary, outcomes, illustration, tone and its Markdown introduction) and the order of its
// lessons, in one form saved and published together, with the lesson editor's save bar and its
// saved versions beside it (CourseRevisions.tsx), as a lesson's are (LessonWorkspace.tsx). State
// and saving: use-course-editor.ts; the fields: CourseEditorFields.tsx and CourseEditorLessons.tsx.
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import type { CourseEditorData, CourseRevisionSummary } from "@/lib/admin/learn-contract";
import { Panel } from "../../Panel";
import { PublishNowBar } from "../PublishNowBar";
import { CourseEditorFields } from "./CourseEditorFields";
import { CourseEditorLessons } from "./CourseEditorLessons";
import { CourseRevisions } from "./CourseRevisions";
import { summaryOf } from "./course-form-values";
import { COURSE_SAVE_STATUS_ID, useCourseEditor, type CourseEditorState } from "./use-course-editor";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";

export interface CourseEditorProps {
  course: CourseEditorData;
  /** Its saved versions (the list says when there are none). */
  revisions?: CourseRevisionSummary[];
}

export function CourseEditor({ course, revisions = [] }: CourseEditorProps) {
  const editor = useCourseEditor(course);
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <CourseForm course={course} editor={editor} />
      </div>
      <div className={story.side}>
        <CourseRevisions course={course.slug} revisions={revisions} disabled={editor.busy} unsaved={editor.dirty} onRestored={editor.adopt} />
      </div>
    </div>
  );
}

function CourseForm({ course, editor }: { course: CourseEditorData; editor: CourseEditorState }) {
  const summary = summaryOf(editor.errors, editor.values);
  const lessons = editor.values.lessons.length;
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={`Edit course: ${course.fields.title}`}
      aria-busy={editor.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      {!course.written && (
        <p className={story.help} data-testid="course-not-written">
          This course has no text yet: learners see that it is being written. Saving publishes it.
        </p>
      )}
      <Panel id="course-fields" title="Course">
        <div className={story.form}>
          {summary.length > 0 && <ErrorSummary id="course" errors={summary} summaryRef={editor.summaryRef} level="h3" />}
          <CourseEditorFields editor={editor} />
        </div>
      </Panel>
      <Panel id="course-lessons" title="Lessons" aside={lessons === 1 ? "1 lesson" : `${lessons} lessons`}>
        <CourseEditorLessons course={course.slug} editor={editor} />
      </Panel>
      <PublishNowBar kind="course" statusId={COURSE_SAVE_STATUS_ID} busy={editor.busy} dirty={editor.dirty} saveState={editor.saveState} audience="Learners" view={{ path: course.publicPath, label: "View course" }} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {editor.announcement}
      </p>
    </form>
  );
}
