"use client";
// "Email me when it's back" on an out-of-stock product page (issue 28.3). A guest types an email;
// a signed-in customer presses one button and the email goes to their account's address (the
// server takes it from the verified token, not from this form). The server rendering and the
// first client render show the guest form, so hydration matches; a signed-in customer's button
// replaces it once the stores have loaded. A polite live region announces the outcome: "check your
// inbox" when the address must confirm by email (issue 34.8: a guest, or an unverified account
// email, whatever was stored before), or "we'll email you" for a verified customer's own address.
import { useId } from "react";
import { confirmationSentText, subscribedText } from "@/lib/stock-alerts/contract";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import styles from "./BackInStockForm.module.css";
import { BackInStockGuestForm } from "./BackInStockGuestForm";
import { useBackInStock } from "./use-back-in-stock";

interface BackInStockFormProps {
  slug: string;
  /** As shoppers say it, e.g. "Lucky Saint Unfiltered Lager". */
  name: string;
  /** Units in stock now: the form shows only at 0. */
  stock: number;
}

export function BackInStockForm({ slug, name, stock }: BackInStockFormProps) {
  const hydrated = useUiStore((state) => state.hydrated);
  const signedIn = useUserStore((state) => state.userStatus === "loggedIn" && Boolean(state.userId));
  const accountEmail = useUserStore((state) => state.user?.email ?? null);
  const asCustomer = hydrated && signedIn && Boolean(accountEmail);
  const { email, fieldError, result, input, subscribe, submitGuest, changeEmail } = useBackInStock(slug, asCustomer);
  const id = useId();
  if (stock > 0) return null;

  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const sending = result.kind === "sending";
  const done = result.kind === "done";

  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid="back-in-stock">
      <h2 id={headingId} className={styles.heading}>
        Email me when it&rsquo;s back
      </h2>
      {!done && (
        <p className={styles.intro}>
          {name} is out of stock for now. We&rsquo;ll send you one email when it returns, then forget about it.
        </p>
      )}
      {!done && asCustomer && (
        <div className={styles.customer}>
          <p className={styles.account}>
            We&rsquo;ll send it to <strong data-testid="back-in-stock-account-email">{accountEmail}</strong>, the email on your account.
          </p>
          <button type="button" className={`btn btn-cyan ${styles.button}`} onClick={() => void subscribe()} disabled={sending}>
            {sending ? "Saving…" : "Email me when it’s back"}
          </button>
        </div>
      )}
      {!done && !asCustomer && (
        <BackInStockGuestForm
          id={id}
          errorId={errorId}
          email={email}
          fieldError={fieldError}
          sending={sending}
          input={input}
          onSubmit={submitGuest}
          onEmailChange={changeEmail}
        />
      )}
      <p role="status" aria-live="polite" className={result.kind === "error" ? styles.error : styles.success} data-testid="back-in-stock-status">
        {done ? (result.confirmationNeeded ? confirmationSentText(result.email) : subscribedText(result.email)) : result.kind === "error" ? result.message : ""}
      </p>
    </section>
  );
}
