"use client";
// The product form's basics: name, brand, where it lives in the shop (a sub-category, and others it
// also shows in), container, size and exact ABV.
import { editorFieldId } from "@/lib/admin/product-editor-form";
import { PRODUCT_INPUT_LIMITS } from "@/lib/admin/product-input";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { ChoiceGroup, Field } from "./EditorField";
import { toggled, type SectionProps } from "./section-props";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

const PARENTS = CATEGORY_TREE.filter((category) => category.parentSlug === null);
const childrenOf = (parentSlug: string) => CATEGORY_TREE.filter((category) => category.parentSlug === parentSlug);

function CategoryFields({ values, errors, set }: SectionProps) {
  return (
    <>
      <Field field="categorySlugs" label="Sub-category" hint="Where the product lives: its page's breadcrumb and its place in the listings." error={errors.categorySlugs}>
        {(control) => (
          <select {...control} className={form.input} value={values.categorySlug} onChange={(event) => set("categorySlug", event.target.value)}>
            <option value="">Choose a sub-category</option>
            {PARENTS.map((parent) => (
              <optgroup key={parent.slug} label={parent.name}>
                {childrenOf(parent.slug).map((sub) => (
                  <option key={sub.slug} value={sub.slug}>
                    {sub.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <ChoiceGroup field="categorySlugs.also" legend="Also shows in" optional hint={`Up to ${PRODUCT_INPUT_LIMITS.categories - 1} more sub-categories, such as Organic Wines.`} error={errors["categorySlugs.also"]}>
        {PARENTS.map((parent, parentIndex) => (
          <div key={parent.slug}>
            <p className={styles.boxGroup} id={`also-${parent.slug}`}>
              {parent.name}
            </p>
            <ul className={styles.boxes} aria-labelledby={`also-${parent.slug}`}>
              {childrenOf(parent.slug).map((sub, index) => (
                <li key={sub.slug}>
                  <label>
                    <input
                      type="checkbox"
                      id={parentIndex === 0 && index === 0 ? editorFieldId("categorySlugs.also") : undefined}
                      checked={values.alsoIn.includes(sub.slug) && sub.slug !== values.categorySlug}
                      disabled={sub.slug === values.categorySlug}
                      onChange={(event) => set("alsoIn", toggled(values.alsoIn, sub.slug, event.target.checked))}
                    />
                    {sub.name}
                    {sub.slug === values.categorySlug && <span className={form.optional}> (its sub-category)</span>}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </ChoiceGroup>
    </>
  );
}

function ContainerFields({ values, errors, set }: SectionProps) {
  return (
    <div className={styles.trio}>
      <ChoiceGroup field="container" legend="Container" hint="As it is sold." error={errors.container}>
        <div className={styles.inline}>
          {(["bottle", "can"] as const).map((container, index) => (
            <label key={container}>
              <input
                type="radio"
                name="container"
                id={index === 0 ? editorFieldId("container") : undefined}
                checked={values.container === container}
                onChange={() => set("container", container)}
              />
              {container === "bottle" ? "Bottle" : "Can"}
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <Field field="sizeMl" label="Size in ml" hint={`${PRODUCT_INPUT_LIMITS.minSizeMl} to ${PRODUCT_INPUT_LIMITS.maxSizeMl.toLocaleString("en-GB")}`} error={errors.sizeMl}>
        {(control) => <input {...control} className={`${form.input} ${form.short}`} value={values.sizeMl} onChange={(event) => set("sizeMl", event.target.value)} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field field="abv" label="ABV in %" hint="Exactly as the label states it, such as 0.05." error={errors.abv}>
        {(control) => <input {...control} className={`${form.input} ${form.short}`} value={values.abv} onChange={(event) => set("abv", event.target.value)} inputMode="decimal" autoComplete="off" />}
      </Field>
    </div>
  );
}

export function BasicsSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Basics</legend>
      <div className={form.pair}>
        <Field field="name" label="Name" hint="Its page's address follows the name; an old address keeps working." error={errors.name}>
          {(control) => <input {...control} className={form.input} value={values.name} onChange={(event) => set("name", event.target.value)} maxLength={PRODUCT_INPUT_LIMITS.name + 20} autoComplete="off" />}
        </Field>
        <Field field="brand" label="Brand" hint="As on the label, such as Wrackline Brewing." error={errors.brand}>
          {(control) => <input {...control} className={form.input} value={values.brand} onChange={(event) => set("brand", event.target.value)} maxLength={PRODUCT_INPUT_LIMITS.brand + 20} autoComplete="off" />}
        </Field>
      </div>
      <CategoryFields {...props} />
      <ContainerFields {...props} />
    </fieldset>
  );
}
