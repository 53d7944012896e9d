"use client";
import Link from "next/link";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import formStyles from "./AuthForm.module.css";

/** An API failure in words; a lapsed session gets a link to sign in and come back here. */
export function ErrorAlert({ error }: { error: { message: string; signedOut?: boolean } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className={formStyles.alert}>
      {error.message}
      {error.signedOut && (
        <>
          {" "}
          <Link href={`${ACCOUNT_LINKS.signIn.href}?next=${encodeURIComponent(ACCOUNT_LINKS.addresses.href)}`}>Sign in</Link>
        </>
      )}
    </p>
  );
}
