"use client";
import { useId } from "react";
import type { AdminProductDetail } from "@/lib/admin/products";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { StockChangeFields, StockReasonFields } from "./StockFields";
import { useStockForm } from "./use-stock-form";
import styles from "../Actions.styles";

/** Set a counted number, or add or remove units, always with a reason; never below zero (checked again by the server). */
export function StockForm({ product }: { product: Pick<AdminProductDetail, "slug" | "stock"> }) {
  const id = useId();
  const form = useStockForm(product);
  const { busy, state, outcome, problem } = form;

  return (
    <form onSubmit={form.submit} className={styles.form} aria-busy={busy} noValidate data-testid="stock-form">
      <StockChangeFields id={id} form={form} />
      <StockReasonFields id={id} form={form} />
      <p id={`${id}-preview`} className={styles.hint} aria-live="polite" data-testid="stock-preview">
        {outcome ? outcome.text : `Now ${product.stock.toLocaleString("en-GB")} in stock.`}
      </p>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <ProductActionError state={state} form="stock" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          Save stock change
        </button>
        <ProductActionDone state={state} form="stock" />
      </div>
    </form>
  );
}
