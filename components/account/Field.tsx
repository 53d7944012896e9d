import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "./AuthForm.module.css";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  id: string;
  label: ReactNode;
  /** A line under the label (e.g. the password rule), read out with the field. */
  hint?: ReactNode;
  /** This field's message; marks the field invalid and is read out with it. */
  error?: string | null;
  optional?: boolean;
}

/** A labelled text input of the account forms, with an optional hint and error message. */
export function Field({ id, label, hint, error, optional, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's error in words (read out at once), or nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}

/** A form's success message (announced politely), or nothing when there is none. */
export function FormNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
