"use client";
// A newsroom button that asks once before it acts (publish, unpublish, restore a revision): the
// question takes focus, Cancel gives it back. The question closes when the action reports success.
import { useConfirmStep } from "../products/use-confirm-step";
import styles from "./StoryStatusPanel.styles";

export interface ConfirmActionProps {
  busy: boolean;
  label: string;
  /** Said to screen readers after the label where several such buttons share a list. */
  hiddenContext?: string;
  confirmLabel: string;
  question: string;
  variant?: "primary" | "secondary" | "danger";
  disabled?: boolean;
  /** Resolving to true closes the question (the page stays as it is); otherwise the caller re-renders. */
  onConfirm: () => unknown;
}

const OPENER = { primary: styles.primary, secondary: styles.secondary, danger: styles.dangerOutline };
const CONFIRM = { primary: styles.primary, secondary: styles.primary, danger: styles.danger };

export function ConfirmAction({ busy, label, hiddenContext, confirmLabel, question, variant = "primary", disabled = false, onConfirm }: ConfirmActionProps) {
  const { confirming, setConfirming, confirmRef, openerRef } = useConfirmStep();
  const name = hiddenContext ? `${label} ${hiddenContext}` : label;
  if (!confirming) {
    return (
      <button type="button" ref={openerRef} className={OPENER[variant]} disabled={disabled || busy} onClick={() => setConfirming(true)}>
        {label}
        {hiddenContext && <span className="visually-hidden"> {hiddenContext}</span>}
      </button>
    );
  }
  async function confirm() {
    if ((await onConfirm()) === true) setConfirming(false);
  }
  return (
    <div className={styles.confirm} role="group" aria-label={name}>
      <p className={styles.question}>{question}</p>
      <div className={styles.buttons}>
        <button type="button" ref={confirmRef} className={CONFIRM[variant]} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
