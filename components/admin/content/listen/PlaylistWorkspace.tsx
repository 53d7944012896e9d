"use client";
// The newsroom's playlist editor (issue 37.1): a LISTEN playlist's title, mood, description, colour,
// notes, tracks and products in one form, saved and published together, with its saved versions
// beside it (PlaylistRevisions.tsx), as a video's (../watch/VideoWorkspace.tsx), and a way to take
// it off /music (RemovePlaylist.tsx). State and saving: use-playlist-editor.ts; the fields:
// PlaylistFields.tsx and PlaylistTracks.tsx; the products: the story editor's picker. The form is
// shared with a new playlist's page (NewPlaylistWorkspace.tsx).
import type { ReactNode } from "react";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { savePlaylist } from "@/lib/admin/playlist-client";
import type { PlaylistEditorData, PlaylistFormOptions, PlaylistRevisionSummary } from "@/lib/admin/playlist-contract";
import { PLAYLIST_INPUT_LIMITS } from "@/lib/music/playlist-input";
import { Panel } from "../../Panel";
import { PublishNowBar } from "../PublishNowBar";
import { StoryProductPicker } from "../StoryProductPicker";
import { PlaylistFields } from "./PlaylistFields";
import { PlaylistRevisions } from "./PlaylistRevisions";
import { PlaylistTracks } from "./PlaylistTracks";
import { RemovePlaylist } from "./RemovePlaylist";
import { PRODUCTS_FILTER_ID, SAVE_STATUS_ID, summaryOf } from "./playlist-form-values";
import { usePlaylistEditor, type PlaylistEditorState } from "./use-playlist-editor";
import story from "../StoryWorkspace.styles";
import styles from "./PlaylistEditor.styles";

export interface PlaylistWorkspaceProps {
  playlist: PlaylistEditorData;
  options: PlaylistFormOptions;
  /** Its saved versions (the list says when there are none). */
  revisions?: PlaylistRevisionSummary[];
}

export function PlaylistWorkspace({ playlist, options, revisions = [] }: PlaylistWorkspaceProps) {
  const editor = usePlaylistEditor(playlist.fields, { send: (fields) => savePlaylist(playlist.slug, fields) });
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <PlaylistForm label={`Edit playlist: ${playlist.fields.title}`} options={options} editor={editor} view={{ path: playlist.publicPath, label: "View on the music page" }} />
      </div>
      <div className={story.side}>
        <PlaylistRevisions slug={playlist.slug} revisions={revisions} disabled={editor.busy} unsaved={editor.dirty} onRestored={editor.adopt} />
        <RemovePlaylist playlist={playlist} busy={editor.busy} />
      </div>
    </div>
  );
}

export interface PlaylistFormProps {
  /** The form's accessible name. */
  label: string;
  options: PlaylistFormOptions;
  editor: PlaylistEditorState;
  /** The public page, once the playlist has one. */
  view?: { path: string; label: string };
  /** A field under the title (a new playlist's address); a new playlist has no public page yet. */
  children?: ReactNode;
}

/** The playlist's fields, tracks and products, saved and published together. */
export function PlaylistForm({ label, options, editor, view, children }: PlaylistFormProps) {
  const summary = summaryOf(editor.errors);
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={label}
      aria-busy={editor.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Panel id="playlist-fields" title="Playlist">
        <div className={story.form}>
          {summary.length > 0 && <ErrorSummary id="playlist" errors={summary} summaryRef={editor.summaryRef} level="h3" />}
          <PlaylistFields editor={editor} afterTitle={children} />
        </div>
      </Panel>
      <Panel id="playlist-tracks" title="Tracks">
        <PlaylistTracks editor={editor} tracks={options.tracks} />
      </Panel>
      <Panel id="playlist-products" title="Products">
        <StoryProductPicker editor={editor} products={options.products} max={PLAYLIST_INPUT_LIMITS.products} shownWith="the playlist" filterId={PRODUCTS_FILTER_ID} />
      </Panel>
      <PublishNowBar kind="playlist" statusId={SAVE_STATUS_ID} busy={editor.busy} dirty={editor.dirty} saveState={editor.saveState} audience="Listeners" view={view} />
    </form>
  );
}
