"use client";
// SignInForm's state and actions: which of its two forms shows, the typed email and password, and
// signing in by password or Google, or sending a reset link. Firebase's SDK is imported inside the
// handlers, so opening the page does not download it.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { AUTH_MESSAGES, authErrorCode, authErrorMessage } from "@/lib/auth/error-messages";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { finishSignIn } from "@/stores/finish-sign-in";

export const RESET_SENT_MESSAGE = "Check your email for a link to reset your password.";

export type SignInMode = "signIn" | "reset";

export function useSignIn() {
  const router = useRouter();
  const [mode, setMode] = useState<SignInMode>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function switchMode(next: SignInMode) {
    setMode(next);
    setError(null);
    setNotice(null);
  }

  /** Signs in with Firebase's SDK (loaded here, on demand), then finishes the session. */
  async function signInWith(how: "password" | "google") {
    setError(null);
    setBusy(true);
    try {
      const [auth, sdk] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
      if (how === "password") await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
      else await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
      await finishSignIn(router);
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!email.trim()) return setError(AUTH_MESSAGES.missingEmail);
    if (!password) return setError(AUTH_MESSAGES.missingPassword);
    await signInWith("password");
  }

  async function signInWithGoogle() {
    if (busy) return;
    await signInWith("google");
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

  return { mode, email, setEmail, password, setPassword, busy, error, notice, switchMode, signIn, signInWithGoogle, sendReset };
}

/** The sign-up link, carrying `next` over (read after hydration: the page itself is static). */
export function useSignUpHref(): string {
  const [signUpHref, setSignUpHref] = useState<string>(ACCOUNT_LINKS.signUp.href);
  useEffect(() => {
    const next = new URLSearchParams(window.location.search).get("next");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string exists only in the browser: read once after hydration
    if (next) setSignUpHref(`${ACCOUNT_LINKS.signUp.href}?next=${encodeURIComponent(next)}`);
  }, []);
  return signUpHref;
}
