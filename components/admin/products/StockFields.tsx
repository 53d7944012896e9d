"use client";
// StockForm's two rows of fields; `id` is the form's useId, so every field keeps its id.
import { STOCK_CHANGE_REASONS, STOCK_REASON_LABELS, type StockChangeReason } from "@/lib/admin/products";
import type { StockFormState, StockMode } from "./use-stock-form";
import styles from "../Actions.styles";

const MODE_LABELS: Record<StockMode, string> = { add: "Add units", remove: "Remove units", set: "Set the count to" };

/** The kind of change (add, remove, set) and how many units. */
export function StockChangeFields({ id, form }: { id: string; form: StockFormState }) {
  const { mode, units, problem } = form;
  return (
    <div className={styles.fieldRow}>
      <div className={styles.field}>
        <label htmlFor={`${id}-mode`}>Change</label>
        <select id={`${id}-mode`} value={mode} onChange={(event) => form.chooseMode(event.target.value as StockMode)}>
          {(Object.keys(MODE_LABELS) as StockMode[]).map((value) => (
            <option key={value} value={value}>
              {MODE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.grow}`}>
        <label htmlFor={`${id}-units`}>Units</label>
        <input
          id={`${id}-units`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={units}
          onChange={(event) => form.typeUnits(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-preview${problem ? ` ${id}-problem` : ""}`}
          data-testid="stock-units"
        />
      </div>
    </div>
  );
}

/** Why the stock changed, and a note (required when the reason is Other). */
export function StockReasonFields({ id, form }: { id: string; form: StockFormState }) {
  const { reason, note } = form;
  return (
    <div className={styles.fieldRow}>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>Reason</label>
        <select id={`${id}-reason`} value={reason} onChange={(event) => form.setReason(event.target.value as StockChangeReason)}>
          {STOCK_CHANGE_REASONS.map((value) => (
            <option key={value} value={value}>
              {STOCK_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.grow}`}>
        <label htmlFor={`${id}-note`}>
          Note <span className={styles.optional}>{reason === "other" ? "(say what happened)" : "(optional)"}</span>
        </label>
        <input id={`${id}-note`} value={note} onChange={(event) => form.setNote(event.target.value)} maxLength={300} autoComplete="off" placeholder="Delivery note, what broke…" />
      </div>
    </div>
  );
}
