"use client";
// DeleteAccount's state and actions: the start or confirm step, how the customer proves it's them
// (their password, or their provider's popup when the account has no password), what they typed,
// and the deletion itself. The stores' module is imported on demand, when the confirm step opens.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { authErrorCode, authErrorMessage, AUTH_MESSAGES } from "@/lib/auth/error-messages";
import { DELETE_CONFIRMATION } from "@/lib/privacy/contract";

export type ReauthMethod = "password" | "provider";

const WRONG_PASSWORD = new Set(["auth/invalid-credential", "auth/invalid-login-credentials", "auth/wrong-password"]);

function messageOf(caught: unknown): string {
  const code = authErrorCode(caught);
  if (code && WRONG_PASSWORD.has(code)) return "That password isn't right. Please try again.";
  if (code) return authErrorMessage(caught);
  return caught instanceof Error && caught.message ? caught.message : AUTH_MESSAGES.generic;
}

export function useDeleteAccount(onDeleted: (emailed: boolean) => void) {
  const [step, setStep] = useState<"start" | "confirm">("start");
  const [method, setMethod] = useState<ReauthMethod | null>(null);
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (step !== "confirm") return;
    headingRef.current?.focus();
    let live = true;
    void import("@/stores/account-privacy")
      .then(({ reauthMethod }) => reauthMethod())
      .then((found) => live && setMethod(found))
      .catch(() => live && setMethod("password"));
    return () => {
      live = false;
    };
  }, [step]);

  function confirm() {
    setStep("confirm");
  }

  function cancel() {
    setStep("start");
    setPassword("");
    setTyped("");
    setError(null);
    requestAnimationFrame(() => openerRef.current?.focus());
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

  return { step, method, password, setPassword, typed, setTyped, busy, error, headingRef, openerRef, confirm, cancel, submit };
}
