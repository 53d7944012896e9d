"use client";
// The playlist's words, its colour and its notes (Markdown, rendered and sanitised on /music).
import type { ReactNode } from "react";
import { PLAYLIST_TONES } from "@/lib/content/schema";
import { PLAYLIST_INPUT_LIMITS, PLAYLIST_TONE_LABELS } from "@/lib/music/playlist-input";
import type { PlaylistTone } from "@/lib/music/types";
import { StoryFormField } from "../StoryField";
import type { PlaylistEditorState } from "./use-playlist-editor";
import story from "../StoryWorkspace.styles";

type Editor = Pick<PlaylistEditorState, "values" | "errors" | "set">;

/** `afterTitle`: a field that belongs under the title (a new playlist's address, suggested from it). */
export function PlaylistFields({ editor, afterTitle }: { editor: Editor; afterTitle?: ReactNode }) {
  const { values, errors, set } = editor;
  return (
    <>
      <StoryFormField field="title" label="Title" error={errors.title} count={{ length: values.title.length, max: PLAYLIST_INPUT_LIMITS.title }}>
        {(control) => <input {...control} className={story.input} value={values.title} onChange={(event) => set("title", event.target.value)} />}
      </StoryFormField>
      {afterTitle}
      <StoryFormField field="mood" label="Mood" hint="One or two words, shown above the description." error={errors.mood} count={{ length: values.mood.length, max: PLAYLIST_INPUT_LIMITS.mood }}>
        {(control) => <input {...control} className={story.input} value={values.mood} onChange={(event) => set("mood", event.target.value)} />}
      </StoryFormField>
      <StoryFormField field="description" label="Description" hint="A sentence or two: what the playlist is for." error={errors.description} count={{ length: values.description.length, max: PLAYLIST_INPUT_LIMITS.description }}>
        {(control) => <textarea {...control} className={story.textarea} rows={3} value={values.description} onChange={(event) => set("description", event.target.value)} />}
      </StoryFormField>
      <StoryFormField field="tone" label="Colour" hint="The colour of the playlist's panel on the music page." error={errors.tone}>
        {(control) => (
          <select {...control} className={story.input} value={values.tone} onChange={(event) => set("tone", event.target.value as PlaylistTone)}>
            {PLAYLIST_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {PLAYLIST_TONE_LABELS[tone]}
              </option>
            ))}
          </select>
        )}
      </StoryFormField>
      <StoryFormField field="notes" label="Notes" optional hint="Shown under the description. Markdown: *italics*, **bold**, [links](https://example.com) and paragraphs." error={errors.notes} count={{ length: values.notes.length, max: PLAYLIST_INPUT_LIMITS.notes }}>
        {(control) => <textarea {...control} className={story.textarea} rows={6} value={values.notes} onChange={(event) => set("notes", event.target.value)} />}
      </StoryFormField>
    </>
  );
}
