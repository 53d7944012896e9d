"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { AdminOrderAction, AdminOrderDetail } from "@/lib/admin/contract";
import { ActionError } from "./ActionMessage";
import type { ActionState } from "./use-order-action";
import styles from "./Actions.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

interface CancelFormProps {
  order: Pick<AdminOrderDetail, "paid" | "paymentMethod" | "amounts" | "fulfilment">;
  busy: boolean;
  state: ActionState;
  run: (action: AdminOrderAction, done: string) => Promise<AdminOrderDetail | null>;
}

/** "Cancel order" opens a confirmation with what cancelling does and an optional reason. */
export function CancelForm({ order, busy, state, run }: CancelFormProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) reasonRef.current?.focus();
    else if (wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const left = order.amounts.totalPrice.gross - order.fulfilment.refundedPence;
  const money = order.paid && left > 0 ? (order.paymentMethod === "stripe" ? ` and refunds ${poundsTextGrouped(left)} to the customer’s card` : ` and records ${poundsTextGrouped(left)} as paid back by hand`) : "";

  if (!open) {
    return (
      <div className={styles.buttons}>
        <button type="button" ref={openerRef} className={styles.dangerOutline} onClick={() => setOpen(true)} aria-expanded="false" disabled={busy}>
          Cancel order
        </button>
      </div>
    );
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    await run({ action: "cancel", ...(text ? { reason: text } : {}) }, "Order cancelled. Its stock is back on the shelf.");
  }

  return (
    <form onSubmit={submit} className={`${styles.form} ${styles.confirm}`} aria-busy={busy} data-testid="cancel-form">
      <p className={styles.warning} id={`${id}-what`}>
        Cancelling puts every unit back in stock{money}, and emails the customer. It cannot be undone.
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>
          Reason <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          ref={reasonRef}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={2}
          maxLength={500}
          aria-describedby={`${id}-what`}
        />
      </div>
      <ActionError state={state} action="cancel" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.danger} disabled={busy}>
          Confirm cancellation
        </button>
        <button type="button" className={styles.secondary} onClick={() => setOpen(false)} disabled={busy}>
          Keep the order
        </button>
      </div>
    </form>
  );
}
