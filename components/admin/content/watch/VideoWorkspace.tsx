"use client";
// The newsroom's video editor (issue 37.1): a WATCH video's title, description, series, poster and
// products in one form, saved and published together. State and saving: use-video-editor.ts; the
// fields: VideoFields.tsx and VideoPosterFields.tsx; the products: the story editor's picker.
// Looks: the lesson editor's (../StoryWorkspace.module.css, VideoEditor.module.css).
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import type { VideoEditorData, VideoFormOptions } from "@/lib/admin/video-contract";
import { VIDEO_INPUT_LIMITS } from "@/lib/watch/video-input";
import { Panel } from "../../Panel";
import { StoryProductPicker } from "../StoryProductPicker";
import type { SaveState } from "../use-story-editor";
import { useVideoEditor, type VideoEditorState } from "./use-video-editor";
import { PRODUCTS_FILTER_ID, SAVE_STATUS_ID, summaryOf } from "./video-form-values";
import { VideoFields, VideoFiles } from "./VideoFields";
import { VideoPosterFields } from "./VideoPosterFields";
import story from "../StoryWorkspace.module.css";
import styles from "./VideoEditor.module.css";

export function VideoWorkspace({ video, options }: { video: VideoEditorData; options: VideoFormOptions }) {
  const editor = useVideoEditor(video, options);
  const summary = summaryOf(editor.errors);
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label={`Edit video: ${video.fields.title}`}
      aria-busy={editor.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Panel id="video-fields" title="Video">
        <div className={story.form}>
          {summary.length > 0 && <ErrorSummary id="video" errors={summary} summaryRef={editor.summaryRef} level="h3" />}
          <VideoFields editor={editor} />
          <VideoFiles video={video} />
        </div>
      </Panel>
      <Panel id="video-poster" title="Poster">
        <VideoPosterFields editor={editor} images={options.images} />
      </Panel>
      <Panel id="video-products" title="Products">
        <StoryProductPicker editor={editor} products={options.products} max={VIDEO_INPUT_LIMITS.products} shownWith="the video" filterId={PRODUCTS_FILTER_ID} />
      </Panel>
      <SaveBar editor={editor} publicPath={video.publicPath} />
    </form>
  );
}

function SaveBar({ editor, publicPath }: { editor: VideoEditorState; publicPath: string }) {
  return (
    <div className={styles.saveBar}>
      <button type="submit" className={story.primary} disabled={editor.busy} aria-describedby="video-save-hint">
        Save and publish
      </button>
      <p id="video-save-hint" className={story.hint}>
        Viewers see the change at once.
      </p>
      {editor.dirty && <p className={story.unsaved}>You have unsaved changes. Viewers see the video as it was last saved.</p>}
      <p id={SAVE_STATUS_ID} className={editor.saveState.kind === "error" ? styles.saveError : story.saveStatus} role="status" aria-live="polite" tabIndex={-1} data-testid="video-save-status">
        {saveLine(editor.saveState)}
      </p>
      <a href={publicPath} className={styles.view} target="_blank" rel="noopener">
        View on WATCH<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

function saveLine(state: SaveState): string {
  switch (state.kind) {
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved at ${state.at}`;
    case "error":
      return state.message;
    case "idle":
      return "";
  }
}
