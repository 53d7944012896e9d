"use client";
// The playlist's tracks, in the order they play: each can move up or down or be removed, and one
// more is added from the tracks list (public/media/music/tracks.json). A track the list no longer
// has still shows, by its slug, so it can be removed.
import { useState } from "react";
import type { PlaylistFormOptions } from "@/lib/admin/playlist-contract";
import { formatClock } from "@/lib/content/vtt";
import { PLAYLIST_INPUT_LIMITS } from "@/lib/music/playlist-input";
import { StoryChoiceGroup } from "../StoryField";
import type { PlaylistEditorState } from "./use-playlist-editor";
import { TRACK_CHOICE_ID, moveTrack } from "./playlist-form-values";
import story from "../StoryWorkspace.styles";
import styles from "./PlaylistEditor.styles";

type Editor = Pick<PlaylistEditorState, "values" | "errors" | "set">;

export function PlaylistTracks({ editor, tracks }: { editor: Editor; tracks: PlaylistFormOptions["tracks"] }) {
  const { values, errors, set } = editor;
  const chosen = values.tracks;
  const left = tracks.filter((track) => !chosen.includes(track.slug));
  const [choice, setChoice] = useState("");
  const adding = left.some((track) => track.slug === choice) ? choice : (left[0]?.slug ?? "");
  const full = chosen.length >= PLAYLIST_INPUT_LIMITS.tracks;
  const titleOf = (slug: string) => tracks.find((track) => track.slug === slug);
  const hint = `Listeners hear them in this order. At least one, up to ${PLAYLIST_INPUT_LIMITS.tracks}; ${chosen.length} chosen.`;
  return (
    <StoryChoiceGroup field="tracks" legend="Tracks" hint={hint} error={errors.tracks}>
      <ol className={styles.tracks} data-testid="playlist-tracks">
        {chosen.map((slug, index) => {
          const track = titleOf(slug);
          const name = track?.title ?? `${slug} (not in the tracks list)`;
          return (
            <li key={slug} className={styles.track}>
              <span className={styles.trackTitle}>{name}</span>
              {track && <span className={styles.length}>{formatClock(track.duration)}</span>}
              <span className={styles.trackActions}>
                <button type="button" className="btn btn-outline btn-small" aria-label={`Up: move ${name} earlier`} disabled={index === 0} onClick={() => set("tracks", moveTrack(chosen, index, -1))}>
                  Up
                </button>
                <button type="button" className="btn btn-outline btn-small" aria-label={`Down: move ${name} later`} disabled={index === chosen.length - 1} onClick={() => set("tracks", moveTrack(chosen, index, 1))}>
                  Down
                </button>
                <button type="button" className="btn btn-outline btn-small" aria-label={`Remove: ${name}`} onClick={() => set("tracks", chosen.filter((item) => item !== slug))}>
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {chosen.length === 0 && <p className={story.hint}>No tracks yet: add at least one.</p>}
      <div className={styles.addTrack}>
        <label htmlFor={TRACK_CHOICE_ID}>Add a track</label>
        <select id={TRACK_CHOICE_ID} className={story.input} value={adding} disabled={left.length === 0} onChange={(event) => setChoice(event.target.value)}>
          {left.length === 0 && <option value="">Every track is in the playlist</option>}
          {left.map((track) => (
            <option key={track.slug} value={track.slug}>
              {track.title} ({formatClock(track.duration)})
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-outline btn-small" disabled={!adding || full} onClick={() => set("tracks", [...chosen, adding])}>
          Add
        </button>
      </div>
    </StoryChoiceGroup>
  );
}
