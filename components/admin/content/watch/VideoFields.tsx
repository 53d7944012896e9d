"use client";
// The video's words and series, and the facts the editor does not type: when it came out, how long
// it runs and the files it plays (replaced by upload below them: ReplaceVideoFiles.tsx).
import { VIDEO_THEMES, type VideoTheme } from "@/lib/content/schema";
import type { VideoEditorData } from "@/lib/admin/video-contract";
import { formatDate } from "@/lib/content/read-format";
import { formatClock } from "@/lib/content/vtt";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { VIDEO_INPUT_LIMITS } from "@/lib/watch/video-input";
import { StoryFormField } from "../StoryField";
import type { VideoEditorState } from "./use-video-editor";
import story from "../StoryWorkspace.styles";
import styles from "./VideoEditor.styles";

type Editor = Pick<VideoEditorState, "values" | "errors" | "set">;

export function VideoFields({ editor }: { editor: Editor }) {
  const { values, errors, set } = editor;
  return (
    <>
      <StoryFormField field="title" label="Title" error={errors.title} count={{ length: values.title.length, max: VIDEO_INPUT_LIMITS.title }}>
        {(control) => <input {...control} className={story.input} value={values.title} onChange={(event) => set("title", event.target.value)} />}
      </StoryFormField>
      <StoryFormField
        field="description"
        label="Description"
        hint="One or two sentences, shown on the video's card and under the player."
        error={errors.description}
        count={{ length: values.description.length, max: VIDEO_INPUT_LIMITS.description }}
      >
        {(control) => <textarea {...control} className={story.textarea} rows={3} value={values.description} onChange={(event) => set("description", event.target.value)} />}
      </StoryFormField>
      <StoryFormField field="theme" label="Series" hint="WATCH lists the video under this series." error={errors.theme}>
        {(control) => (
          <select {...control} className={story.input} value={values.theme} onChange={(event) => set("theme", event.target.value as VideoTheme)}>
            {VIDEO_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {VIDEO_THEME_COPY[theme].label}
              </option>
            ))}
          </select>
        )}
      </StoryFormField>
    </>
  );
}

/** What the editor does not type: when it came out, how long it runs (read from the film) and the files it plays. */
export function VideoFiles({ video }: { video: VideoEditorData }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>Came out</dt>
        <dd>
          <time dateTime={video.date}>{formatDate(video.date)}</time>
        </dd>
        <dt>Running time</dt>
        <dd>{formatClock(video.duration)}</dd>
        <dt>Video file</dt>
        <dd className={story.url}>{video.videoFile}</dd>
        <dt>Captions</dt>
        <dd className={story.url}>{video.captionsFile}</dd>
      </dl>
      <p className={story.hint}>Replace them below: viewers see new files at once.</p>
    </>
  );
}
