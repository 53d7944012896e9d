"use client";
import { useId } from "react";
import type { AdminOrderAction, AdminOrderDetail } from "@/lib/admin/contract";
import { ActionError } from "./ActionMessage";
import type { ActionState } from "./use-order-action";
import styles from "./Actions.styles";
import refundStyles from "./RefundForm.styles";
import { poundsTextGrouped } from "@/lib/cart/money";
import { RefundLinesTable } from "./RefundLinesTable";
import { useRefundForm } from "./use-refund-form";

interface RefundFormProps {
  order: AdminOrderDetail;
  busy: boolean;
  state: ActionState;
  run: (action: AdminOrderAction, done: string) => Promise<AdminOrderDetail | null>;
}

/**
 * Packs per line, the delivery charge, restock and a reason, with the amount they come to
 * (use-refund-form.ts works it out as the server will, and the server recomputes it).
 */
export function RefundForm({ order, busy, state, run }: RefundFormProps) {
  const id = useId();
  const { quantities, setQuantity, includeShipping, setIncludeShipping, restock, setRestock, reason, setReason, lines, plan, overLine, problem, selectAll, submit } =
    useRefundForm(order, run);

  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="refund-form">
      <RefundLinesTable id={id} order={order} lines={lines} plan={plan} quantities={quantities} onQuantityChange={setQuantity} />
      {lines.length === 0 && <p className={styles.hint}>Every line has been refunded.</p>}

      <div className={refundStyles.checks}>
        {order.shippingRefundablePence > 0 && (
          <label className={refundStyles.check}>
            <input type="checkbox" checked={includeShipping} onChange={(event) => setIncludeShipping(event.target.checked)} />
            Include delivery ({poundsTextGrouped(order.shippingRefundablePence)})
          </label>
        )}
        <label className={refundStyles.check}>
          <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} aria-describedby={`${id}-restock`} />
          Put the refunded units back in stock
        </label>
        <p id={`${id}-restock`} className={`${styles.hint} ${refundStyles.checkHint}`}>
          Only for units that came back unopened.
        </p>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>
          Reason <span className={styles.optional}>(optional)</span>
        </label>
        <input id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} autoComplete="off" />
      </div>

      <div className={refundStyles.summary} aria-live="polite" data-testid="refund-total">
        {plan.ok && !overLine ? (
          <>
            <span>To refund</span>
            <strong>{poundsTextGrouped(plan.total.gross)}</strong>
            <span className={styles.hint}>incl. VAT {poundsTextGrouped(plan.total.tax)}</span>
          </>
        ) : (
          <span className={styles.hint}>{problem}</span>
        )}
      </div>
      <p className={styles.hint}>
        {order.paymentMethod === "stripe"
          ? "The card is refunded through Stripe; the timeline shows when Stripe confirms it."
          : "Pay the customer back by hand: this records the refund."}
      </p>
      <ActionError state={state} action="refund" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy || !plan.ok || Boolean(overLine)}>
          Refund
        </button>
        {lines.length > 0 && (
          <button type="button" className={styles.secondary} onClick={selectAll} disabled={busy}>
            Select everything left
          </button>
        )}
      </div>
    </form>
  );
}
