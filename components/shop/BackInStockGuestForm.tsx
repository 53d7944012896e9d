// A guest's half of "Email me when it's back": a labelled email field, its problem tied to it, and
// the submit button. State lives in use-back-in-stock.ts.
import type { FormEvent, RefObject } from "react";
import styles from "./BackInStockForm.module.css";

interface BackInStockGuestFormProps {
  /** The parent's useId, so the field's id stays what it was. */
  id: string;
  errorId: string;
  email: string;
  fieldError: string | null;
  sending: boolean;
  input: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onEmailChange: (email: string) => void;
}

export function BackInStockGuestForm({ id, errorId, email, fieldError, sending, input, onSubmit, onEmailChange }: BackInStockGuestFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          className={styles.input}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          data-testid="back-in-stock-email"
        />
        <button type="submit" className={`btn btn-cyan ${styles.button}`} disabled={sending}>
          {sending ? "Saving…" : "Email me when it’s back"}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.error}>
          {fieldError}
        </p>
      )}
      <p className={styles.small}>We use it for this one email only: no newsletter, no sharing.</p>
    </form>
  );
}
