"use client";
// The refusals at the top of the product form, in the form's order, each a link that moves focus
// to its field; sentences that belong to no field are listed after them. It takes focus after a
// refused save.
import type { RefObject } from "react";
import { editorFieldId, fieldOrder, type PlacedErrors, type ProductEditorValues } from "@/lib/admin/product-editor-form";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

interface EditorSummaryProps {
  errors: PlacedErrors;
  values: ProductEditorValues;
  summaryRef: RefObject<HTMLDivElement | null>;
}

export function EditorSummary({ errors, values, summaryRef }: EditorSummaryProps) {
  const listed = fieldOrder(values).filter((key) => errors.fields[key]);
  const count = listed.length + errors.other.length;
  if (count === 0) return null;
  return (
    <div className={form.summary} role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="product-errors-title" data-testid="product-form-errors">
      <h3 id="product-errors-title" className={form.summaryTitle}>
        {count === 1 ? "There is a problem" : `There are ${count} problems`}
      </h3>
      <ul className={form.summaryList}>
        {listed.map((key) => (
          <li key={key}>
            <a
              href={`#${editorFieldId(key)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(editorFieldId(key))?.focus();
              }}
            >
              {errors.fields[key]}
            </a>
          </li>
        ))}
        {errors.other.map((message) => (
          <li key={message} className={styles.summaryPlain}>
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
