"use client";
// "Damaged or missing?" on the customer's order pages (the account's, and a guest's through the
// order link), issue 38.3: the reports already made on the order, and, while a report can be made,
// a button that opens the report form inline (components/orders/DamageForm.tsx). Once sent, a live
// region that takes focus gives the report's reference; the page then re-renders from the server,
// so the list and what is left to report follow. When no report can be made, the server's sentence
// says why, with where to read about returns and get help. Works as ReturnItems does.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type RefObject } from "react";
import type { DamageOffer, DamageReportSuccess } from "@/lib/damage/contract";
import { RETURNS_HELP_PATH } from "@/lib/orders/customer-cancel";
import { orderMoment } from "@/lib/orders/format";
import { DamageForm } from "./DamageForm";
import { DamageList } from "./DamageList";
import styles from "./ReturnItems.module.css";

interface DamageReportProps {
  /** From the server's damage facts of the order: the lines that may be reported, and the reports so far. */
  offer: DamageOffer;
  /** The secret of a guest's order link (the confirmation page's `key`); null on the account's pages. */
  accessToken?: string | null;
}

type Focus = "opener" | "message" | null;

/** The reference of the report just sent, and what happens next. */
function SentMessage({ sent, messageRef }: { sent: DamageReportSuccess["data"] | null; messageRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div ref={messageRef} tabIndex={-1} role="status" aria-live="polite" className={sent ? styles.sent : "visually-hidden"} data-testid="damage-message">
      {sent && (
        <>
          <p className={styles.sentTitle}>Report {sent.report.reference} sent.</p>
          <p className={styles.sentNote}>We will look at it and email you to say how we are putting it right. You can follow it on this page too.</p>
        </>
      )}
    </div>
  );
}

/** Why no report can be made now, and where to read about returns or get help. */
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

export function DamageReport({ offer, accessToken = null }: DamageReportProps) {
  const id = useId();
  const router = useRouter();
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState<DamageReportSuccess["data"] | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const openerRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Focus>(null);

  // Back to the button as the form closes unsent; onto the message once the report is sent.
  // (The form moves focus to its own heading as it opens.)
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element = target === "opener" ? openerRef.current : target === "message" ? messageRef.current : null;
    element?.focus();
  });

  if (offer.reports.length === 0 && !offer.open && !offer.reason && !sent) return null;

  function open(next: boolean) {
    if (next) setSent(null);
    focusNext.current = next ? null : "opener";
    setReporting(next);
  }

  function done(value: DamageReportSuccess["data"]) {
    setSent(value);
    setReporting(false);
    focusNext.current = "message";
    startRefresh(() => router.refresh());
  }

  const deadline = offer.windowEndsAt ? (
    <>
      {" by "}
      <time dateTime={offer.windowEndsAt}>{orderMoment(offer.windowEndsAt)}</time>
    </>
  ) : null;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="damage-report">
      <h2 id={`${id}-title`} className={styles.title}>
        Damaged or missing?
      </h2>
      {offer.reports.length > 0 && <DamageList reports={offer.reports} busy={refreshing} />}
      <SentMessage sent={sent} messageRef={messageRef} />
      {offer.open && !reporting && (
        <div className={styles.offer}>
          <p className={styles.text}>
            If drinks arrived broken, leaking or crushed, or something is missing from your parcel, tell us{deadline} and we will refund or replace it.
          </p>
          <button type="button" ref={openerRef} className="btn btn-outline" onClick={() => open(true)} data-testid="damage-open">
            Report damaged or missing items
          </button>
        </div>
      )}
      {offer.open && reporting && <DamageForm offer={offer} accessToken={accessToken} onSent={done} onCancel={() => open(false)} />}
      {!offer.open && offer.reason && <ClosedReason reason={offer.reason} />}
    </section>
  );
}
