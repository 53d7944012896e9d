"use client";
// A playlist's saved versions in its editor: the newsroom's revision list (../StoryRevisions.tsx
// RevisionList) bound to the playlist's API, as a video's is (../watch/VideoRevisions.tsx), and the
// comparison page's Restore.
import { playlistEditorPath, playlistRevisionsPath, type PlaylistEditorData, type PlaylistRevisionSummary } from "@/lib/admin/playlist-contract";
import { restorePlaylistRevision } from "@/lib/admin/playlist-client";
import { RestoreRevisionButton } from "../RestoreRevisionButton";
import { RevisionList } from "../StoryRevisions";

export interface PlaylistRevisionsProps {
  slug: string;
  revisions: PlaylistRevisionSummary[];
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (playlist: PlaylistEditorData) => void;
}

export function PlaylistRevisions({ slug, ...rest }: PlaylistRevisionsProps) {
  return (
    <RevisionList
      panelId="playlist-revisions"
      noun="playlist"
      compareHref={(revisionId) => playlistRevisionsPath(slug, revisionId)}
      restore={(revisionId) => restorePlaylistRevision(slug, revisionId)}
      {...rest}
    />
  );
}

/** The comparison page's Restore (its props cross from the server, so the playlist's API is bound here). */
export function PlaylistRestoreButton({ slug, revisionId, context }: { slug: string; revisionId: number; context: string }) {
  return <RestoreRevisionButton revisionId={revisionId} context={context} noun="playlist" restore={(id) => restorePlaylistRevision(slug, id)} editorHref={playlistEditorPath(slug)} />;
}
