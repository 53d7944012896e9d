"use client";
// /account/privacy's actions (issue 28.4): "Download my data" and "Delete my account". Signed out,
// a way to sign in; signed in, both cards; after a deletion, the confirmation (kept even though the
// stores now say signed out). The page HTML is the same for everyone until the stores rehydrate.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { DeleteAccount } from "./DeleteAccount";
import { DownloadData } from "./DownloadData";
import styles from "./Privacy.module.css";

export function PrivacyActions() {
  const hydrated = useUiStore((state) => state.hydrated);
  const userStatus = useUserStore((state) => state.userStatus);
  // null until deleted; then whether the confirmation email went out (only to a verified address).
  const [deleted, setDeleted] = useState<{ emailed: boolean } | null>(null);
  if (deleted) return <Deleted emailed={deleted.emailed} />;
  if (!hydrated || userStatus === "checking") return <p role="status" className={styles.muted}>Loading your account…</p>;
  if (userStatus !== "loggedIn") {
    return (
      <section className={styles.card} aria-labelledby="privacy-signin-heading" data-testid="privacy-guest">
        <h2 id="privacy-signin-heading">Sign in to see your data</h2>
        <p>To download your data or delete your account, sign in first, so we know it&rsquo;s you.</p>
        <p className={styles.actions}>
          <Link href={`${ACCOUNT_LINKS.signIn.href}?next=${encodeURIComponent(ACCOUNT_LINKS.privacy.href)}`} className="btn btn-cyan">
            Sign in
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <DownloadData />
      <DeleteAccount onDeleted={(emailed) => setDeleted({ emailed })} />
    </>
  );
}

function Deleted({ emailed }: { emailed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="privacy-deleted-heading" data-testid="privacy-deleted">
      <h2 id="privacy-deleted-heading" ref={heading} tabIndex={-1}>
        Your account has been deleted
      </h2>
      <p>
        We&rsquo;ve erased your personal data and signed you out on this device. Your past orders are kept for our tax records
        without your name or contact details.{emailed ? " We\u2019ve sent a last email to your old address to confirm it." : ""}
      </p>
      <p className={styles.actions}>
        <Link href="/" className="btn btn-cyan">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
