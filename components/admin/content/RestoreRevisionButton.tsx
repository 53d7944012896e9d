"use client";
// Putting a story back as it was at one revision: asked once, then saved by the server as a new
// revision (so a restore can itself be undone). From the editor the page re-renders in place; from
// the comparison page the editor opens, showing the restored story.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { storyEditorPath, type StoryEditorData } from "@/lib/admin/content-contract";
import { AdminActionError } from "@/lib/admin/client";
import { restoreRevision } from "@/lib/admin/content-client";
import { ConfirmAction } from "./ConfirmAction";
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function restore(): Promise<boolean> {
    setBusy(true);
    setError("");
    try {
      const story = await restoreRevision(storyId, revisionId);
      onRestored?.(story);
      if (openEditor) router.push(storyEditorPath(storyId));
      else router.refresh();
      return true;
    } catch (caught) {
      setError(caught instanceof AdminActionError ? caught.message : "Something went wrong. Nothing was restored; try again.");
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.restore}>
      <ConfirmAction
        busy={busy}
        disabled={disabled}
        variant="secondary"
        label="Restore"
        hiddenContext={`the version ${context}`}
        confirmLabel="Yes, restore"
        question={`Put the story back as it was ${context}?${unsavedWarning ? " Changes you have not saved will be lost." : ""} The current version stays in the history.`}
        onConfirm={restore}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
