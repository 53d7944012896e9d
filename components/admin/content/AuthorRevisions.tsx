"use client";
// An author's saved versions in their editor: the newsroom's revision list (./StoryRevisions.tsx
// RevisionList) bound to the author's API, as a video's is (./watch/VideoRevisions.tsx), and the
// comparison page's Restore. A restore from the list re-renders the page (router.refresh()), and
// AuthorForm takes the values the page brings, so the form shows what was restored.
import { authorEditorPath, authorRevisionsPath, type AuthorRevisionSummary } from "@/lib/admin/content-contract";
import { restoreAuthorRevision } from "@/lib/admin/content-client";
import { RestoreRevisionButton } from "./RestoreRevisionButton";
import { RevisionList } from "./StoryRevisions";

export function AuthorRevisions({ slug, revisions, unsaved = false }: { slug: string; revisions: AuthorRevisionSummary[]; unsaved?: boolean }) {
  return (
    <RevisionList
      panelId="author-revisions"
      noun="author"
      revisions={revisions}
      unsaved={unsaved}
      compareHref={(revisionId) => authorRevisionsPath(slug, revisionId)}
      restore={(revisionId) => restoreAuthorRevision(slug, revisionId)}
    />
  );
}

/** The comparison page's Restore (its props cross from the server, so the author's API is bound here). */
export function AuthorRestoreButton({ slug, revisionId, context }: { slug: string; revisionId: number; context: string }) {
  return <RestoreRevisionButton revisionId={revisionId} context={context} noun="author" restore={(id) => restoreAuthorRevision(slug, id)} editorHref={authorEditorPath(slug)} />;
}
