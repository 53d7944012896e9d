"use client";
// Taking a playlist off /music (../RemovePanel.tsx): listeners stop seeing it and the playlists
// after it move up; the editor goes back to the newsroom.
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { removePlaylist } from "@/lib/admin/playlist-client";
import type { PlaylistEditorData } from "@/lib/admin/playlist-contract";
import { RemovePanel } from "../RemovePanel";

export function RemovePlaylist({ playlist, busy }: { playlist: Pick<PlaylistEditorData, "slug" | "fields">; busy: boolean }) {
  return (
    <RemovePanel
      id="playlist-remove"
      title="Remove from the music page"
      hint="Listeners stop seeing this playlist at once. Its saved versions are kept."
      label="Remove playlist"
      question={`Take ${playlist.fields.title} off the music page? The playlists after it move up.`}
      busy={busy}
      remove={() => removePlaylist(playlist.slug)}
      leaveTo={NEWSROOM_STORIES_PATH}
    />
  );
}
