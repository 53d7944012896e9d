"use client";
import { useId, useState } from "react";
import { CARRIER_DETAILS, CARRIERS, checkTrackingNumber, isCarrierId, type CarrierId } from "@/lib/orders/carriers";
import type { AdminOrderAction, AdminOrderDetail } from "@/lib/admin/contract";
import { ActionError } from "./ActionMessage";
import type { ActionState } from "./use-order-action";
import styles from "./Actions.styles";

interface DispatchFormProps {
  busy: boolean;
  state: ActionState;
  run: (action: AdminOrderAction, done: string | ((order: AdminOrderDetail) => string)) => Promise<AdminOrderDetail | null>;
}

/** Carrier and tracking number (checked here against the carrier's format, and again by the server). */
export function DispatchForm({ busy, state, run }: DispatchFormProps) {
  const id = useId();
  const [carrier, setCarrier] = useState<CarrierId | "">("");
  const [tracking, setTracking] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!carrier) return setProblem("Choose the carrier.");
    const check = checkTrackingNumber(carrier, tracking);
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    const sent = await run({ action: "dispatch", carrier, trackingNumber: check.trackingNumber }, `Dispatched with ${CARRIER_DETAILS[carrier].name}, ${check.trackingNumber}.`);
    if (sent) setTracking("");
  }

  const hint = carrier ? `${CARRIER_DETAILS[carrier].name} numbers are ${CARRIER_DETAILS[carrier].format}.` : "Choose the carrier first.";
  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="dispatch-form">
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-carrier`}>Carrier</label>
          <select
            id={`${id}-carrier`}
            value={carrier}
            required
            onChange={(event) => {
              setCarrier(isCarrierId(event.target.value) ? event.target.value : "");
              setProblem(null);
            }}
          >
            <option value="">Choose…</option>
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {CARRIER_DETAILS[c].name}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.grow}`}>
          <label htmlFor={`${id}-tracking`}>Tracking number</label>
          <input
            id={`${id}-tracking`}
            value={tracking}
            onChange={(event) => {
              setTracking(event.target.value);
              setProblem(null);
            }}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
            className={styles.mono}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <ActionError state={state} action="dispatch" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          Dispatch
        </button>
      </div>
    </form>
  );
}
