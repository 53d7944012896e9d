"use client";
// A modal dialog on the native <dialog> element: the browser traps focus, closes it on Escape and
// marks the rest of the page inert, so no focus-trap library is needed.
import { useEffect, useId, useRef } from "react";
import styles from "./Dialog.module.css";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** The buttons row. */
  actions: React.ReactNode;
  /** Marks the dialog as an alert (errors, confirmations). */
  role?: "dialog" | "alertdialog";
  testId?: string;
}

export function Dialog({ open, title, onClose, children, actions, role = "dialog", testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      role={role}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}
