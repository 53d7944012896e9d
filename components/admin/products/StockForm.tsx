"use client";
import { useId, useState } from "react";
import { STOCK_CHANGE_REASONS, STOCK_REASON_LABELS, plannedStock, type AdminProductDetail, type StockChangeReason } from "@/lib/admin/products";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { useProductAction } from "./use-product-action";
import styles from "../Actions.module.css";

type Mode = "add" | "remove" | "set";

const MODE_LABELS: Record<Mode, string> = { add: "Add units", remove: "Remove units", set: "Set the count to" };
/** The reason each kind of change usually has; staff can pick another. */
const USUAL_REASON: Record<Mode, StockChangeReason> = { add: "delivery", remove: "breakage", set: "count" };

/** "Stock goes from 40 to 37." or why it cannot: the change read as the server will read it. */
function preview(stock: number, mode: Mode, units: string): { ok: true; after: number; text: string } | { ok: false; text: string } {
  if (!/^\d+$/.test(units.trim())) return { ok: false, text: mode === "set" ? "Enter the number of units on the shelf." : "Enter how many units, as a whole number." };
  const count = Number(units.trim());
  const planned = plannedStock(stock, mode === "set" ? { kind: "set", count } : { kind: "adjust", change: mode === "add" ? count : -count });
  if (!planned.ok) return { ok: false, text: planned.message };
  return { ok: true, after: planned.after, text: planned.after === stock ? `Stock stays at ${stock.toLocaleString("en-GB")}.` : `Stock goes from ${stock.toLocaleString("en-GB")} to ${planned.after.toLocaleString("en-GB")}.` };
}

/** Set a counted number, or add or remove units, always with a reason; never below zero (checked again by the server). */
export function StockForm({ product }: { product: Pick<AdminProductDetail, "slug" | "stock"> }) {
  const id = useId();
  const { busy, state, run } = useProductAction(product.slug);
  const [mode, setMode] = useState<Mode>("add");
  const [units, setUnits] = useState("");
  const [reason, setReason] = useState<StockChangeReason>("delivery");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = units.trim() ? preview(product.stock, mode, units) : null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = preview(product.stock, mode, units);
    if (!checked.ok) return setProblem(checked.text);
    if (reason === "other" && !note.trim()) return setProblem("Say what happened in the note when the reason is Other.");
    setProblem(null);
    const count = Number(units.trim());
    const extra = { reason, ...(note.trim() ? { note: note.trim() } : {}) };
    const sent = await run(
      mode === "set" ? { action: "setStock", count, ...extra } : { action: "adjustStock", change: mode === "add" ? count : -count, ...extra },
      (saved) => `Stock is now ${saved.stock.toLocaleString("en-GB")}.`,
    );
    if (sent) {
      setUnits("");
      setNote("");
    }
  }

  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="stock-form">
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-mode`}>Change</label>
          <select
            id={`${id}-mode`}
            value={mode}
            onChange={(event) => {
              const next = event.target.value as Mode;
              setMode(next);
              setReason(USUAL_REASON[next]);
              setProblem(null);
            }}
          >
            {(Object.keys(MODE_LABELS) as Mode[]).map((value) => (
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
            onChange={(event) => {
              setUnits(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-preview${problem ? ` ${id}-problem` : ""}`}
            data-testid="stock-units"
          />
        </div>
      </div>
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as StockChangeReason)}>
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
          <input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} maxLength={300} autoComplete="off" placeholder="Delivery note, what broke…" />
        </div>
      </div>
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
