// One field of the product form: its label, hint and refusal (both tied to the control with
// aria-describedby, the control marked aria-invalid), then the control. The summary at the top
// links to the control by its id (editorFieldId).
import type { ReactNode } from "react";
import { editorFieldId } from "@/lib/admin/product-editor-form";
import form from "../../discounts/DiscountForm.styles";
import styles from "./ProductEditor.styles";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** What a control needs to be described by its hint and its refusal. */
export function controlProps(key: string, error: string | undefined, hasHint: boolean): ControlProps {
  const id = editorFieldId(key);
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined };
}

/** The refusal beside a field, or nothing. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={form.fieldError}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

interface FieldProps {
  field: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ field, label, optional, hint, error, className, children }: FieldProps) {
  const control = controlProps(field, error, Boolean(hint));
  return (
    <div className={[form.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={control.id}>
        {label}
        {optional && <span className={form.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${control.id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      <FieldError id={control.id} error={error} />
      {children(control)}
    </div>
  );
}

/** A fieldset of boxes or radios: the legend names it, the refusal sits under the legend. */
export function ChoiceGroup(props: { field: string; legend: string; hint?: ReactNode; error?: string; optional?: boolean; children: ReactNode }) {
  const id = editorFieldId(props.field);
  return (
    <fieldset className={styles.group} aria-describedby={[props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}>
      <legend className={styles.groupLegend}>
        {props.legend}
        {props.optional && <span className={form.optional}> (optional)</span>}
      </legend>
      {props.hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {props.hint}
        </p>
      )}
      <FieldError id={id} error={props.error} />
      {props.children}
    </fieldset>
  );
}
