"use client";
import { useId, useMemo, useState } from "react";
import { linePack } from "@/lib/orders/format";
import type { AdminOrderAction, AdminOrderDetail } from "@/lib/admin/contract";
import { planRefund, type PriorRefund } from "@/lib/orders/refunds";
import { ActionError } from "./ActionMessage";
import type { ActionState } from "./use-order-action";
import styles from "./Actions.module.css";
import refundStyles from "./RefundForm.module.css";
import { poundsTextGrouped } from "@/lib/cart/money";

interface RefundFormProps {
  order: AdminOrderDetail;
  busy: boolean;
  state: ActionState;
  run: (action: AdminOrderAction, done: string) => Promise<AdminOrderDetail | null>;
}

/** The order's refunds that took money back (or are on their way), as refund arithmetic reads them. */
export function priorRefunds(order: Pick<AdminOrderDetail, "refunds">): PriorRefund[] {
  return order.refunds
    .filter((refund) => refund.status !== "failed")
    .map((refund) => ({
      lines: refund.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, amountPence: line.amount.gross })),
      shippingPence: refund.shipping.gross,
    }));
}

const packsOf = (text: string | undefined) => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * Packs per line, the delivery charge, restock and a reason. The amount shown is worked out here
 * with the same arithmetic as the server (lib/orders/refunds.ts); the server recomputes it, and
 * the browser sends only lines, quantities and the two choices.
 */
export function RefundForm({ order, busy, state, run }: RefundFormProps) {
  const id = useId();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [includeShipping, setIncludeShipping] = useState(false);
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState("");

  const lines = useMemo(() => order.items.filter((item) => (order.refundable[item.id] ?? 0) > 0), [order]);
  const request = useMemo(
    () => ({
      lines: lines.map((item) => ({ lineId: item.id, quantity: packsOf(quantities[item.id]) })).filter((line) => line.quantity > 0),
      includeShipping,
    }),
    [lines, quantities, includeShipping],
  );
  const plan = useMemo(() => planRefund(order.items, order.amounts, priorRefunds(order), request), [order, request]);
  const overLine = lines.find((item) => packsOf(quantities[item.id]) > (order.refundable[item.id] ?? 0));
  const problem = overLine
    ? `Only ${order.refundable[overLine.id]} of ${overLine.productName} can be refunded.`
    : plan.ok
      ? null
      : plan.message;

  function selectAll() {
    setQuantities(Object.fromEntries(lines.map((item) => [item.id, String(order.refundable[item.id])])));
    setIncludeShipping(order.shippingRefundablePence > 0);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!plan.ok || overLine) return;
    const text = reason.trim();
    const how = order.paymentMethod === "stripe" ? "sent to Stripe" : "recorded as paid back by hand";
    const done = await run(
      { action: "refund", lines: request.lines, includeShipping, restock, ...(text ? { reason: text } : {}) },
      `Refund of ${poundsTextGrouped(plan.total.gross)} ${how}.`,
    );
    if (done) {
      setQuantities({});
      setIncludeShipping(false);
      setRestock(false);
      setReason("");
    }
  }

  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="refund-form">
      <table className={refundStyles.refundTable}>
        <caption className="visually-hidden">Packs to refund per line</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className={refundStyles.num}>
              Refund
            </th>
            <th scope="col" className={refundStyles.num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((item) => {
            const max = order.refundable[item.id];
            const planned = plan.ok ? plan.lines.find((line) => line.lineId === item.id) : undefined;
            return (
              <tr key={item.id}>
                <th scope="row">
                  <span className={refundStyles.lineName}>{item.productName}</span>
                  <span className={styles.hint}>
                    {linePack(item)} · {max} of {item.quantity} left
                  </span>
                </th>
                <td className={refundStyles.num}>
                  <label htmlFor={`${id}-${item.id}`} className="visually-hidden">
                    Packs of {item.productName} to refund, up to {max}
                  </label>
                  <input
                    id={`${id}-${item.id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    step={1}
                    value={quantities[item.id] ?? ""}
                    placeholder="0"
                    onChange={(event) => setQuantities((current) => ({ ...current, [item.id]: event.target.value }))}
                    className={refundStyles.qty}
                    aria-invalid={packsOf(quantities[item.id]) > max ? true : undefined}
                  />
                </td>
                <td className={refundStyles.num}>{planned ? poundsTextGrouped(planned.amount.gross) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
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
