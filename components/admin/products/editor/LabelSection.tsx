"use client";
// The product form's label facts (ingredients, allergens, nutrition per 100 ml, origin) and what
// search engines show (title and description, with their lengths counted as typed).
import { editorFieldId } from "@/lib/admin/product-editor-form";
import { PRODUCT_INPUT_LIMITS } from "@/lib/admin/product-input";
import { CharacterCount } from "./CopySection";
import { Field } from "./EditorField";
import type { SectionProps } from "./section-props";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

export function LabelSection({ values, errors, set }: SectionProps) {
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Ingredients, allergens and origin</legend>
      <Field field="ingredients" label="Ingredients" hint="As the label lists them." error={errors.ingredients}>
        {(control) => <textarea {...control} className={form.input} value={values.ingredients} onChange={(event) => set("ingredients", event.target.value)} rows={3} />}
      </Field>
      <Field field="allergens" label="Allergens" optional hint="Such as “Contains barley (gluten).” Leave empty when the label declares none." error={errors.allergens}>
        {(control) => <input {...control} className={form.input} value={values.allergens} onChange={(event) => set("allergens", event.target.value)} autoComplete="off" />}
      </Field>
      <Field field="origin" label="Origin" optional hint="Where it is made, such as “Kent, England”." error={errors.origin}>
        {(control) => <input {...control} className={form.input} value={values.origin} onChange={(event) => set("origin", event.target.value)} autoComplete="off" />}
      </Field>
    </fieldset>
  );
}

export function NutritionSection({ values, errors, set }: SectionProps) {
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Nutrition per 100 ml</legend>
      <p className={form.hint}>Leave a figure empty when the label does not give it: the shop then shows no figure and makes no nutrition claim.</p>
      <div className={styles.trio}>
        <Field field="nutrition.energyKcal" label="Energy in kcal" optional error={errors["nutrition.energyKcal"]}>
          {(control) => <input {...control} className={`${form.input} ${form.short}`} value={values.energyKcal} onChange={(event) => set("energyKcal", event.target.value)} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field field="nutrition.sugarsG" label="Sugars in g" optional error={errors["nutrition.sugarsG"]}>
          {(control) => <input {...control} className={`${form.input} ${form.short}`} value={values.sugarsG} onChange={(event) => set("sugarsG", event.target.value)} inputMode="decimal" autoComplete="off" />}
        </Field>
      </div>
    </fieldset>
  );
}

function CountedInput({ field, label, hint, limit, value, error, onChange }: { field: "seoTitle" | "seoDescription"; label: string; hint: string; limit: number; value: string; error?: string; onChange: (value: string) => void }) {
  const countId = `${editorFieldId(field)}-count`;
  return (
    <Field field={field} label={label} optional hint={hint} error={error}>
      {(control) => (
        <>
          {field === "seoTitle" ? (
            <input {...control} aria-describedby={[control["aria-describedby"], countId].filter(Boolean).join(" ")} className={form.input} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
          ) : (
            <textarea {...control} aria-describedby={[control["aria-describedby"], countId].filter(Boolean).join(" ")} className={form.input} value={value} onChange={(event) => onChange(event.target.value)} rows={3} />
          )}
          <CharacterCount id={countId} text={value} limit={limit} />
        </>
      )}
    </Field>
  );
}

export function SearchSection({ values, errors, set }: SectionProps) {
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Search engines</legend>
      <CountedInput
        field="seoTitle"
        label="Search title"
        hint={`Up to ${PRODUCT_INPUT_LIMITS.seoTitle} characters; the shop's name is added after it. Empty: the name and brand.`}
        limit={PRODUCT_INPUT_LIMITS.seoTitle}
        value={values.seoTitle}
        error={errors.seoTitle}
        onChange={(text) => set("seoTitle", text)}
      />
      <CountedInput
        field="seoDescription"
        label="Search description"
        hint={`Up to ${PRODUCT_INPUT_LIMITS.seoDescription} characters, shown under the title in results. Empty: the description.`}
        limit={PRODUCT_INPUT_LIMITS.seoDescription}
        value={values.seoDescription}
        error={errors.seoDescription}
        onChange={(text) => set("seoDescription", text)}
      />
    </fieldset>
  );
}
