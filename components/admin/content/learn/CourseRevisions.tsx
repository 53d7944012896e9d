"use client";
// A course's saved versions in its editor: the newsroom's revision list (../StoryRevisions.tsx
// RevisionList) bound to the course's API, as a playlist's is (../listen/PlaylistRevisions.tsx),
// and the comparison page's Restore.
import { courseEditorPath, courseRevisionsPath, type CourseEditorData, type CourseRevisionSummary } from "@/lib/admin/learn-contract";
import { restoreCourseRevision } from "@/lib/admin/learn-client";
import { RestoreRevisionButton } from "../RestoreRevisionButton";
import { RevisionList } from "../StoryRevisions";

export interface CourseRevisionsProps {
  course: string;
  revisions: CourseRevisionSummary[];
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (course: CourseEditorData) => void;
}

export function CourseRevisions({ course, ...rest }: CourseRevisionsProps) {
  return (
    <RevisionList
      panelId="course-revisions"
      noun="course"
      compareHref={(revisionId) => courseRevisionsPath(course, revisionId)}
      restore={(revisionId) => restoreCourseRevision(course, revisionId)}
      {...rest}
    />
  );
}

/** The comparison page's Restore (its props cross from the server, so the course's API is bound here). */
export function CourseRestoreButton({ course, revisionId, context }: { course: string; revisionId: number; context: string }) {
  return <RestoreRevisionButton revisionId={revisionId} context={context} noun="course" restore={(id) => restoreCourseRevision(course, id)} editorHref={courseEditorPath(course)} />;
}
