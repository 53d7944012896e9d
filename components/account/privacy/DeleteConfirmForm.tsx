// DeleteAccount's confirm step: prove it's you (password, or a note that the provider's popup will
// open), type DELETE, then delete or cancel. Its heading takes focus when the step opens.
import type { FormEvent, RefObject } from "react";
import { DELETE_CONFIRMATION } from "@/lib/privacy/contract";
import { Field, FormAlert } from "../Field";
import type { ReauthMethod } from "./use-delete-account";
import styles from "./Privacy.module.css";

interface DeleteConfirmFormProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Null while the way the customer signs in is still being found. */
  method: ReauthMethod | null;
  password: string;
  onPasswordChange: (password: string) => void;
  typed: string;
  onTypedChange: (typed: string) => void;
  busy: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
}

export function DeleteConfirmForm(props: DeleteConfirmFormProps) {
  const { headingRef, method, busy } = props;
  return (
    <form className={styles.form} onSubmit={(event) => void props.onSubmit(event)} noValidate aria-labelledby="privacy-confirm-heading" aria-busy={busy} data-testid="privacy-confirm">
      <h3 id="privacy-confirm-heading" ref={headingRef} tabIndex={-1}>
        Confirm it&rsquo;s you
      </h3>
      {method === null ? (
        <p role="status" className={styles.muted}>
          Checking how you sign in…
        </p>
      ) : method === "password" ? (
        <Field
          id="privacy-password"
          label="Your password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={props.password}
          onChange={(change) => props.onPasswordChange(change.target.value)}
        />
      ) : (
        <p>When you press the button below, a Google window opens: sign in there to confirm it&rsquo;s you.</p>
      )}
      <Field
        id="privacy-confirm-text"
        label={`Type ${DELETE_CONFIRMATION} to confirm`}
        hint="In capital letters."
        name="confirm"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={props.typed}
        onChange={(change) => props.onTypedChange(change.target.value)}
      />
      <FormAlert>{props.error}</FormAlert>
      <p className={styles.actions}>
        <button type="submit" className={`btn ${styles.deleteButton}`} disabled={busy || method === null}>
          {busy ? "Deleting your account…" : method === "provider" ? "Continue with Google and delete" : "Delete my account permanently"}
        </button>
        <button type="button" className="btn btn-outline" onClick={props.onCancel} disabled={busy}>
          Cancel
        </button>
      </p>
    </form>
  );
}
