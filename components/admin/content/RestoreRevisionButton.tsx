"use client";
// Putting a story, a lesson, a video, a playlist, a course or an author back as it was at one revision: asked once, then
// saved by the server as a new revision (so a restore can itself be undone). From the editor the
// page re-renders in place; from the comparison page the editor opens, showing what was restored.
// What to call and where the editor is come from the caller (StoryRevisions.tsx,
// learn/LessonRevisions.tsx, watch/VideoRevisions.tsx, listen/PlaylistRevisions.tsx, learn/CourseRevisions.tsx,
// AuthorRevisions.tsx).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AdminActionError } from "@/lib/admin/client";
import { ConfirmAction } from "./ConfirmAction";
import styles from "./StoryStatusPanel.styles";

/** What the newsroom keeps revisions of, as the question names it. */
export type RevisionNoun = "story" | "lesson" | "video" | "playlist" | "course" | "author";

export interface RestoreRevisionButtonProps<Restored> {
  revisionId: number;
  /** Which revision, for screen readers when several Restore buttons share a list ("saved 1 December…"). */
  context: string;
  noun: RevisionNoun;
  /** Asks the server to restore this revision; resolves to what it saved. */
  restore: (revisionId: number) => Promise<Restored>;
  /** From the comparison page: the editor to open after restoring, rather than re-render in place. */
  editorHref?: string;
  disabled?: boolean;
  /** Said in the question too: the editor has changes a restore would throw away. */
  unsavedWarning?: boolean;
  onRestored?: (restored: Restored) => void;
}

export function RestoreRevisionButton<Restored>({ revisionId, context, noun, restore, editorHref, disabled = false, unsavedWarning = false, onRestored }: RestoreRevisionButtonProps<Restored>) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function confirmRestore(): Promise<boolean> {
    setBusy(true);
    setError("");
    try {
      const restored = await restore(revisionId);
      onRestored?.(restored);
      if (editorHref) router.push(editorHref);
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
        question={`Put ${noun === "author" ? "the author's details back as they were" : `the ${noun} back as it was`} ${context}?${unsavedWarning ? " Changes you have not saved will be lost." : ""} The current version stays in the history.`}
        onConfirm={confirmRestore}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
