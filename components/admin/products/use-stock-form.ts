"use client";
// StockForm's state: the kind of change, the units, the reason and note, the preview of the stock
// after it, and sending it through useProductAction once it reads as the server will read it.
import { useState, type FormEvent } from "react";
import { plannedStock, type AdminProductDetail, type StockChangeReason } from "@/lib/admin/products";
import { useProductAction } from "./use-product-action";

export type StockMode = "add" | "remove" | "set";

/** The reason each kind of change usually has; staff can pick another. */
const USUAL_REASON: Record<StockMode, StockChangeReason> = { add: "delivery", remove: "breakage", set: "count" };

/** "Stock goes from 40 to 37." or why it cannot: the change read as the server will read it. */
function preview(stock: number, mode: StockMode, units: string): { ok: true; after: number; text: string } | { ok: false; text: string } {
  if (!/^\d+$/.test(units.trim())) return { ok: false, text: mode === "set" ? "Enter the number of units on the shelf." : "Enter how many units, as a whole number." };
  const count = Number(units.trim());
  const planned = plannedStock(stock, mode === "set" ? { kind: "set", count } : { kind: "adjust", change: mode === "add" ? count : -count });
  if (!planned.ok) return { ok: false, text: planned.message };
  return { ok: true, after: planned.after, text: planned.after === stock ? `Stock stays at ${stock.toLocaleString("en-GB")}.` : `Stock goes from ${stock.toLocaleString("en-GB")} to ${planned.after.toLocaleString("en-GB")}.` };
}

export function useStockForm(product: Pick<AdminProductDetail, "slug" | "stock">) {
  const { busy, state, run } = useProductAction(product.slug);
  const [mode, setMode] = useState<StockMode>("add");
  const [units, setUnits] = useState("");
  const [reason, setReason] = useState<StockChangeReason>("delivery");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = units.trim() ? preview(product.stock, mode, units) : null;

  const chooseMode = (next: StockMode) => {
    setMode(next);
    setReason(USUAL_REASON[next]);
    setProblem(null);
  };

  const typeUnits = (text: string) => {
    setUnits(text);
    setProblem(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
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

  return { busy, state, mode, units, reason, note, problem, outcome, chooseMode, typeUnits, setReason, setNote, submit };
}

export type StockFormState = ReturnType<typeof useStockForm>;
