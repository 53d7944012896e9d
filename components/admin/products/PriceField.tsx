"use client";
import styles from "../Actions.styles";
import own from "./ProductWorkspace.styles";

interface PriceFieldProps {
  /** "unit" or the pack's SKU. */
  fieldKey: string;
  inputId: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint: string | null;
  problem: string | undefined;
}

/** One price typed in pounds after a £ sign, with its hint (VAT, the price each) and its problem. */
export function PriceField({ fieldKey, inputId, label, value, onChange, hint, problem }: PriceFieldProps) {
  const describedBy = [hint ? `${inputId}-hint` : null, problem ? `${inputId}-problem` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`${styles.field} ${own.priceField}`}>
      <label htmlFor={inputId}>{label}</label>
      <span className={own.money}>
        <span aria-hidden="true">£</span>
        <input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          data-testid={fieldKey === "unit" ? "price-unit" : `price-pack-${fieldKey}`}
        />
      </span>
      {hint && (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {problem && (
        <span id={`${inputId}-problem`} className={own.fieldError} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
