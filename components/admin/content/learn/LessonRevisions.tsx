"use client";
// A lesson's saved versions in its editor (issue 37.4): the newsroom's revision list
// (../StoryRevisions.tsx RevisionList) bound to the lesson's API, and the comparison page's Restore.
import { lessonEditorPath, lessonRevisionsPath, type LessonEditorData, type LessonRevisionSummary } from "@/lib/admin/learn-contract";
import { restoreLessonRevision } from "@/lib/admin/learn-client";
import { RestoreRevisionButton } from "../RestoreRevisionButton";
import { RevisionList } from "../StoryRevisions";

export interface LessonRevisionsProps {
  course: string;
  lesson: string;
  revisions: LessonRevisionSummary[];
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (lesson: LessonEditorData) => void;
}

export function LessonRevisions({ course, lesson, ...rest }: LessonRevisionsProps) {
  return (
    <RevisionList
      panelId="lesson-revisions"
      noun="lesson"
      compareHref={(revisionId) => lessonRevisionsPath(course, lesson, revisionId)}
      restore={(revisionId) => restoreLessonRevision(course, lesson, revisionId)}
      {...rest}
    />
  );
}

/** The comparison page's Restore (its props cross from the server, so the lesson's API is bound here). */
export function LessonRestoreButton({ course, lesson, revisionId, context }: { course: string; lesson: string; revisionId: number; context: string }) {
  return <RestoreRevisionButton revisionId={revisionId} context={context} noun="lesson" restore={(id) => restoreLessonRevision(course, lesson, id)} editorHref={lessonEditorPath(course, lesson)} />;
}
