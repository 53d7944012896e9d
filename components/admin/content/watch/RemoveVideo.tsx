"use client";
// Taking a video off WATCH (../RemovePanel.tsx): viewers stop seeing it, its uploaded film and
// captions are deleted, and the editor goes back to the newsroom. A video a story shows is refused
// with the stories' titles, said in the panel.
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { removeVideo } from "@/lib/admin/video-client";
import { RemovePanel } from "../RemovePanel";

export function RemoveVideo({ slug, busy }: { slug: string; busy: boolean }) {
  return (
    <RemovePanel
      id="video-remove"
      title="Remove from WATCH"
      hint="Viewers stop seeing this video at once. Its saved versions are kept; a film and captions uploaded in the newsroom are deleted."
      label="Remove video"
      question="Take this video off WATCH? Its page stops working."
      busy={busy}
      remove={() => removeVideo(slug)}
      leaveTo={NEWSROOM_STORIES_PATH}
    />
  );
}
