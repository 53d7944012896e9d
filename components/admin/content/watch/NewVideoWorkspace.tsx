"use client";
// "Add a video" (WATCH): the video editor's fields (VideoFields.tsx, VideoPosterFields.tsx, the
// story editor's product picker) with an address suggested from the title and the two files to
// upload (NewVideoFiles.tsx). "Publish video" sends it all at once; viewers see it on WATCH as soon
// as it is stored, and its own editor opens. State, checks and sending: use-new-video-form.ts.
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { videoPublicPath, type VideoFormOptions } from "@/lib/admin/video-contract";
import { Panel } from "../../Panel";
import { AddressField } from "../AddressField";
import { saveLine } from "../use-story-editor";
import { NewVideoFiles } from "./NewVideoFiles";
import { NEW_VIDEO_STATUS_ID, newVideoSummary, useNewVideoForm, type NewVideoFormState } from "./use-new-video-form";
import { VideoFields } from "./VideoFields";
import { VideoPosterAndProducts } from "./VideoPosterFields";
import bar from "../PublishNowBar.styles";
import story from "../StoryWorkspace.styles";
import styles from "./VideoEditor.styles";

const PUBLISH_HINT_ID = "new-video-publish-hint";

export function NewVideoWorkspace({ options }: { options: VideoFormOptions }) {
  const form = useNewVideoForm(options);
  const summary = newVideoSummary(form.errors);
  return (
    <form
      className={styles.layout}
      noValidate
      aria-label="New video"
      aria-busy={form.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      {/* A disabled fieldset disables every control in it while the files are sent. */}
      <fieldset className={styles.fieldset} disabled={form.busy}>
        <Panel id="video-fields" title="Video">
          <div className={story.form}>
            {summary.length > 0 && <ErrorSummary id="new-video" errors={summary} summaryRef={form.summaryRef} level="h3" />}
            <AddressField address={form.slug} where={`The video's page: ${videoPublicPath(form.slug || "…")}`} error={form.errors.slug} onType={form.typeSlug} />
            <VideoFields editor={form} />
          </div>
        </Panel>
        <Panel id="video-files" title="Files">
          <div className={story.form}>
            <NewVideoFiles form={form} />
          </div>
        </Panel>
        <VideoPosterAndProducts editor={form} options={options} />
      </fieldset>
      <PublishBar form={form} />
    </form>
  );
}

/** "Publish video", who sees it and when, the upload's progress while it runs, and the status line. */
function PublishBar({ form }: { form: NewVideoFormState }) {
  const percent = form.progress === null ? null : Math.round(form.progress * 100);
  return (
    <div className={bar.saveBar}>
      <p id={PUBLISH_HINT_ID} className={`${story.hint} ${styles.barLine}`}>
        Viewers see the video on WATCH as soon as it is published.
      </p>
      <button type="submit" className={story.primary} disabled={form.busy} aria-describedby={PUBLISH_HINT_ID}>
        {percent === null ? "Publish video" : `Uploading… ${percent} %`}
      </button>
      {form.progress !== null && <progress className={styles.progress} value={form.progress} max={1} aria-label="Upload of the video and its captions" />}
      <p id={NEW_VIDEO_STATUS_ID} className={form.saveState.kind === "error" ? bar.saveError : story.saveStatus} role="status" aria-live="polite" tabIndex={-1} data-testid="new-video-save-status">
        {saveLine(form.saveState)}
      </p>
    </div>
  );
}
