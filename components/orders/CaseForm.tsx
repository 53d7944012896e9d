"use client";
// The frame of the inline forms under the order's returns and damage reports (ReturnForm,
// DamageForm): the heading that takes focus as the form opens, the error summary, the alert of a
// refusal or failure, and the send and cancel buttons; with the fields both forms ask alike (a
// question answered by one radio option, the optional note). State and focus: useFormSend.
import type { ReactNode } from "react";
import { ErrorSummary, type SummaryError } from "@/components/forms/ErrorSummary";
import parts from "@/components/forms/FormParts.module.css";
import type { FormSend } from "@/components/forms/use-form-send";
import styles from "./CaseForm.module.css";

/** The form's state from useFormSend (its errors are the fields'). */
interface CaseFormProps extends Omit<FormSend, "errors"> {
  id: string;
  title: string;
  /** The send button's words while not sending ("Send return request"). */
  sendLabel: string;
  testIds: { form: string; send: string };
  summary: SummaryError[];
  onCancel: () => void;
  /** The form's own fields, between the summary and the failure alert. */
  children: ReactNode;
}

export function CaseForm({ id, title, sendLabel, testIds, summary, onCancel, children, sending, failure, submit, headingRef, summaryRef, failureRef }: CaseFormProps) {
  return (
    <form className={`${parts.form} ${styles.form}`} aria-labelledby={`${id}-title`} aria-busy={sending || undefined} noValidate onSubmit={submit} data-testid={testIds.form}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {title}
      </h3>
      {summary.length > 0 && <ErrorSummary id={id} errors={summary} summaryRef={summaryRef} />}
      {children}
      {failure && (
        <p ref={failureRef} role="alert" tabIndex={-1} className={parts.failure}>
          {failure}
        </p>
      )}
      <div className={parts.buttons}>
        <button type="submit" className="btn btn-pink" disabled={sending} aria-busy={sending || undefined} data-testid={testIds.send}>
          {sending ? "Sending…" : sendLabel}
        </button>
        <button type="button" className="btn btn-outline" disabled={sending} aria-busy={sending || undefined} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export type ChoiceOption<T extends string> = { value: T; label: ReactNode };

interface ChoicesProps<T extends string> {
  /** The group's id: its options are `${id}-0`, `${id}-1`… (the summary links to the first), its error `${id}-error`. */
  id: string;
  legend: string;
  options: ChoiceOption<T>[];
  value: T | null;
  error: string | undefined;
  onChange: (value: T) => void;
}

/** A question answered by one radio option (why return, which line, what happened). */
export function Choices<T extends string>({ id, legend, options, value, error, onChange }: ChoicesProps<T>) {
  return (
    <fieldset className={parts.fieldset} role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={`${parts.legend} ${styles.legend}`}>{legend}</legend>
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <div className={parts.options}>
        {options.map((option, index) => (
          <label key={option.value} className={parts.option}>
            <input id={`${id}-${index}`} type="radio" name={id} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface NoteFieldProps {
  id: string;
  /** The sentence under the label, with the length allowed. */
  hint: string;
  maxLength: number;
  value: string;
  onChange: (note: string) => void;
}

/** The customer's optional note. */
export function NoteField({ id, hint, maxLength, value, onChange }: NoteFieldProps) {
  return (
    <div className={parts.field}>
      <label htmlFor={id} className={parts.label}>
        Anything else we should know? <span className={parts.optional}>(optional)</span>
      </label>
      <p id={`${id}-hint`} className={parts.hint}>
        {hint}
      </p>
      <textarea id={id} className={`${parts.textarea} ${styles.note}`} rows={3} maxLength={maxLength} aria-describedby={`${id}-hint`} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
