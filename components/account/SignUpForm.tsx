"use client";
// /account/signup: name, email and password (the rule is checked here before Firebase is asked),
// then the name goes on the new account and the user lands where `next` says.
import Link from "next/link";
import { PASSWORD_RULE_TEXT } from "@/lib/auth/password-rule";
import { Field, FormAlert } from "./Field";
import { MAX_DISPLAY_NAME_LENGTH, useSignUp } from "./use-sign-up";
import styles from "./AuthForm.module.css";

export function SignUpForm() {
  const { name, setName, email, setEmail, password, setPassword, busy, error, emailInUse, fieldErrors, signInHref, signUp } = useSignUp();

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
