"use client";
// SignUpForm's state and action: the typed name, email and password, checked here before Firebase
// is asked; then the name goes on the new account and the user lands where `next` says. Firebase's
// SDK is imported inside the handler, so opening the page does not download it.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, authErrorCode, authErrorMessage } from "@/lib/auth/error-messages";
import { passwordProblem } from "@/lib/auth/password-rule";
import { refreshSessionUser } from "@/stores/browser-session";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { finishSignIn } from "@/stores/finish-sign-in";

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

export function useSignUp() {
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

  return { name, setName, email, setEmail, password, setPassword, busy, error, emailInUse, fieldErrors, signInHref, signUp };
}
