"use client";
// /account/signingout: sign out of Firebase and this browser's session, then go home.
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { signOutEverywhere } from "@/stores/browser-session";

export function SigningOut() {
  const router = useRouter();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return; // once, even when effects run twice in development
    ran.current = true;
    signOutEverywhere()
      .catch((error: unknown) => console.error("Sign-out did not finish cleanly", error))
      .finally(() => router.replace("/"));
  }, [router]);

  return (
    <p role="status" aria-live="polite">
      Signing you out&hellip;
    </p>
  );
}
