"use client";
// A video's saved versions in its editor: the newsroom's revision list (../StoryRevisions.tsx
// RevisionList) bound to the video's API, as a lesson's is (../learn/LessonRevisions.tsx), and the
// comparison page's Restore.
import { videoEditorPath, videoRevisionsPath, type VideoEditorData, type VideoRevisionSummary } from "@/lib/admin/video-contract";
import { restoreVideoRevision } from "@/lib/admin/video-client";
import { RestoreRevisionButton } from "../RestoreRevisionButton";
import { RevisionList } from "../StoryRevisions";

export interface VideoRevisionsProps {
  slug: string;
  revisions: VideoRevisionSummary[];
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (video: VideoEditorData) => void;
}

export function VideoRevisions({ slug, ...rest }: VideoRevisionsProps) {
  return (
    <RevisionList
      panelId="video-revisions"
      noun="video"
      compareHref={(revisionId) => videoRevisionsPath(slug, revisionId)}
      restore={(revisionId) => restoreVideoRevision(slug, revisionId)}
      {...rest}
    />
  );
}

/** The comparison page's Restore (its props cross from the server, so the video's API is bound here). */
export function VideoRestoreButton({ slug, revisionId, context }: { slug: string; revisionId: number; context: string }) {
  return <RestoreRevisionButton revisionId={revisionId} context={context} noun="video" restore={(id) => restoreVideoRevision(slug, id)} editorHref={videoEditorPath(slug)} />;
}
