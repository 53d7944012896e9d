"use client";
// The end of each media library form: the server's refusal when there is one (focusable, so the
// form can move focus to it), the submit button (its busy words while sending), and then either a
// Cancel button (a card's inline forms) or the upload's status line.
import type { ReactNode, RefObject } from "react";
import styles from "./MediaLibrary.styles";

interface MediaFormFooterProps {
  failure: string | null;
  failureRef: RefObject<HTMLParagraphElement | null>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  /** Shown after the submit button instead of Cancel (the upload form's status). */
  after?: ReactNode;
}

export function MediaFormFooter({ failure, failureRef, busy, submitLabel, busyLabel, onCancel, after }: MediaFormFooterProps) {
  return (
    <>
      {failure && (
        <p ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
        {after}
      </div>
    </>
  );
}
