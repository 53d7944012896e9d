"use client";
// "Return items" on the customer's order pages (the account's, and a guest's through the order
// link), issue 38.2: the returns already asked for on the order, and, while the return window is
// open, a button that opens the return form inline (components/orders/ReturnForm.tsx). Once sent,
// a live region that takes focus says where to send the drinks; the page then re-renders from the
// server, so the list and what is left to return follow. When no return can be asked for, the
// server's sentence says why, with where to read about returns.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type RefObject } from "react";
import { RETURNS_HELP_PATH } from "@/lib/orders/customer-cancel";
import { orderDate } from "@/lib/orders/format";
import type { ReturnOffer, ReturnRequestSuccess } from "@/lib/returns/contract";
import { ReturnForm } from "./ReturnForm";
import { ReturnList } from "./ReturnList";
import styles from "./ReturnItems.module.css";

interface ReturnItemsProps {
  /** From the server's return facts of the order: the lines that may go back, and the returns so far. */
  offer: ReturnOffer;
  /** The secret of a guest's order link (the confirmation page's `key`); null on the account's pages. */
  accessToken?: string | null;
}

type Focus = "opener" | "message" | null;

/** Where to send the drinks of the return just asked for. */
function SentMessage({ sent, messageRef }: { sent: ReturnRequestSuccess["data"] | null; messageRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={messageRef} tabIndex={-1} role="status" aria-live="polite" className={sent ? styles.sent : "visually-hidden"} data-testid="return-message">
      {sent && (
        <>
          <p className={styles.sentTitle}>Return {sent.return.reference} requested. Send the drinks to:</p>
          <address className={styles.address}>
            {sent.returnAddress.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
          <p className={styles.sentNote}>We have emailed you these details. Refunds are made once the drinks are back with us.</p>
        </>
      )}
    </div>
  );
}

/** Why no return can be asked for now, and where to read about returns. */
function ClosedReason({ reason }: { reason: string }) {
  return (
    <>
      <p className={styles.text}>{reason}</p>
      <p className={styles.links}>
        <Link href={RETURNS_HELP_PATH}>Read our returns policy</Link>
        <Link href="/help">Help centre</Link>
      </p>
    </>
  );
}

export function ReturnItems({ offer, accessToken = null }: ReturnItemsProps) {
  const id = useId();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<ReturnRequestSuccess["data"] | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const openerRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Focus>(null);

  // Back to the button as the form closes unsent; onto the message once the return is asked for.
  // (The form moves focus to its own heading as it opens.)
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element = target === "opener" ? openerRef.current : target === "message" ? messageRef.current : null;
    element?.focus();
  });

  if (offer.returns.length === 0 && !offer.open && !offer.reason && !sent) return null;

  function open(next: boolean) {
    if (next) setSent(null);
    focusNext.current = next ? null : "opener";
    setAsking(next);
  }

  function done(value: ReturnRequestSuccess["data"]) {
    setSent(value);
    setAsking(false);
    focusNext.current = "message";
    startRefresh(() => router.refresh());
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="return-items">
      <h2 id={`${id}-title`} className={styles.title}>
        Returns
      </h2>
      {offer.returns.length > 0 && <ReturnList returns={offer.returns} busy={refreshing} />}
      <SentMessage sent={sent} messageRef={messageRef} />
      {offer.open && !asking && (
        <div className={styles.offer}>
          {offer.windowEndsAt && (
            <p className={styles.text}>
              You can ask to return unopened drinks until <time dateTime={offer.windowEndsAt}>{orderDate(offer.windowEndsAt)}</time>.
            </p>
          )}
          <button type="button" ref={openerRef} className="btn btn-outline" onClick={() => open(true)} data-testid="return-open">
            Return items
          </button>
        </div>
      )}
      {offer.open && asking && <ReturnForm offer={offer} accessToken={accessToken} onSent={done} onCancel={() => open(false)} />}
      {!offer.open && offer.reason && <ClosedReason reason={offer.reason} />}
    </section>
  );
}
