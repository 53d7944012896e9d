// Two versions of an author compared (lib/content/author-revision-diff.ts), drawn as a story's and
// a video's are (./RevisionDiff.tsx): the biography keeping its lines, the avatar's path one value
// per line (the old above the new), the name and role as words; Restore opens the author's editor.
import type { AuthorRevisionComparison } from "@/lib/admin/content-contract";
import { AuthorRestoreButton } from "./AuthorRevisions";
import { RevisionChanges, type DiffLayout } from "./RevisionDiff";

const LAYOUTS: Partial<Record<string, DiffLayout>> = { bio: "lines", avatar: "items" };
const authorLayout = (field: string): DiffLayout => LAYOUTS[field] ?? "words";

export function AuthorRevisionDiff({ slug, comparison }: { slug: string; comparison: AuthorRevisionComparison }) {
  return (
    <RevisionChanges
      comparison={comparison}
      noun="author"
      layoutOf={authorLayout}
      restoreButton={(revisionId, context) => <AuthorRestoreButton slug={slug} revisionId={revisionId} context={context} />}
    />
  );
}
