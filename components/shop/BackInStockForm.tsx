"use client";
// "Email me when it's back" on an out-of-stock product page (issue 28.3). A guest types an email;
// a signed-in customer presses one button and the email goes to their account's address (the
// server takes it from the verified token, not from this form). The server rendering and the
// first client render show the guest form, so hydration matches; a signed-in customer's button
// replaces it once the stores have loaded. A polite live region announces the outcome: "check your
// inbox" when the address must confirm by email (issue 34.8: a guest, or an unverified account
// email, whatever was stored before), or "we'll email you" for a verified customer's own address.
import { useId, useRef, useState, type FormEvent } from "react";
import {
  confirmationSentText,
  STOCK_ALERT_ERROR_TEXT,
  STOCK_ALERTS_API_PATH,
  subscribedText,
  type StockAlertErrorCode,
  type StockAlertSubscribed,
} from "@/lib/stock-alerts/contract";
import { emailProblem } from "@/lib/stock-alerts/email";
import { currentUserToken } from "@/stores/token-source";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import styles from "./BackInStockForm.module.css";

interface BackInStockFormProps {
  slug: string;
  /** As shoppers say it, e.g. "Lucky Saint Unfiltered Lager". */
  name: string;
  /** Units in stock now: the form shows only at 0. */
  stock: number;
}

type Result = { kind: "idle" } | { kind: "sending" } | { kind: "done"; email: string; confirmationNeeded: boolean } | { kind: "error"; message: string };

async function post(body: { slug: string; email?: string }, token?: string): Promise<Response> {
  return fetch(STOCK_ALERTS_API_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function BackInStockForm({ slug, name, stock }: BackInStockFormProps) {
  const hydrated = useUiStore((state) => state.hydrated);
  const signedIn = useUserStore((state) => state.userStatus === "loggedIn" && Boolean(state.userId));
  const accountEmail = useUserStore((state) => state.user?.email ?? null);
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  if (stock > 0) return null;

  const asCustomer = hydrated && signedIn && Boolean(accountEmail);
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;

  async function subscribe(guestEmail?: string) {
    setResult({ kind: "sending" });
    try {
      let response: Response;
      if (asCustomer) {
        response = await post({ slug }, await currentUserToken());
        if (response.status === 401) response = await post({ slug }, await currentUserToken(true));
      } else {
        response = await post({ slug, email: guestEmail });
      }
      const body = (await response.json().catch(() => ({}))) as Partial<StockAlertSubscribed> & { code?: string; message?: string };
      if (response.ok && body.email) {
        setResult({ kind: "done", email: body.email, confirmationNeeded: body.confirmationNeeded !== false });
        return;
      }
      const text = body.code && body.code in STOCK_ALERT_ERROR_TEXT ? STOCK_ALERT_ERROR_TEXT[body.code as StockAlertErrorCode] : body.message;
      if (body.code === "invalidEmail" && !asCustomer) {
        setFieldError(text ?? STOCK_ALERT_ERROR_TEXT.invalidEmail);
        setResult({ kind: "idle" });
        input.current?.focus();
        return;
      }
      setResult({ kind: "error", message: text || "Sorry, that didn't work. Please try again in a moment." });
    } catch {
      setResult({ kind: "error", message: "We couldn't reach the shop. Check your connection and try again." });
    }
  }

  function submitGuest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    void subscribe(email.trim());
  }

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
        <form className={styles.form} onSubmit={submitGuest} noValidate>
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={254}
              className={styles.input}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (fieldError) setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              data-testid="back-in-stock-email"
            />
            <button type="submit" className={`btn btn-cyan ${styles.button}`} disabled={sending}>
              {sending ? "Saving…" : "Email me when it’s back"}
            </button>
          </div>
          {fieldError && (
            <p id={errorId} className={styles.error}>
              {fieldError}
            </p>
          )}
          <p className={styles.small}>We use it for this one email only: no newsletter, no sharing.</p>
        </form>
      )}
      <p role="status" aria-live="polite" className={result.kind === "error" ? styles.error : styles.success} data-testid="back-in-stock-status">
        {done ? (result.confirmationNeeded ? confirmationSentText(result.email) : subscribedText(result.email)) : result.kind === "error" ? result.message : ""}
      </p>
    </section>
  );
}
