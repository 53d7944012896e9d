"use client";
// /account/signup: name, email and password (the rule is checked here before Firebase is asked),
// then the name goes on the new account and the user lands where `next` says.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, authErrorCode, authErrorMessage } from "@/lib/auth/error-messages";
import { PASSWORD_RULE_TEXT, passwordProblem } from "@/lib/auth/password-rule";
import { refreshSessionUser } from "@/stores/browser-session";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { Field, FormAlert } from "./Field";
import { finishSignIn } from "@/stores/finish-sign-in";
import styles from "./AuthForm.module.css";

export const MAX_DISPLAY_NAME_LENGTH = 80;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  name?: string;
  email?: string;
  password?: string;
}

export function validateSignUp(name: string, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!name.trim()) errors.name = "Enter your name.";
  else if (name.trim().length > MAX_DISPLAY_NAME_LENGTH) errors.name = `Your name must be ${MAX_DISPLAY_NAME_LENGTH} characters or fewer.`;
  if (!email.trim()) errors.email = AUTH_MESSAGES.missingEmail;
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = AUTH_MESSAGES.invalidEmail;
  const problem = passwordProblem(password);
  if (problem) errors.password = problem;
  return errors;
}

export function SignUpForm() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailInUse, setEmailInUse] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [signInHref, setSignInHref] = useState<string>(ACCOUNT_LINKS.signIn.href);

  useEffect(() => {
    const next = new URLSearchParams(window.location.search).get("next");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string exists only in the browser: read once after hydration
    if (next) setSignInHref(`${ACCOUNT_LINKS.signIn.href}?next=${encodeURIComponent(next)}`);
  }, []);

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setEmailInUse(false);
    const errors = validateSignUp(name, email, password);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setError("Please check the highlighted fields.");
      return;
    }
    setBusy(true);
    try {
      const [auth, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
      try {
        await updateProfile(user, { displayName: name.trim() });
        await refreshSessionUser();
      } catch (profileError) {
        // The account exists and is signed in; the name can be added on the account page.
        console.warn("Could not save the new account's name", profileError);
      }
      await finishSignIn(router);
    } catch (caught) {
      setEmailInUse(authErrorCode(caught) === "auth/email-already-in-use");
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={signUp} noValidate aria-label="Create an account" aria-busy={busy}>
        <Field id="signup-name" label="Name" name="name" autoComplete="name" required maxLength={MAX_DISPLAY_NAME_LENGTH} value={name} error={fieldErrors.name} onChange={(e) => setName(e.target.value)} />
        <Field id="signup-email" label="Email" type="email" name="email" autoComplete="email" required value={email} error={fieldErrors.email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          id="signup-password"
          label="Password"
          hint={PASSWORD_RULE_TEXT}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <FormAlert>
            {error}
            {emailInUse && (
              <>
                {" "}
                <Link href={signInHref}>Sign in</Link>
              </>
            )}
          </FormAlert>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-pink" disabled={busy}>
            Create account
          </button>
        </div>
      </form>
      <p className={styles.aside}>
        Already have an account? <Link href={signInHref}>Sign in</Link>
      </p>
    </div>
  );
}
