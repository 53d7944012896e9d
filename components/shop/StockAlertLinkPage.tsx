import Link from "next/link";
import type { ReactNode } from "react";
import { PageLayout } from "@/components/page/PageLayout";
import styles from "./StockAlertLinkPage.module.css";

// The pages an emailed back-in-stock link opens (issues 28.3 and 34.8): /stock-alerts/unsubscribe
// and /stock-alerts/confirm. Both work without signing in (the token in the link is the secret) and
// both change nothing when opened, since mail scanners prefetch links: the page shows a button whose
// form POSTs the token, and the API comes back to the page with the outcome.

/** The first value of a search parameter ("" when absent). */
export const searchParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** What a page says about a link that no longer does anything. */
export const LINK_USED = "This link has already been used or has expired.";

/** The page around a link's message. */
export function StockAlertLinkPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <PageLayout variant="narrow">
      <div className={styles.panel}>
        <h1 className={styles.title}>{heading}</h1>
        {children}
        <p className={styles.back}>
          <Link href="/shop">Back to the shop</Link>
        </p>
      </div>
    </PageLayout>
  );
}

/** The one button that acts on the link: a plain form POST of the token (works without JavaScript). */
export function StockAlertTokenForm({ action, token, label, testId }: { action: string; token: string; label: string; testId: string }) {
  return (
    <form method="post" action={action} className={styles.form}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="btn btn-cyan" data-testid={testId}>
        {label}
      </button>
    </form>
  );
}

/** The outcome line (announced: role="status"). */
export function StockAlertLinkResult({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p role="status" data-testid={testId}>
      {children}
    </p>
  );
}
