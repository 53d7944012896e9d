"use client";
// The product form's packs and prices: the single unit's SKU, price and VAT, then each multipack
// or case as a row with its own SKU, units and price; rows are added and removed here.
import { emptyPack, typedNumber, type PackRow } from "@/lib/admin/product-editor-form";
import { PRODUCT_INPUT_LIMITS } from "@/lib/admin/product-input";
import { allowedPackQuantities } from "@/lib/catalogue/packs";
import { Field, controlProps } from "./EditorField";
import type { SectionProps } from "./section-props";
import buttons from "../../Actions.styles";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

/** A price input with its "£" in front. */
function PoundsInput({ control, value, onChange }: { control: ReturnType<typeof controlProps>; value: string; onChange: (value: string) => void }) {
  return (
    <span className={form.affixed}>
      <span className={form.prefix} aria-hidden="true">
        £
      </span>
      <input {...control} className={`${form.input} ${form.withPrefix}`} value={value} onChange={(event) => onChange(event.target.value)} inputMode="decimal" autoComplete="off" />
    </span>
  );
}

function PackFields({ pack, index, errors, setRow, removeRow }: Pick<SectionProps, "errors" | "setRow" | "removeRow"> & { pack: PackRow; index: number }) {
  const key = (field: string) => `packs.${index}.${field}`;
  const change = (patch: Partial<PackRow>) => setRow("packs", index, patch);
  return (
    <li className={styles.row} data-testid="pack-row">
      <p className={styles.rowTitle} id={`pack-${index}-title`}>
        Pack {index + 1}
      </p>
      <Field field={key("kind")} label="Kind" error={errors[key("kind")]}>
        {(control) => (
          <select {...control} className={form.input} value={pack.kind} onChange={(event) => change({ kind: event.target.value as PackRow["kind"] })}>
            <option value="multipack">Multipack</option>
            <option value="case">Case</option>
          </select>
        )}
      </Field>
      <Field field={key("sku")} label="Pack SKU" className={styles.wide} error={errors[key("sku")]}>
        {(control) => <input {...control} className={`${form.input} ${form.codeInput}`} value={pack.sku} onChange={(event) => change({ sku: event.target.value })} autoComplete="off" spellCheck={false} />}
      </Field>
      <Field field={key("quantity")} label="Units in the pack" error={errors[key("quantity")]}>
        {(control) => <input {...control} className={form.input} value={pack.quantity} onChange={(event) => change({ quantity: event.target.value })} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field field={key("price")} label="Pack price" error={errors[key("price")]}>
        {(control) => <PoundsInput control={control} value={pack.price} onChange={(price) => change({ price })} />}
      </Field>
      <div className={styles.rowActions}>
        <button type="button" className={buttons.dangerOutline} onClick={() => removeRow("packs", index)}>
          Remove<span className="visually-hidden"> pack {index + 1}</span>
        </button>
      </div>
    </li>
  );
}

export function PacksSection({ values, errors, set, setRow, addRow, removeRow }: SectionProps) {
  const size = typedNumber(values.sizeMl);
  const allowed = Number.isFinite(size) && size > 0 ? allowedPackQuantities(size) : null;
  const full = values.packs.length >= PRODUCT_INPUT_LIMITS.packs;
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Packs and prices</legend>
      <div className={styles.trio}>
        <Field field="sku" label="Unit SKU" hint="Capitals, digits and hyphens, such as AF-BEE-LAG-001." error={errors.sku}>
          {(control) => <input {...control} className={`${form.input} ${form.codeInput}`} value={values.sku} onChange={(event) => set("sku", event.target.value)} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field field="unitPrice" label="Unit price" hint="One bottle or can, VAT included." error={errors.unitPrice}>
          {(control) => <PoundsInput control={control} value={values.unitPrice} onChange={(price) => set("unitPrice", price)} />}
        </Field>
      </div>
      <label className={form.check}>
        <input type="checkbox" id="product-isVatable" checked={values.isVatable} onChange={(event) => set("isVatable", event.target.checked)} aria-describedby="product-isVatable-hint" />
        <span className={form.choiceText}>
          <span className={form.choiceLabel}>VAT is charged on it</span>
          <span id="product-isVatable-hint" className={form.hint}>
            Prices include VAT at the standard rate; untick only for a zero-rated product.
          </span>
        </span>
      </label>
      <p className={form.hint} id="product-packs-hint">
        {allowed ? `A ${size} ml ${values.container || "bottle or can"} comes in packs of ${allowed.join(", ")} (so boxes can be filled).` : "Multipacks and cases, each with its own SKU and price. Enter the size first to see the pack sizes allowed."}
      </p>
      {errors.packs && (
        <p id="product-packs-error" className={form.fieldError}>
          <span className="visually-hidden">Error: </span>
          {errors.packs}
        </p>
      )}
      {values.packs.length > 0 && (
        <ul className={styles.rows} aria-label="Packs">
          {values.packs.map((pack, index) => (
            <PackFields key={pack.key} pack={pack} index={index} errors={errors} setRow={setRow} removeRow={removeRow} />
          ))}
        </ul>
      )}
      <button type="button" id="product-packs" className={`${buttons.secondary} ${styles.addRow}`} onClick={() => addRow("packs", emptyPack())} disabled={full} aria-describedby={errors.packs ? "product-packs-hint product-packs-error" : "product-packs-hint"}>
        {full ? `${PRODUCT_INPUT_LIMITS.packs} packs at most` : "Add a pack"}
      </button>
    </fieldset>
  );
}
