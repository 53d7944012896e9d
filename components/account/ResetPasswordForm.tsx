// SignInForm's other face: "Reset your password", an email field and "Send reset link", with the
// way back to signing in. State and the request live in use-sign-in.ts.
import type { FormEvent, ReactNode } from "react";
import { Field, FormNotice } from "./Field";
import styles from "./AuthForm.module.css";

interface ResetPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  /** The shared error line (a FormAlert). */
  alert: ReactNode;
  notice: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
}

export function ResetPasswordForm({ email, onEmailChange, busy, alert, notice, onSubmit, onBack }: ResetPasswordFormProps) {
  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="reset-title" aria-busy={busy}>
        <h2 id="reset-title">Reset your password</h2>
        <p className={styles.hint}>Enter the email you signed up with and we&rsquo;ll send you a link to choose a new password.</p>
        <Field id="reset-email" label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => onEmailChange(e.target.value)} />
        {alert}
        <FormNotice>{notice}</FormNotice>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-cyan" disabled={busy}>
            Send reset link
          </button>
          <button type="button" className={styles.linkButton} onClick={onBack}>
            Back to sign in
          </button>
        </div>
      </form>
    </div>
  );
}
