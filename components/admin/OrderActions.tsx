"use client";
import Link from "next/link";
import { adminOrderSlipPath, type AdminOrderDetail } from "@/lib/admin/contract";
import { ActionDone, ActionError } from "./ActionMessage";
import { useOrderAction } from "./use-order-action";
import { CancelForm } from "./CancelForm";
import { DispatchForm } from "./DispatchForm";
import { RefundForm } from "./RefundForm";
import styles from "./Actions.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

type ActionKey = keyof AdminOrderDetail["actions"];

const TITLES: Record<ActionKey, string> = {
  pack: "Pack",
  dispatch: "Dispatch",
  deliver: "Deliver",
  cancel: "Cancel",
  refund: "Refund",
};

const BUTTONS: Record<ActionKey, string> = {
  pack: "Mark packed",
  dispatch: "Dispatch",
  deliver: "Mark delivered",
  cancel: "Cancel order",
  refund: "Refund",
};

const ORDER: ActionKey[] = ["pack", "dispatch", "deliver", "refund", "cancel"];

/**
 * What staff can do to the order now, each step in its own block; the steps the order cannot take
 * are listed with the server's reason. Every change goes to the API, then the page re-renders
 * from the server (the panel keeps the last outcome).
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { busy, state, run } = useOrderAction(order.reference);
  const allowed = ORDER.filter((key) => order.actions[key].allowed);
  const refused = ORDER.flatMap((key) => {
    const action = order.actions[key];
    return action.allowed ? [] : [{ key, reason: action.reason }];
  });
  const boxes = Object.values(order.boxes).reduce((total, count) => total + count, 0);
  const owedOnDelivery = order.paymentMethod === "payOnDelivery" && !order.paid;

  return (
    <div className={styles.actions} data-testid="admin-actions">
      <ActionDone state={state} />
      {/* A refusal for a step the order no longer offers (another member moved it on): shown here. */}
      {state.kind === "error" && !allowed.includes(state.action as ActionKey) && <ActionError state={state} action={state.action} />}
      {allowed.length === 0 && <p className={styles.hint}>Nothing more can be done to this order.</p>}
      {allowed.map((key) => (
        <section key={key} className={styles.block} aria-labelledby={`action-${key}`} data-testid={`action-${key}`}>
          <h3 id={`action-${key}`} className={styles.blockTitle}>
            {TITLES[key]}
          </h3>
          {key === "pack" && (
            <>
              <p className={styles.hint}>
                Pack {boxes} box{boxes === 1 ? "" : "es"} as the <Link href={adminOrderSlipPath(order.reference)}>packing slip</Link> lists
                them, then mark the order packed.
              </p>
              <ActionError state={state} action="pack" />
              <div className={styles.buttons}>
                <button type="button" className={styles.primary} disabled={busy} onClick={() => void run({ action: "pack" }, "Marked packed.")}>
                  {BUTTONS.pack}
                </button>
              </div>
            </>
          )}
          {key === "dispatch" && <DispatchForm busy={busy} state={state} run={run} />}
          {key === "deliver" && (
            <>
              <p className={styles.hint}>
                {owedOnDelivery
                  ? `Marking it delivered also records the ${poundsTextGrouped(order.amounts.totalPrice.gross)} paid on delivery.`
                  : "Once the carrier shows it delivered."}
              </p>
              <ActionError state={state} action="deliver" />
              <div className={styles.buttons}>
                <button type="button" className={styles.primary} disabled={busy} onClick={() => void run({ action: "deliver" }, "Marked delivered.")}>
                  {BUTTONS.deliver}
                </button>
              </div>
            </>
          )}
          {key === "refund" && <RefundForm order={order} busy={busy} state={state} run={run} />}
          {key === "cancel" && <CancelForm order={order} busy={busy} state={state} run={run} />}
        </section>
      ))}
      {refused.length > 0 && (
        <details className={styles.refused}>
          <summary>
            Not available now ({refused.length})
          </summary>
          <ul className={styles.refusedList}>
            {refused.map(({ key, reason }) => (
              <li key={key} data-testid={`action-refused-${key}`}>
                <span className={styles.refusedName}>{BUTTONS[key]}</span>
                <span className={styles.hint}>{reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
