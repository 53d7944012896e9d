// Two versions of a playlist compared (lib/music/playlist-revision-diff.ts), drawn as a video's is
// (../watch/VideoRevisionDiff.tsx, ../RevisionDiff.tsx): the tracks one title per line in the order
// they play, the colour one value per line (the old above the new), the products as chips, the
// notes keeping their lines, the title, mood and description as words; Restore opens the
// playlist's editor.
import type { PlaylistRevisionComparison } from "@/lib/admin/playlist-contract";
import { RevisionChanges, type DiffLayout } from "../RevisionDiff";
import { PlaylistRestoreButton } from "./PlaylistRevisions";

const LAYOUTS: Partial<Record<string, DiffLayout>> = { tracks: "items", products: "chips", tone: "items", notes: "lines" };
const playlistLayout = (field: string): DiffLayout => LAYOUTS[field] ?? "words";

export function PlaylistRevisionDiff({ slug, comparison }: { slug: string; comparison: PlaylistRevisionComparison }) {
  return (
    <RevisionChanges
      comparison={comparison}
      noun="playlist"
      layoutOf={playlistLayout}
      restoreButton={(revisionId, context) => <PlaylistRestoreButton slug={slug} revisionId={revisionId} context={context} />}
    />
  );
}
