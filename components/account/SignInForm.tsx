"use client";
// /account/signin: email and password, Google, and "Forgotten your password?". Firebase's SDK is
// imported inside the handlers, so opening the page does not download it.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, authErrorCode, authErrorMessage } from "@/lib/auth/error-messages";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { Field, FormAlert, FormNotice } from "./Field";
import { finishSignIn } from "@/stores/finish-sign-in";
import styles from "./AuthForm.module.css";

export const RESET_SENT_MESSAGE = "Check your email for a link to reset your password.";

type Mode = "signIn" | "reset";

export function SignInForm() {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [signUpHref, setSignUpHref] = useState<string>(ACCOUNT_LINKS.signUp.href);

  // Carry `next` over to the sign-up page (read after hydration: the page itself is static).
  useEffect(() => {
    const next = new URLSearchParams(window.location.search).get("next");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string exists only in the browser: read once after hydration
    if (next) setSignUpHref(`${ACCOUNT_LINKS.signUp.href}?next=${encodeURIComponent(next)}`);
  }, []);

  function switchMode(next: Mode) {
    setMode(next);
    setError(null);
    setNotice(null);
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!email.trim()) return setError(AUTH_MESSAGES.missingEmail);
    if (!password) return setError(AUTH_MESSAGES.missingPassword);
    setBusy(true);
    try {
      const [auth, { signInWithEmailAndPassword }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      await signInWithEmailAndPassword(auth, email.trim(), password);
      await finishSignIn(router);
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  async function signInWithGoogle() {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      await signInWithPopup(auth, new GoogleAuthProvider());
      await finishSignIn(router);
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  async function sendReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setNotice(null);
    if (!email.trim()) return setError(AUTH_MESSAGES.missingEmail);
    setBusy(true);
    try {
      const [auth, { sendPasswordResetEmail }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      await sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}${ACCOUNT_LINKS.signIn.href}` });
      setNotice(RESET_SENT_MESSAGE);
    } catch (caught) {
      // Whether an account exists is not for a stranger to learn: say the same as on success.
      if (authErrorCode(caught) === "auth/user-not-found") setNotice(RESET_SENT_MESSAGE);
      else setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const alert = <FormAlert>{error}</FormAlert>;

  if (mode === "reset") {
    return (
      <div className={styles.panel}>
        <form className={styles.form} onSubmit={sendReset} noValidate aria-labelledby="reset-title" aria-busy={busy}>
          <h2 id="reset-title">Reset your password</h2>
          <p className={styles.hint}>Enter the email you signed up with and we&rsquo;ll send you a link to choose a new password.</p>
          <Field id="reset-email" label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          {alert}
          <FormNotice>{notice}</FormNotice>
          <div className={styles.actions}>
            <button type="submit" className="btn btn-cyan" disabled={busy}>
              Send reset link
            </button>
            <button type="button" className={styles.linkButton} onClick={() => switchMode("signIn")}>
              Back to sign in
            </button>
          </div>
        </form>
      </div>
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
