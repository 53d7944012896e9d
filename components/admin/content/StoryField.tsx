// One field of the story form: its label, hint, the refusal beside it and a character count, all
// tied to the control with aria-describedby (the control marked aria-invalid when refused).
import type { ReactNode } from "react";
import { storyFieldId } from "./story-form-values";
import styles from "./StoryWorkspace.styles";

export interface StoryControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

type Described = { hint?: boolean; error?: string; count?: boolean };

const describedBy = (id: string, { hint, error, count }: Described) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null, count ? `${id}-count` : null].filter(Boolean).join(" ") || undefined;

export function controlProps(field: string, described: Described): StoryControlProps {
  const id = storyFieldId(field);
  return { id, "aria-describedby": describedBy(id, described), "aria-invalid": described.error ? true : undefined };
}

/** The refusal beside a field, or nothing. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={styles.fieldError}>
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

/** "42 of 70 characters", or how far over the limit the text is. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  return (
    <p id={`${id}-count`} className={over > 0 ? styles.counterOver : styles.counter}>
      {over > 0 ? `${over} ${over === 1 ? "character" : "characters"} over the limit of ${max}` : `${length} of ${max} characters`}
    </p>
  );
}

interface StoryFieldProps {
  field: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The text's length and limit, for a counter under the control. */
  count?: { length: number; max: number };
  children: (control: StoryControlProps) => ReactNode;
}

export function StoryFormField({ field, label, optional, hint, error, count, children }: StoryFieldProps) {
  const control = controlProps(field, { hint: Boolean(hint), error, count: Boolean(count) });
  return (
    <div className={styles.field}>
      <label htmlFor={control.id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${control.id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={control.id} error={error} />
      {children(control)}
      {count && <CharacterCount id={control.id} length={count.length} max={count.max} />}
    </div>
  );
}

/** Boxes under one legend; the hint and refusal sit under the legend and describe the group. */
export function StoryChoiceGroup(props: { field: string; legend: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  const id = storyFieldId(props.field);
  return (
    <fieldset id={id} className={styles.group} aria-describedby={describedBy(id, { hint: Boolean(props.hint), error: props.error })}>
      <legend className={styles.groupLegend}>{props.legend}</legend>
      {props.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
      <FieldError id={id} error={props.error} />
      {props.children}
    </fieldset>
  );
}
