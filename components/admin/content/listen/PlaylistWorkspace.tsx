"use client";
// The newsroom's playlist editor (issue 37.1): a LISTEN playlist's title, mood, description, colour,
// notes, tracks and products in one form, saved and published together, with its saved versions
// beside it (PlaylistRevisions.tsx), as a video's (../watch/VideoWorkspace.tsx). State and saving:
// use-playlist-editor.ts; the fields: PlaylistFields.tsx and PlaylistTracks.tsx; the products: the
// story editor's picker.
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import type { PlaylistEditorData, PlaylistFormOptions, PlaylistRevisionSummary } from "@/lib/admin/playlist-contract";
import { PLAYLIST_INPUT_LIMITS } from "@/lib/music/playlist-input";
import { Panel } from "../../Panel";
import { PublishNowBar } from "../PublishNowBar";
import { StoryProductPicker } from "../StoryProductPicker";
import { PlaylistFields } from "./PlaylistFields";
import { PlaylistRevisions } from "./PlaylistRevisions";
import { PlaylistTracks } from "./PlaylistTracks";
import { PRODUCTS_FILTER_ID, SAVE_STATUS_ID, summaryOf } from "./playlist-form-values";
import { usePlaylistEditor, type PlaylistEditorState } from "./use-playlist-editor";
import story from "../StoryWorkspace.module.css";
import styles from "./PlaylistEditor.module.css";

export interface PlaylistWorkspaceProps {
  playlist: PlaylistEditorData;
  options: PlaylistFormOptions;
  /** Its saved versions (the list says when there are none). */
  revisions?: PlaylistRevisionSummary[];
}

export function PlaylistWorkspace({ playlist, options, revisions = [] }: PlaylistWorkspaceProps) {
  const editor = usePlaylistEditor(playlist);
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <PlaylistForm playlist={playlist} options={options} editor={editor} />
      </div>
      <div className={story.side}>
        <PlaylistRevisions slug={playlist.slug} revisions={revisions} disabled={editor.busy} unsaved={editor.dirty} onRestored={editor.adopt} />
      </div>
    </div>
  );
}

function PlaylistForm({ playlist, options, editor }: { playlist: PlaylistEditorData; options: PlaylistFormOptions; editor: PlaylistEditorState }) {
  const summary = summaryOf(editor.errors);
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={`Edit playlist: ${playlist.fields.title}`}
      aria-busy={editor.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Panel id="playlist-fields" title="Playlist">
        <div className={story.form}>
          {summary.length > 0 && <ErrorSummary id="playlist" errors={summary} summaryRef={editor.summaryRef} level="h3" />}
          <PlaylistFields editor={editor} />
        </div>
      </Panel>
      <Panel id="playlist-tracks" title="Tracks">
        <PlaylistTracks editor={editor} tracks={options.tracks} />
      </Panel>
      <Panel id="playlist-products" title="Products">
        <StoryProductPicker editor={editor} products={options.products} max={PLAYLIST_INPUT_LIMITS.products} shownWith="the playlist" filterId={PRODUCTS_FILTER_ID} />
      </Panel>
      <PublishNowBar kind="playlist" statusId={SAVE_STATUS_ID} busy={editor.busy} dirty={editor.dirty} saveState={editor.saveState} audience="Listeners" view={{ path: playlist.publicPath, label: "View on the music page" }} />
    </form>
  );
}
