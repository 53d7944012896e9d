// Two versions of a lesson compared (lib/learn/lesson-revision-diff.ts), drawn as a story's are
// (../RevisionDiff.tsx): the takeaways one per line, the body and the quiz keeping their lines, the
// title and summary as words; Restore opens the lesson's editor.
import type { LessonRevisionComparison } from "@/lib/admin/learn-contract";
import { RevisionChanges, type DiffLayout } from "../RevisionDiff";
import { LessonRestoreButton } from "./LessonRevisions";

const lessonLayout = (field: string): DiffLayout => (field === "takeaways" ? "items" : field === "body" || field === "quiz" ? "lines" : "words");

export function LessonRevisionDiff({ course, lesson, comparison }: { course: string; lesson: string; comparison: LessonRevisionComparison }) {
  return (
    <RevisionChanges
      comparison={comparison}
      noun="lesson"
      layoutOf={lessonLayout}
      restoreButton={(revisionId, context) => <LessonRestoreButton course={course} lesson={lesson} revisionId={revisionId} context={context} />}
    />
  );
}
