"use client";
// /account/action: Firebase's email links (password reset, email verification, email recovery).
// The code comes from the link's query string, read after hydration so the page stays static
// (use-email-action.ts); this file shows the outcome, and the new-password form.
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/auth/error-messages";
import { PASSWORD_RULE_TEXT, passwordProblem } from "@/lib/auth/password-rule";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { Field, FormAlert, FormNotice } from "./Field";
import { isExpired, useEmailAction, type EmailActionState } from "./use-email-action";
import styles from "./AuthForm.module.css";

export function EmailAction() {
  const [state, setState] = useEmailAction();

  switch (state.kind) {
    case "checking":
      return (
        <p role="status" aria-live="polite">
          Checking your link&hellip;
        </p>
      );
    case "invalid":
      return (
        <div className={styles.panel}>
          <FormAlert>{AUTH_MESSAGES.expiredLink}</FormAlert>
          <p className={styles.aside}>
            Need a new password link? Use &ldquo;Forgotten your password?&rdquo; on the{" "}
            <Link href={ACCOUNT_LINKS.signIn.href}>sign-in page</Link>.
          </p>
        </div>
      );
    case "failed":
      return (
        <div className={styles.panel}>
          <FormAlert>{state.message}</FormAlert>
        </div>
      );
    case "resetForm":
      return <ResetPasswordForm email={state.email} oobCode={state.oobCode} onDone={setState} />;
    case "resetDone":
      return (
        <div className={styles.panel}>
          <FormNotice>Your password has been changed. You can now sign in with your new password.</FormNotice>
          <p className={styles.aside}>
            <Link href={ACCOUNT_LINKS.signIn.href} className="btn btn-cyan">
              Sign in
            </Link>
          </p>
        </div>
      );
    case "verified":
      return (
        <div className={styles.panel}>
          <FormNotice>Thank you. Your email address is verified.</FormNotice>
          <p className={styles.aside}>
            <Link href={ACCOUNT_LINKS.overview.href}>Go to your account</Link>
          </p>
        </div>
      );
    case "recovered":
      return (
        <div className={styles.panel}>
          <FormNotice>
            {state.email ? `Your sign-in email has been changed back to ${state.email}.` : "Your sign-in email has been changed back."}
          </FormNotice>
          <p className={styles.aside}>
            If you didn&rsquo;t ask for the change, choose a new password with &ldquo;Forgotten your password?&rdquo; on the{" "}
            <Link href={ACCOUNT_LINKS.signIn.href}>sign-in page</Link>.
          </p>
        </div>
      );
  }
}

function ResetPasswordForm({ email, oobCode, onDone }: { email: string; oobCode: string; onDone: (state: EmailActionState) => void }) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const problem = passwordProblem(password);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const [auth, { confirmPasswordReset }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      await confirmPasswordReset(auth, oobCode, password);
      onDone({ kind: "resetDone" });
    } catch (caught) {
      if (isExpired(caught)) onDone({ kind: "invalid" });
      else setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Choose a new password" aria-busy={busy}>
        <p>
          Choose a new password for <strong>{email}</strong>.
        </p>
        <Field
          id="reset-password"
          label="New password"
          hint={PASSWORD_RULE_TEXT}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={fieldError}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormAlert>{error}</FormAlert>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-cyan" disabled={busy}>
            Save new password
          </button>
        </div>
      </form>
    </div>
  );
}
