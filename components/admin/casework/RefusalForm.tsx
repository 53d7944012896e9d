"use client";
import { useId, useState, type ReactNode } from "react";
import buttons from "../Actions.styles";
import actions from "../returns/ReturnActions.styles";
import { StepButtons, useFocusOnOpen } from "./CaseSteps";

export interface RefusalFormProps {
  /** "return", "damage": starts the form's test ids. */
  name: string;
  /** What refusing does ("Refusing closes the return without a refund."), said above the reason and describing it. */
  consequence: string;
  /** The submit button's text ("Refuse return"). */
  submitText: string;
  maxLength: number;
  busy: boolean;
  /** The server's refusal, said under the reason. */
  error: ReactNode;
  /** Posts the trimmed reason; answers whether it went through (then the form closes). */
  onRefuse: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** Refuse: a reason, required, that the customer is told. Nothing is posted without one. */
export function RefusalForm({ name, consequence, submitText, maxLength, busy, error, onRefuse, onClose }: RefusalFormProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonRef = useFocusOnOpen<HTMLTextAreaElement>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    if (await onRefuse(text)) onClose();
  }

  const describedBy = [`${id}-what`, `${id}-hint`, missing ? `${id}-missing` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} className={`${buttons.form} ${buttons.confirm} ${actions.form}`} aria-busy={busy} noValidate data-testid={`${name}-refuse-form`}>
      <p className={buttons.warning} id={`${id}-what`}>
        {consequence} The customer is told your reason. It cannot be undone.
      </p>
      <div className={buttons.field}>
        <label htmlFor={`${id}-reason`}>Reason (the customer is told this)</label>
        <textarea
          id={`${id}-reason`}
          ref={reasonRef}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          rows={3}
          maxLength={maxLength}
          required
          aria-invalid={missing || undefined}
          aria-describedby={describedBy}
        />
        <span className={buttons.hint} id={`${id}-hint`}>
          Up to {maxLength} characters; {reason.length} used.
        </span>
      </div>
      {missing && (
        <p className={buttons.error} role="alert" id={`${id}-missing`} data-testid={`${name}-refuse-missing`}>
          Write the reason for refusing: the customer is told it.
        </p>
      )}
      {error}
      <StepButtons busy={busy} onBack={onClose}>
        <button type="submit" className={buttons.danger} disabled={busy}>
          {submitText}
        </button>
      </StepButtons>
    </form>
  );
}
