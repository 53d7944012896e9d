"use client";
// The product form, for a new product and for an existing one's details. Checked here with the
// server's own schema (lib/admin/product-input.ts) before it is sent; every refusal, the browser's
// or the server's (a taken SKU, words the copy checks refuse), shows beside its field and in the
// summary at the top, which takes focus. State: use-product-editor.ts; rules: product-editor-form.ts.
import Link from "next/link";
import type { ProductEditorValues } from "@/lib/admin/product-editor-form";
import { BasicsSection } from "./BasicsSection";
import { CopySection } from "./CopySection";
import { EditorSummary } from "./EditorSummary";
import { FactsSection } from "./FactsSection";
import { LabelSection, NutritionSection, SearchSection } from "./LabelSection";
import { PacksSection } from "./PacksSection";
import { useProductEditor } from "./use-product-editor";
import buttons from "../../Actions.styles";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

interface ProductEditorProps {
  /** The product's slug when editing; null for a new product. */
  slug: string | null;
  initial: ProductEditorValues;
  /** Where "Cancel" goes. */
  cancelHref: string;
}

export function ProductEditor({ slug, initial, cancelHref }: ProductEditorProps) {
  const editor = useProductEditor({ slug, initial });
  const { values, errors, done, busy, summaryRef, submit } = editor;
  const sections = { ...editor, errors: errors.fields };
  return (
    <form onSubmit={submit} className={styles.form} aria-busy={busy} noValidate data-testid="product-form" aria-label={slug === null ? "New product" : `Details of ${initial.name}`}>
      <EditorSummary errors={errors} values={values} summaryRef={summaryRef} />
      <BasicsSection {...sections} />
      <PacksSection {...sections} />
      <CopySection {...sections} />
      <FactsSection {...sections} />
      <LabelSection {...sections} />
      <NutritionSection {...sections} />
      <SearchSection {...sections} />
      <div className={form.buttons}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {slug === null ? "Create product" : "Save details"}
        </button>
        <Link href={cancelHref} className={buttons.secondary}>
          {slug === null ? "Cancel" : "Back to the list"}
        </Link>
        <p className={done ? form.done : "visually-hidden"} role="status" data-testid="product-form-done">
          {done}
        </p>
      </div>
    </form>
  );
}
