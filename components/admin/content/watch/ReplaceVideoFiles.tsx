"use client";
// A published video's new film and/or captions (to fix a typo in the captions, say), under the
// editor's facts. It sits inside the editor's <form>, and forms cannot nest, so it is a group
// whose button is handled here, never a submit. State, checks and sending: use-replace-video-files.ts;
// the file fields are "Add a video"'s (NewVideoFiles.tsx).
import type { VideoEditorData } from "@/lib/admin/video-contract";
import { useConfirmStep } from "../../products/use-confirm-step";
import { CAPTIONS_ACCEPT, FileField, VIDEO_ACCEPT, VIDEO_FILE_HINT } from "./NewVideoFiles";
import { FILES_REPLACED, REPLACE_ERROR_ID, REPLACE_ID_STEMS, REPLACE_STATUS_ID, useReplaceVideoFiles, type ReplaceVideoFilesState } from "./use-replace-video-files";
import bar from "../PublishNowBar.styles";
import confirmStyles from "../StoryStatusPanel.styles";
import story from "../StoryWorkspace.styles";
import styles from "./VideoEditor.styles";

const HEADING_ID = "replace-video-files-heading";
const QUESTION = "Replace the video's files? Viewers see the new ones at once; the old files are deleted.";

export interface ReplaceVideoFilesProps {
  slug: string;
  /** True while the editor's own save runs: one write at a time. */
  disabled?: boolean;
  onReplaced: (video: VideoEditorData) => void;
  /** Told when an upload starts and ends: the editor's save, restore and removal wait for it. */
  onSending?: (sending: boolean) => void;
}

export function ReplaceVideoFiles({ slug, disabled = false, onReplaced, onSending }: ReplaceVideoFilesProps) {
  const replace = useReplaceVideoFiles(slug, onReplaced, onSending);
  const busy = replace.progress !== null;
  return (
    <div role="group" aria-labelledby={HEADING_ID} aria-busy={busy} className={styles.replace}>
      <h3 id={HEADING_ID} className={styles.replaceTitle}>
        Replace files
      </h3>
      {/* A disabled fieldset disables both file inputs while the files are sent. */}
      <fieldset className={styles.fieldset} disabled={busy || disabled}>
        <div key={replace.round} className={story.form}>
          <FileField field="video" idStem={REPLACE_ID_STEMS.video} label="New video file" hint={VIDEO_FILE_HINT} accept={VIDEO_ACCEPT} required={false} form={replace} />
          <FileField
            field="captions"
            idStem={REPLACE_ID_STEMS.captions}
            label="New captions"
            hint="A WebVTT (.vtt) file: the transcript on the video's page is made from it."
            accept={CAPTIONS_ACCEPT}
            required={false}
            form={replace}
          />
        </div>
      </fieldset>
      {replace.message && (
        <p id={REPLACE_ERROR_ID} className={bar.saveError} role="alert" tabIndex={-1}>
          {replace.message}
        </p>
      )}
      <ReplaceActions replace={replace} disabled={disabled} />
      <p id={REPLACE_STATUS_ID} className={story.saveStatus} role="status" aria-live="polite" tabIndex={-1}>
        {replace.replaced ? FILES_REPLACED : ""}
      </p>
    </div>
  );
}

/** "Replace files", then the question asked once; while sending, the upload's progress. */
function ReplaceActions({ replace, disabled }: { replace: ReplaceVideoFilesState; disabled: boolean }) {
  const { confirming, setConfirming, confirmRef, openerRef } = useConfirmStep();
  // The question closes as the upload starts: the opener then shows its progress.
  function send() {
    setConfirming(false);
    void replace.replace();
  }
  if (confirming) {
    return (
      <div className={confirmStyles.confirm} role="group" aria-label="Confirm replacing the files">
        <p className={confirmStyles.question}>{QUESTION}</p>
        <div className={confirmStyles.buttons}>
          <button type="button" ref={confirmRef} className={confirmStyles.primary} disabled={disabled} onClick={send}>
            Replace the files
          </button>
          <button type="button" className={confirmStyles.secondary} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </div>
    );
  }
  const percent = replace.progress === null ? null : Math.round(replace.progress * 100);
  return (
    <div className={styles.replaceActions}>
      <button type="button" ref={openerRef} className={confirmStyles.secondary} disabled={disabled || percent !== null} onClick={() => replace.ask(() => setConfirming(true))}>
        {percent === null ? "Replace files" : `Uploading… ${percent} %`}
      </button>
      {replace.progress !== null && <progress className={styles.progress} value={replace.progress} max={1} aria-label="Upload of the new files" />}
    </div>
  );
}
