"use client";
// /account/signin: email and password, Google, and "Forgotten your password?" (ResetPasswordForm).
// State and the Firebase calls are in use-sign-in.ts.
import Link from "next/link";
import { Field, FormAlert } from "./Field";
import { ResetPasswordForm } from "./ResetPasswordForm";
import styles from "./AuthForm.module.css";
import { useSignIn, useSignUpHref } from "./use-sign-in";

export function SignInForm() {
  const { mode, email, setEmail, password, setPassword, busy, error, notice, switchMode, signIn, signInWithGoogle, sendReset } = useSignIn();
  const signUpHref = useSignUpHref();
  const alert = <FormAlert>{error}</FormAlert>;

  if (mode === "reset") {
    return (
      <ResetPasswordForm
        email={email}
        onEmailChange={setEmail}
        busy={busy}
        alert={alert}
        notice={notice}
        onSubmit={sendReset}
        onBack={() => switchMode("signIn")}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={signIn} noValidate aria-label="Sign in" aria-busy={busy}>
        <Field id="signin-email" label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          id="signin-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {alert}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-cyan" disabled={busy}>
            Sign in
          </button>
          <button type="button" className={styles.linkButton} onClick={() => switchMode("reset")}>
            Forgotten your password?
          </button>
        </div>
      </form>
      <p className={styles.divider}>or</p>
      <button type="button" className={`btn btn-outline ${styles.fullButton}`} onClick={signInWithGoogle} disabled={busy}>
        Continue with Google
      </button>
      <p className={styles.aside}>
        New here? <Link href={signUpHref}>Create an account</Link>
      </p>
    </div>
  );
}
