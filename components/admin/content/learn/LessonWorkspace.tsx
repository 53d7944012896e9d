"use client";
// The newsroom's lesson editor (issue 37.6): a LEARN lesson's words, takeaways, Markdown body and
// quiz in one form, saved and published together, with its saved versions beside it (issue 37.4:
// LessonRevisions.tsx) as a story's are. The quiz's warnings follow the editor's typing
// (QuizWarnings.tsx), and a way to take the lesson out of its course (RemoveLesson.tsx). State and
// saving: use-lesson-editor.ts; the fields: LessonFields.tsx and QuizEditor.tsx; the form is
// shared with a new lesson's page (NewLessonWorkspace.tsx). Looks: ../StoryWorkspace.css.
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { saveLesson } from "@/lib/admin/learn-client";
import type { LessonEditorData, LessonRevisionSummary } from "@/lib/admin/learn-contract";
import { Panel } from "../../Panel";
import { PublishNowBar } from "../PublishNowBar";
import { LessonFields } from "./LessonFields";
import { LessonRevisions } from "./LessonRevisions";
import { QuizEditor } from "./QuizEditor";
import { RemoveLesson } from "./RemoveLesson";
import { summaryOf } from "./lesson-form-values";
import { SAVE_STATUS_ID, useLessonEditor, type LessonEditorState } from "./use-lesson-editor";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";

export function LessonWorkspace({ lesson, revisions }: { lesson: LessonEditorData; revisions: LessonRevisionSummary[] }) {
  const router = useRouter();
  const editor = useLessonEditor(lesson.fields, {
    send: (fields) => saveLesson(lesson.course.slug, lesson.slug, fields),
    // The page's heading follows a new title.
    after: () => router.refresh(),
  });
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <LessonForm label={`Edit lesson: ${lesson.fields.title}`} editor={editor} view={{ path: lesson.publicPath, label: "View lesson" }} />
      </div>
      <div className={story.side}>
        <LessonRevisions course={lesson.course.slug} lesson={lesson.slug} revisions={revisions} disabled={editor.busy} unsaved={editor.dirty} onRestored={editor.adopt} />
        <RemoveLesson lesson={lesson} busy={editor.busy} />
      </div>
    </div>
  );
}

export interface LessonFormProps {
  /** The form's accessible name. */
  label: string;
  editor: LessonEditorState;
  /** The public page, once the lesson has one. */
  view?: { path: string; label: string };
  /** A field under the title (a new lesson's address); a new lesson has no saved version yet. */
  children?: ReactNode;
}

/** The lesson's fields and its quiz, saved and published together. */
export function LessonForm({ label, editor, view, children }: LessonFormProps) {
  const summary = summaryOf(editor.errors, editor.values);
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={label}
      aria-busy={editor.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Panel id="lesson-fields" title="Lesson">
        <div className={story.form}>
          {summary.length > 0 && <ErrorSummary id="lesson" errors={summary} summaryRef={editor.summaryRef} level="h3" />}
          <LessonFields editor={editor} afterTitle={children} />
        </div>
      </Panel>
      <Panel id="lesson-quiz" title="Quiz" aside={quizCount(editor.values.quiz.length)}>
        <QuizEditor editor={editor} />
      </Panel>
      <PublishNowBar kind="lesson" statusId={SAVE_STATUS_ID} busy={editor.busy} dirty={editor.dirty} saveState={editor.saveState} audience="Learners" view={view} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {editor.announcement}
      </p>
    </form>
  );
}

const quizCount = (questions: number) => (questions === 0 ? "No quiz" : questions === 1 ? "1 question" : `${questions} questions`);
