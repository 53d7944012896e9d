// The return form's first question: how many packs of each line go back. One row per order line,
// with its name and pack, and a − / + stepper around a number field kept to whole packs between 0
// and what may still be returned (a step button at the end of its range is marked aria-disabled rather
// than disabled, so keyboard focus stays on it). A line with nothing left to return stays, disabled.
import type { ReturnableLine } from "@/lib/returns/contract";
import parts from "@/components/forms/FormParts.module.css";
import formStyles from "./CaseForm.module.css";
import styles from "./ReturnQuantities.module.css";

/** Packs chosen per order line (lineId → packs). */
export type Quantities = Record<string, number>;

/** A typed or stepped amount as whole packs within 0..max (anything unreadable is 0). */
export function clampPacks(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.trunc(value)));
}

interface QuantityRowProps {
  id: string;
  line: ReturnableLine;
  value: number;
  /** The id of the fieldset's error, once there is one: the row is then marked invalid and says it. */
  errorId: string | null;
  onChange: (packs: number) => void;
}

function QuantityRow({ id, line, value, errorId, onChange }: QuantityRowProps) {
  const disabled = line.returnable <= 0;
  const describedBy = [`${id}-pack`, disabled ? `${id}-none` : null, disabled ? null : errorId].filter(Boolean).join(" ");
  return (
    <div className={disabled ? `${styles.line} ${styles.lineDone}` : styles.line}>
      <div className={styles.lineText}>
        <span className={styles.lineName}>{line.productName}</span>
        <span id={`${id}-pack`} className={styles.linePack}>
          {line.packText}
        </span>
        {disabled && (
          <span id={`${id}-none`} className={styles.lineNone}>
            Already returned or refunded
          </span>
        )}
      </div>
      <div className={styles.amount}>
        <label htmlFor={id} className="visually-hidden">
          Packs of {line.productName} to return
        </label>
        <div className={styles.stepper}>
          <button type="button" aria-label={`One fewer pack of ${line.productName}`} disabled={disabled} aria-disabled={value <= 0 || undefined} onClick={() => onChange(value - 1)}>
            −
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={Math.max(0, line.returnable)}
            step={1}
            value={value}
            disabled={disabled}
            aria-invalid={!disabled && errorId ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(Number(event.target.value))}
          />
          <button type="button" aria-label={`One more pack of ${line.productName}`} disabled={disabled} aria-disabled={value >= line.returnable || undefined} onClick={() => onChange(value + 1)}>
            +
          </button>
        </div>
        <span className={styles.of} aria-hidden="true">
          of {Math.max(0, line.returnable)}
        </span>
      </div>
    </div>
  );
}

interface ReturnQuantitiesProps {
  id: string;
  lines: ReturnableLine[];
  quantities: Quantities;
  error: string | undefined;
  onChange: (lineId: string, packs: number) => void;
}

/** The id of row `index`'s number field, for the error summary's link. */
export const quantityFieldId = (id: string, index: number) => `${id}-line-${index}`;

export function ReturnQuantities({ id, lines, quantities, error, onChange }: ReturnQuantitiesProps) {
  const errorId = error ? `${id}-lines-error` : null;
  return (
    <fieldset className={parts.fieldset} aria-describedby={errorId ?? undefined}>
      <legend className={`${parts.legend} ${formStyles.legend}`}>What are you sending back?</legend>
      {error && (
        <p id={`${id}-lines-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.lines}>
        {lines.map((line, index) => (
          <QuantityRow
            key={line.lineId}
            id={quantityFieldId(id, index)}
            line={line}
            value={quantities[line.lineId] ?? 0}
            errorId={errorId}
            onChange={(packs) => onChange(line.lineId, clampPacks(packs, line.returnable))}
          />
        ))}
      </div>
    </fieldset>
  );
}
