"use client";
// Putting a story back as it was at one revision: asked once, then saved by the server as a new
// revision (so a restore can itself be undone). From the editor the page re-renders in place; from
// the comparison page the editor opens, showing the restored story.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { storyEditorPath, type StoryEditorData } from "@/lib/admin/content-contract";
import { AdminActionError } from "@/lib/admin/client";
import { restoreRevision } from "@/lib/admin/content-client";
import { useConfirmStep } from "../products/use-confirm-step";
import styles from "./StoryStatusPanel.module.css";

export interface RestoreRevisionButtonProps {
  storyId: string;
  revisionId: number;
  /** Which revision, for screen readers when several Restore buttons share a list ("saved 1 December…"). */
  context: string;
  /** From the comparison page: open the editor after restoring, rather than re-render in place. */
  openEditor?: boolean;
  disabled?: boolean;
  /** Said in the question too: the editor has changes a restore would throw away. */
  unsavedWarning?: boolean;
  onRestored?: (story: StoryEditorData) => void;
}

export function RestoreRevisionButton({ storyId, revisionId, context, openEditor = false, disabled = false, unsavedWarning = false, onRestored }: RestoreRevisionButtonProps) {
  const router = useRouter();
  const { confirming, setConfirming, confirmRef, openerRef } = useConfirmStep();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function restore() {
    setBusy(true);
    setError("");
    try {
      const story = await restoreRevision(storyId, revisionId);
      onRestored?.(story);
      setConfirming(false);
      if (openEditor) router.push(storyEditorPath(storyId));
      else router.refresh();
    } catch (caught) {
      setError(caught instanceof AdminActionError ? caught.message : "Something went wrong. Nothing was restored; try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.restore}>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Restore the version ${context}`}>
          <p className={styles.question}>
            Put the story back as it was {context}?{unsavedWarning && " Changes you have not saved will be lost."} The current version stays in the history.
          </p>
          <div className={styles.buttons}>
            <button type="button" ref={confirmRef} className={styles.primary} disabled={busy} onClick={() => void restore()}>
              Yes, restore
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" ref={openerRef} className={styles.secondary} disabled={disabled || busy} onClick={() => setConfirming(true)}>
          Restore<span className="visually-hidden"> the version {context}</span>
        </button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
