"use client";
// EmailAction's state: what Firebase's email link turned out to be. The link's query string is
// read once after hydration (the page stays static), then the code is checked or applied with
// Firebase's SDK, loaded on demand.
import { useEffect, useRef, useState } from "react";
import { authErrorMessage } from "@/lib/auth/error-messages";
import { getFirebaseAuth } from "@/lib/firebase/client";

export type EmailActionState =
  | { kind: "checking" }
  | { kind: "invalid" }
  | { kind: "failed"; message: string }
  | { kind: "resetForm"; email: string; oobCode: string }
  | { kind: "resetDone" }
  | { kind: "verified" }
  | { kind: "recovered"; email: string | null };

const EXPIRED_CODES = new Set(["auth/expired-action-code", "auth/invalid-action-code", "auth/user-disabled", "auth/user-not-found"]);

export function isExpired(error: unknown): boolean {
  const code = typeof error === "object" && error && "code" in error ? (error as { code: unknown }).code : null;
  return typeof code === "string" && EXPIRED_CODES.has(code);
}

function failure(error: unknown): EmailActionState {
  return isExpired(error) ? { kind: "invalid" } : { kind: "failed", message: authErrorMessage(error) };
}

export function useEmailAction() {
  const [state, setState] = useState<EmailActionState>({ kind: "checking" });
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const params = new URLSearchParams(window.location.search);
    const mode = params.get("mode");
    const oobCode = params.get("oobCode");
    if (!oobCode || !mode) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the link's query string is read once after hydration (the page is static)
      setState({ kind: "invalid" });
      return;
    }
    void (async () => {
      try {
        const [auth, firebase] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
        if (mode === "resetPassword") {
          const email = await firebase.verifyPasswordResetCode(auth, oobCode);
          setState({ kind: "resetForm", email, oobCode });
        } else if (mode === "verifyEmail") {
          await firebase.applyActionCode(auth, oobCode);
          // A signed-in user's emailVerified flag is stale until reloaded.
          await auth.currentUser?.reload().catch(() => undefined);
          setState({ kind: "verified" });
        } else if (mode === "recoverEmail") {
          const info = await firebase.checkActionCode(auth, oobCode);
          await firebase.applyActionCode(auth, oobCode);
          setState({ kind: "recovered", email: info.data.email ?? null });
        } else {
          setState({ kind: "invalid" });
        }
      } catch (error) {
        setState(failure(error));
      }
    })();
  }, []);

  return [state, setState] as const;
}
