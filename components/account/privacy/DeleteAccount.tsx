"use client";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { authErrorCode, authErrorMessage, AUTH_MESSAGES } from "@/lib/auth/error-messages";
import { DELETE_CONFIRMATION } from "@/lib/privacy/contract";
import { Field, FormAlert } from "../Field";
import styles from "./Privacy.module.css";

// "Delete my account": a first button opens the confirm step, which asks the customer to prove it's
// them again (their password, or their provider's popup when the account has no password) and to
// type DELETE. The server checks both again: a sign-in within 5 minutes and the confirmation.

type Method = "password" | "provider";

const WRONG_PASSWORD = new Set(["auth/invalid-credential", "auth/invalid-login-credentials", "auth/wrong-password"]);

function messageOf(caught: unknown): string {
  const code = authErrorCode(caught);
  if (code && WRONG_PASSWORD.has(code)) return "That password isn't right. Please try again.";
  if (code) return authErrorMessage(caught);
  return caught instanceof Error && caught.message ? caught.message : AUTH_MESSAGES.generic;
}

export function DeleteAccount({ onDeleted }: { onDeleted: (emailed: boolean) => void }) {
  const [step, setStep] = useState<"start" | "confirm">("start");
  const [method, setMethod] = useState<Method | null>(null);
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (step !== "confirm") return;
    heading.current?.focus();
    let live = true;
    void import("@/stores/account-privacy")
      .then(({ reauthMethod }) => reauthMethod())
      .then((found) => live && setMethod(found))
      .catch(() => live && setMethod("password"));
    return () => {
      live = false;
    };
  }, [step]);

  function cancel() {
    setStep("start");
    setPassword("");
    setTyped("");
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (typed.trim() !== DELETE_CONFIRMATION) return setError(`Type ${DELETE_CONFIRMATION} in capitals to confirm.`);
    if (method === "password" && !password) return setError("Enter your password to confirm it's you.");
    setBusy(true);
    try {
      const { deleteMyAccount } = await import("@/stores/account-privacy");
      onDeleted(await deleteMyAccount(method === "password" ? password : null));
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  }

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="privacy-delete-heading" data-testid="privacy-delete">
      <h2 id="privacy-delete-heading">Delete my account</h2>
      <p>
        This can&rsquo;t be undone. You&rsquo;ll be signed out, you won&rsquo;t be able to sign in again with this account, and the
        data listed above is erased straight away.
      </p>
      {step === "start" ? (
        <p className={styles.actions}>
          <button ref={opener} type="button" className={`btn ${styles.deleteButton}`} onClick={() => setStep("confirm")}>
            Delete my account
          </button>
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="privacy-confirm-heading" aria-busy={busy} data-testid="privacy-confirm">
          <h3 id="privacy-confirm-heading" ref={heading} tabIndex={-1}>
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
              value={password}
              onChange={(change) => setPassword(change.target.value)}
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
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
          />
          <FormAlert>{error}</FormAlert>
          <p className={styles.actions}>
            <button type="submit" className={`btn ${styles.deleteButton}`} disabled={busy || method === null}>
              {busy ? "Deleting your account…" : method === "provider" ? "Continue with Google and delete" : "Delete my account permanently"}
            </button>
            <button type="button" className="btn btn-outline" onClick={cancel} disabled={busy}>
              Cancel
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
