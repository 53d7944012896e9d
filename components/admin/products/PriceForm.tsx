"use client";
import { useId } from "react";
import { packLabel, packSavingPercent, parsePounds, type AdminProductPack } from "@/lib/admin/products";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { PriceField } from "./PriceField";
import { priceInputId, usePriceForm, type Priced } from "./use-price-form";
import styles from "../Actions.styles";
import own from "./ProductWorkspace.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/** A pack's hint: its price each and its saving on singles, once its price reads as pounds. */
function packHint(typed: string, pack: AdminProductPack, unitPence: number): string | null {
  const parsed = parsePounds(typed);
  const saving = parsed.ok ? packSavingPercent(unitPence, parsed.pence, pack.quantity) : 0;
  return parsed.ok ? `${poundsTextGrouped(Math.round(parsed.pence / pack.quantity))} each${saving ? `, ${saving} % off singles` : ", no saving on singles"}` : null;
}

/** The unit's price and each pack's, typed as pounds (VAT included); checked here, and again by the server. */
export function PriceForm({ product }: { product: Priced }) {
  const id = useId();
  const form = usePriceForm(product, id);
  const { busy, state, problems, unchanged } = form;
  const onEdit = (key: string, set: (text: string) => void) => (text: string) => {
    set(text);
    form.edited(key);
  };

  return (
    <form onSubmit={form.submit} className={styles.form} aria-busy={busy} noValidate data-testid="price-form">
      <div className={own.priceGrid}>
        <PriceField
          fieldKey="unit"
          inputId={priceInputId(id, "unit")}
          label={`Single ${product.container} (£)`}
          value={form.unit}
          onChange={onEdit("unit", form.setUnit)}
          hint="VAT included"
          problem={problems.unit}
        />
        {product.packs.map((pack) => (
          <PriceField
            key={pack.sku}
            fieldKey={pack.sku}
            inputId={priceInputId(id, pack.sku)}
            label={`${packLabel(pack.kind, pack.quantity)} (£)`}
            value={form.packs[pack.sku] ?? ""}
            onChange={onEdit(pack.sku, (text) => form.setPack(pack.sku, text))}
            hint={packHint(form.packs[pack.sku] ?? "", pack, form.unitPence)}
            problem={problems[pack.sku]}
          />
        ))}
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
