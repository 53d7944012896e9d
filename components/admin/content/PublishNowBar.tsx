"use client";
// The save bar of the editors whose save publishes at once (a lesson, a video): "Save and
// publish", who sees it, the unsaved-changes notice, the save's status line (focused after a
// refusal) and a link to the public page. Stories have their own, with the workflow's buttons.
import { saveLine, type SaveState } from "./use-story-editor";
import story from "./StoryWorkspace.styles";
import styles from "./PublishNowBar.styles";

export interface PublishNowBarProps {
  /** "lesson" or "video": names the hint's id and the status line's test id. */
  kind: string;
  /** The status line's id (focused by the editor after a refusal). */
  statusId: string;
  busy: boolean;
  dirty: boolean;
  saveState: SaveState;
  /** "Learners" or "Viewers". */
  audience: string;
  /** The public page and its link's words; none for one not yet saved, which has no "last saved" version either. */
  view?: { path: string; label: string };
}

export function PublishNowBar({ kind, statusId, busy, dirty, saveState, audience, view }: PublishNowBarProps) {
  return (
    <div className={styles.saveBar}>
      <button type="submit" className={story.primary} disabled={busy} aria-describedby={`${kind}-save-hint`}>
        Save and publish
      </button>
      <p id={`${kind}-save-hint`} className={story.hint}>
        {view ? `${audience} see the change at once.` : `${audience} see the ${kind} as soon as it is saved.`}
      </p>
      {dirty && view && (
        <p className={story.unsaved}>
          You have unsaved changes. {audience} see the {kind} as it was last saved.
        </p>
      )}
      <p id={statusId} className={saveState.kind === "error" ? styles.saveError : story.saveStatus} role="status" aria-live="polite" tabIndex={-1} data-testid={`${kind}-save-status`}>
        {saveLine(saveState)}
      </p>
      {view && (
        <a href={view.path} className={styles.view} target="_blank" rel="noopener">
          {view.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
