// Two versions of a course compared (lib/learn/course-revision-diff.ts), drawn as a playlist's are
// (../listen/PlaylistRevisionDiff.tsx): the lessons one per line in their order, the level,
// illustration and tone one value per line (the old above the new), the outcomes one per line, the
// introduction keeping its lines, the title, audience and summary as words; Restore opens the
// course's editor.
import type { CourseRevisionComparison } from "@/lib/admin/learn-contract";
import { RevisionChanges, type DiffLayout } from "../RevisionDiff";
import { CourseRestoreButton } from "./CourseRevisions";

const LAYOUTS: Partial<Record<string, DiffLayout>> = { lessons: "items", outcomes: "items", level: "items", illustration: "items", tone: "items", body: "lines" };
const courseLayout = (field: string): DiffLayout => LAYOUTS[field] ?? "words";

export function CourseRevisionDiff({ course, comparison }: { course: string; comparison: CourseRevisionComparison }) {
  return (
    <RevisionChanges
      comparison={comparison}
      noun="course"
      layoutOf={courseLayout}
      restoreButton={(revisionId, context) => <CourseRestoreButton course={course} revisionId={revisionId} context={context} />}
    />
  );
}
