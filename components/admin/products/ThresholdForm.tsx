"use client";
import { useId, useState } from "react";
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_STOCK, type AdminProductDetail } from "@/lib/admin/products";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { useProductAction } from "./use-product-action";
import styles from "../Actions.styles";

/** The count at or under which the product is low on stock (the products filter and the dashboard's figure). */
export function ThresholdForm({ product }: { product: Pick<AdminProductDetail, "slug" | "lowStockThreshold"> }) {
  const id = useId();
  const { busy, state, run } = useProductAction(product.slug);
  const [value, setValue] = useState(String(product.lowStockThreshold));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = value.trim();
    if (!/^\d+$/.test(text) || Number(text) > MAX_STOCK) return setProblem("Enter a whole number of units, 0 or more.");
    setProblem(null);
    await run({ action: "threshold", lowStockThreshold: Number(text) }, (saved) => `Low at or under ${saved.lowStockThreshold.toLocaleString("en-GB")} units.`);
  }

  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="threshold-form">
      <div className={styles.fieldRow}>
        <div className={`${styles.field} ${styles.grow}`}>
          <label htmlFor={`${id}-threshold`}>Low at or under (units)</label>
          <input
            id={`${id}-threshold`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        The dashboard counts products at or under their threshold. New products start at {DEFAULT_LOW_STOCK_THRESHOLD}.
      </p>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <ProductActionError state={state} form="threshold" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.secondary} disabled={busy}>
          Save threshold
        </button>
        <ProductActionDone state={state} form="threshold" />
      </div>
    </form>
  );
}
