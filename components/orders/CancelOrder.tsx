"use client";
// "Cancel order" on the customer's order pages (the account's, and a guest's through the order
// link): offered while the order is placed or paid (lib/orders/customer-cancel.ts), asked once,
// then sent (lib/orders/cancel-client.ts). The outcome, or the server's refusal (staff packed it
// meanwhile), is said in a live region that takes focus; the page then re-renders from the server,
// so its status, progress line and payment line follow. Once packed, the rule's sentence stands in
// for the button, with where to read about returns.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type RefObject } from "react";
import { poundsText } from "@/lib/cart/money";
import { requestOrderCancel } from "@/lib/orders/cancel-client";
import { cancelledSentence, customerCancellation, RETURNS_HELP_PATH, type CancelFacts } from "@/lib/orders/customer-cancel";
import styles from "./CancelOrder.module.css";

interface CancelOrderProps {
  /** From cancelFactsOf(order): only what the button needs reaches the browser. */
  order: CancelFacts;
  /** The secret of a guest's order link (the confirmation page's `key`); null on the account's pages. */
  accessToken?: string | null;
}

/** What was said after the last attempt: done (cancelled), refused (409: the sentence why), or a failure to try again after. */
type Said = { kind: "done" | "refused" | "error"; text: string } | null;
type Focus = "question" | "opener" | "message" | null;

/** What confirming does to the money, in the question. */
function consequences(order: CancelFacts): string {
  if (order.paidByCard && order.leftToRefundPence > 0) {
    return `We put your drinks back on the shelf, refund ${poundsText(order.leftToRefundPence)} to the card you paid with, and email you to confirm.`;
  }
  return "Nothing has been charged. We email you to confirm.";
}

interface CancelQuestionProps {
  id: string;
  order: CancelFacts;
  sending: boolean;
  confirmRef: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onKeep: () => void;
}

/** The question asked once before cancelling: what it does, and the two answers. */
function CancelQuestion({ id, order, sending, confirmRef, onConfirm, onKeep }: CancelQuestionProps) {
  return (
    <div className={styles.question} role="group" aria-labelledby={id}>
      <p id={id} className={styles.text}>
        Cancel order {order.reference}? {consequences(order)} This cannot be undone.
      </p>
      <div className={styles.buttons}>
        <button type="button" ref={confirmRef} className="btn btn-pink" disabled={sending} onClick={onConfirm} data-testid="cancel-order-confirm">
          {sending ? "Cancelling…" : "Yes, cancel my order"}
        </button>
        <button type="button" className="btn btn-outline" disabled={sending} onClick={onKeep}>
          Keep my order
        </button>
      </div>
    </div>
  );
}

export function CancelOrder({ order, accessToken = null }: CancelOrderProps) {
  const id = useId();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [said, setSaid] = useState<Said>(null);
  const questionRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<Focus>(null);

  // Focus follows the step: into the question as it opens, back to the button as it closes (or
  // after a failure, to try again), onto the outcome once there is one.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element = target === "question" ? questionRef.current : target === "opener" ? openerRef.current : target === "message" ? messageRef.current : null;
    element?.focus();
  });

  const rule = customerCancellation(order.status);
  // Once cancelled or refused, the button stays gone while the page re-renders with the new status.
  const settled = said !== null && said.kind !== "error";
  if (!rule.allowed && !rule.offerReturn && !settled) return null;

  function open(next: boolean) {
    focusNext.current = next ? "question" : "opener";
    setAsking(next);
  }

  async function confirm() {
    setSending(true);
    const result = await requestOrderCancel(order.reference, accessToken);
    setSending(false);
    setAsking(false);
    if (result.ok) setSaid({ kind: "done", text: cancelledSentence(result.order) });
    else setSaid({ kind: result.status === 409 ? "refused" : "error", text: result.message });
    focusNext.current = result.ok || result.status === 409 ? "message" : "opener";
    if (result.ok || result.status === 409) startRefresh(() => router.refresh());
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} aria-busy={sending || refreshing} data-testid="cancel-order">
      <h2 id={`${id}-title`} className={styles.title}>
        {said?.kind === "done" ? "Order cancelled" : "Changed your mind?"}
      </h2>
      {!settled && !rule.allowed && <p className={styles.text}>{rule.reason}</p>}
      {!settled && rule.allowed && !asking && (
        <>
          <p className={styles.text}>You can cancel this order until we pack it.</p>
          <button type="button" ref={openerRef} className="btn btn-outline" onClick={() => open(true)} data-testid="cancel-order-open">
            Cancel order
          </button>
        </>
      )}
      {!settled && rule.allowed && asking && (
        <CancelQuestion id={`${id}-question`} order={order} sending={sending} confirmRef={questionRef} onConfirm={() => void confirm()} onKeep={() => open(false)} />
      )}
      <p ref={messageRef} tabIndex={-1} role="status" aria-live="polite" className={said ? `${styles.message} ${styles[said.kind]}` : "visually-hidden"} data-testid="cancel-order-message">
        {said?.text}
      </p>
      {!rule.allowed && rule.offerReturn && (
        <p className={styles.text}>
          <Link href={RETURNS_HELP_PATH}>How returns work</Link>
        </p>
      )}
    </section>
  );
}
