import type { ReactNode } from "react";
import type { DiscountFormField } from "@/lib/admin/discount-form";
import styles from "./DiscountForm.styles";

/** The id of a field's control (the error summary links to it). */
export const fieldId = (field: DiscountFormField) => `discount-${field}`;

interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/** A label, its hint and its error (both tied to the control with aria-describedby), then the control. */
export function Field(props: { field: DiscountFormField; label: string; optional?: boolean; hint?: ReactNode; error?: string; children: (control: ControlProps) => ReactNode }) {
  const id = fieldId(props.field);
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {props.label}
        {props.optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          <span className="visually-hidden">Error: </span>
          {props.error}
        </p>
      )}
      {props.children({ id, "aria-describedby": describedBy, "aria-invalid": props.error ? true : undefined })}
    </div>
  );
}

