"use client";
import { useId, useState } from "react";
import { packLabel, packSavingPercent, parsePounds, poundsInput, type AdminProductDetail } from "@/lib/admin/products";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { useProductAction } from "./use-product-action";
import styles from "../Actions.module.css";
import own from "./ProductWorkspace.module.css";
import { poundsTextGrouped } from "@/lib/cart/money";

type Priced = Pick<AdminProductDetail, "slug" | "container" | "pricePence" | "packs">;

/** The unit's price and each pack's, typed as pounds (VAT included); checked here, and again by the server. */
export function PriceForm({ product }: { product: Priced }) {
  const id = useId();
  const { busy, state, run } = useProductAction(product.slug);
  const [unit, setUnit] = useState(poundsInput(product.pricePence));
  const [packs, setPacks] = useState<Record<string, string>>(() => Object.fromEntries(product.packs.map((pack) => [pack.sku, poundsInput(pack.pricePence)])));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [unchanged, setUnchanged] = useState(false);

  const unitParsed = parsePounds(unit);
  const unitPence = unitParsed.ok ? unitParsed.pence : product.pricePence;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const checkedUnit = parsePounds(unit);
    if (!checkedUnit.ok) found.unit = checkedUnit.message;
    const checkedPacks = product.packs.map((pack) => ({ pack, parsed: parsePounds(packs[pack.sku] ?? "") }));
    for (const { pack, parsed } of checkedPacks) if (!parsed.ok) found[pack.sku] = parsed.message;
    setProblems(found);
    setUnchanged(false);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0] === "unit" ? "unit" : `pack-${Object.keys(found)[0]}`}`)?.focus();
      return;
    }
    const same =
      checkedUnit.ok && checkedUnit.pence === product.pricePence && checkedPacks.every(({ pack, parsed }) => parsed.ok && parsed.pence === pack.pricePence);
    if (same) return setUnchanged(true);
    await run({ action: "price", unitPrice: unit.trim(), packs: product.packs.map((pack) => ({ sku: pack.sku, price: (packs[pack.sku] ?? "").trim() })) }, "Prices saved. The shop shows them from the next visit.");
  }

  const field = (key: string, label: string, value: string, onChange: (text: string) => void, hint: string | null) => {
    const inputId = `${id}-${key === "unit" ? "unit" : `pack-${key}`}`;
    const problem = problems[key];
    const describedBy = [hint ? `${inputId}-hint` : null, problem ? `${inputId}-problem` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className={`${styles.field} ${own.priceField}`} key={key}>
        <label htmlFor={inputId}>{label}</label>
        <span className={own.money}>
          <span aria-hidden="true">£</span>
          <input
            id={inputId}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setProblems(({ [key]: _gone, ...rest }) => rest);
              setUnchanged(false);
            }}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            data-testid={key === "unit" ? "price-unit" : `price-pack-${key}`}
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
  };

  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="price-form">
      <div className={own.priceGrid}>
        {field("unit", `Single ${product.container} (£)`, unit, setUnit, "VAT included")}
        {product.packs.map((pack) => {
          const parsed = parsePounds(packs[pack.sku] ?? "");
          const saving = parsed.ok ? packSavingPercent(unitPence, parsed.pence, pack.quantity) : 0;
          const hint = parsed.ok ? `${poundsTextGrouped(Math.round(parsed.pence / pack.quantity))} each${saving ? `, ${saving} % off singles` : ", no saving on singles"}` : null;
          return field(pack.sku, `${packLabel(pack.kind, pack.quantity)} (£)`, packs[pack.sku] ?? "", (text) => setPacks((current) => ({ ...current, [pack.sku]: text })), hint);
        })}
      </div>
      <p className={styles.hint}>Baskets holding the old price are told it changed at their next update; orders already placed keep theirs.</p>
      <p className={unchanged ? styles.hint : "visually-hidden"} role="status">
        {unchanged ? "Nothing to save: these are the prices already." : ""}
      </p>
      <ProductActionError state={state} form="price" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={busy}>
          Save prices
        </button>
        <ProductActionDone state={state} form="price" />
      </div>
    </form>
  );
}
