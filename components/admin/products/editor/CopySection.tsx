"use client";
// The product form's words: the description and tasting notes in Markdown, each with a preview
// rendered by the very component the shop's product page uses (components/shop/ProductMarkdown).
import { useState } from "react";
import { characterCount, editorFieldId } from "@/lib/admin/product-editor-form";
import { PRODUCT_INPUT_LIMITS } from "@/lib/admin/product-input";
import { ProductMarkdown } from "@/components/shop/ProductMarkdown";
import { Field } from "./EditorField";
import type { SectionProps } from "./section-props";
import buttons from "../../Actions.styles";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

/** "23 of 4,000 characters", red when over. */
export function CharacterCount({ id, text, limit }: { id: string; text: string; limit: number }) {
  const count = characterCount(text, limit);
  return (
    <p id={id} className={count.over ? styles.counterOver : styles.counter}>
      {count.text}
    </p>
  );
}

interface MarkdownFieldProps {
  field: "description" | "tastingNotes";
  label: string;
  hint: string;
  value: string;
  limit: number;
  error?: string;
  onChange: (value: string) => void;
}

function MarkdownField({ field, label, hint, value, limit, error, onChange }: MarkdownFieldProps) {
  const [previewing, setPreviewing] = useState(false);
  const id = editorFieldId(field);
  return (
    <div className={form.field}>
      <Field field={field} label={label} hint={hint} error={error}>
        {(control) => (
          <textarea
            {...control}
            aria-describedby={[control["aria-describedby"], `${id}-count`].filter(Boolean).join(" ")}
            className={`${form.input} ${styles.textarea}`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={field === "description" ? 8 : 5}
          />
        )}
      </Field>
      <div className={styles.previewBar}>
        <CharacterCount id={`${id}-count`} text={value} limit={limit} />
        <button type="button" className={buttons.secondary} aria-expanded={previewing} aria-controls={`${id}-preview`} onClick={() => setPreviewing((shown) => !shown)}>
          {previewing ? "Hide preview" : "Preview"}
          <span className="visually-hidden"> of the {label.toLowerCase()}</span>
        </button>
      </div>
      <div id={`${id}-preview`} className={styles.preview} hidden={!previewing} data-testid={`${field}-preview`}>
        <p className={styles.previewLabel}>As the shop shows it</p>
        {previewing && (value.trim() ? <ProductMarkdown markdown={value} /> : <p className={form.hint}>Nothing written yet.</p>)}
      </div>
    </div>
  );
}

export function CopySection({ values, errors, set }: SectionProps) {
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>Description and tasting notes</legend>
      <MarkdownField
        field="description"
        label="Description"
        hint="Markdown: **bold**, *italic*, lists with “- ”, a blank line between paragraphs. HTML is shown as typed, not as markup."
        value={values.description}
        limit={PRODUCT_INPUT_LIMITS.description}
        error={errors.description}
        onChange={(text) => set("description", text)}
      />
      <MarkdownField
        field="tastingNotes"
        label="Tasting notes"
        hint="Markdown, as above: how it smells, tastes and finishes."
        value={values.tastingNotes}
        limit={PRODUCT_INPUT_LIMITS.tastingNotes}
        error={errors.tastingNotes}
        onChange={(text) => set("tastingNotes", text)}
      />
    </fieldset>
  );
}
