"use client";
// The shell of the order page's after-sales sections, returns (ReturnItems) and damage reports
// (DamageReport): what was asked for so far, and, while one can be asked for, a button that opens
// the form inline. Once sent, a live region that takes focus says what happens next; the page then
// re-renders from the server, so the list and what is left follow. When nothing can be asked for,
// the server's sentence says why, with where to read about returns and get help.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition, type ReactNode, type RefObject } from "react";
import { useFocusNext } from "@/components/forms/use-focus-next";
import { RETURNS_HELP_PATH } from "@/lib/orders/customer-cancel";
import styles from "./AfterSalesSection.module.css";

/** What the message says once sent: its title, where to send the drinks (a return's), what happens next. */
export interface SentWords {
  title: string;
  address?: string[];
  note: string;
}

function SentMessage({ words, testId, messageRef }: { words: SentWords | null; testId: string; messageRef: RefObject<HTMLDivElement | null> }) {
  // Always in the page, so screen readers hear it as it fills.
  return (
    <div ref={messageRef} tabIndex={-1} role="status" aria-live="polite" className={words ? styles.sent : "visually-hidden"} data-testid={testId}>
      {words && (
        <>
          <p className={styles.sentTitle}>{words.title}</p>
          {words.address && (
            <address className={styles.address}>
              {words.address.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          )}
          <p className={styles.sentNote}>{words.note}</p>
        </>
      )}
    </div>
  );
}

/** Why nothing can be asked for now, and where to read about returns. */
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

interface AfterSalesSectionProps<Sent> {
  title: string;
  testIds: { section: string; message: string; opener: string };
  /** From the server's offer: whether one can be asked for now, and if not, why (null: say nothing). */
  open: boolean;
  reason: string | null;
  /** The list of those asked for so far, busy while the page re-reads; null when there are none. */
  renderList: ((busy: boolean) => ReactNode) | null;
  /** The sentence over the opener (null: none). */
  invitation: ReactNode;
  openerLabel: string;
  wordsOf: (sent: Sent) => SentWords;
  renderForm: (handlers: { onSent: (sent: Sent) => void; onCancel: () => void }) => ReactNode;
}

export function AfterSalesSection<Sent>({ title, testIds, open, reason, renderList, invitation, openerLabel, wordsOf, renderForm }: AfterSalesSectionProps<Sent>) {
  const id = useId();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const openerRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  // Back to the button as the form closes unsent; onto the message once sent.
  // (The form moves focus to its own heading as it opens.)
  const focusNext = useFocusNext({ opener: openerRef, message: messageRef });

  if (!renderList && !open && !reason && !sent) return null;

  function toggle(next: boolean) {
    if (next) setSent(null);
    focusNext(next ? null : "opener");
    setAsking(next);
  }

  function done(value: Sent) {
    setSent(value);
    setAsking(false);
    focusNext("message");
    startRefresh(() => router.refresh());
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid={testIds.section}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {renderList?.(refreshing)}
      <SentMessage words={sent === null ? null : wordsOf(sent)} testId={testIds.message} messageRef={messageRef} />
      {open && !asking && (
        <div className={styles.offer}>
          {invitation && <p className={styles.text}>{invitation}</p>}
          <button type="button" ref={openerRef} className="btn btn-outline" onClick={() => toggle(true)} data-testid={testIds.opener}>
            {openerLabel}
          </button>
        </div>
      )}
      {open && asking && renderForm({ onSent: done, onCancel: () => toggle(false) })}
      {!open && reason && <ClosedReason reason={reason} />}
    </section>
  );
}
