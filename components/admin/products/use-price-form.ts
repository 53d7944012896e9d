"use client";
// PriceForm's state: the unit's and each pack's price as typed, the problems found on saving and
// whether the prices were already these; saving sends them through useProductAction.
import { useState, type FormEvent } from "react";
import { parsePounds, poundsInput, type AdminProductDetail } from "@/lib/admin/products";
import { useProductAction } from "./use-product-action";

export type Priced = Pick<AdminProductDetail, "slug" | "container" | "pricePence" | "packs">;

/** The input's id for the unit price ("unit") or a pack's price (its SKU), under the form's useId. */
export const priceInputId = (id: string, key: string) => `${id}-${key === "unit" ? "unit" : `pack-${key}`}`;

/** `id` is the form's useId: the first field with a problem takes focus. */
export function usePriceForm(product: Priced, id: string) {
  const { busy, state, run } = useProductAction(product.slug);
  const [unit, setUnit] = useState(poundsInput(product.pricePence));
  const [packs, setPacks] = useState<Record<string, string>>(() => Object.fromEntries(product.packs.map((pack) => [pack.sku, poundsInput(pack.pricePence)])));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [unchanged, setUnchanged] = useState(false);

  const unitParsed = parsePounds(unit);
  const unitPence = unitParsed.ok ? unitParsed.pence : product.pricePence;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const checkedUnit = parsePounds(unit);
    if (!checkedUnit.ok) found.unit = checkedUnit.message;
    const checkedPacks = product.packs.map((pack) => ({ pack, parsed: parsePounds(packs[pack.sku] ?? "") }));
    for (const { pack, parsed } of checkedPacks) if (!parsed.ok) found[pack.sku] = parsed.message;
    setProblems(found);
    setUnchanged(false);
    if (Object.keys(found).length) {
      document.getElementById(priceInputId(id, Object.keys(found)[0]))?.focus();
      return;
    }
    const same =
      checkedUnit.ok && checkedUnit.pence === product.pricePence && checkedPacks.every(({ pack, parsed }) => parsed.ok && parsed.pence === pack.pricePence);
    if (same) return setUnchanged(true);
    await run({ action: "price", unitPrice: unit.trim(), packs: product.packs.map((pack) => ({ sku: pack.sku, price: (packs[pack.sku] ?? "").trim() })) }, "Prices saved. The shop shows them from the next visit.");
  }

  /** A typed change to one field clears that field's problem and the "nothing to save" line. */
  const edited = (key: string) => {
    setProblems(({ [key]: _gone, ...rest }) => rest);
    setUnchanged(false);
  };

  const setPack = (sku: string, text: string) => setPacks((current) => ({ ...current, [sku]: text }));

  return { busy, state, unit, setUnit, packs, setPack, problems, unchanged, unitPence, edited, submit };
}
