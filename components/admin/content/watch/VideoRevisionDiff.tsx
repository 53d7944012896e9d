// Two versions of a video compared (lib/watch/video-revision-diff.ts), drawn as a story's and a
// lesson's are (../RevisionDiff.tsx): the products as chips, the series and the poster's path one
// value per line (the old above the new), the notes keeping their lines, the title, description and
// alt text as words; Restore opens the video's editor.
import type { VideoRevisionComparison } from "@/lib/admin/video-contract";
import { RevisionChanges, type DiffLayout } from "../RevisionDiff";
import { VideoRestoreButton } from "./VideoRevisions";

const LAYOUTS: Partial<Record<string, DiffLayout>> = { products: "chips", theme: "items", posterImage: "items", notes: "lines" };
const videoLayout = (field: string): DiffLayout => LAYOUTS[field] ?? "words";

export function VideoRevisionDiff({ slug, comparison }: { slug: string; comparison: VideoRevisionComparison }) {
  return (
    <RevisionChanges
      comparison={comparison}
      noun="video"
      layoutOf={videoLayout}
      restoreButton={(revisionId, context) => <VideoRestoreButton slug={slug} revisionId={revisionId} context={context} />}
    />
  );
}
