import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./Filters.styles";

// The pieces every back-office search form is made of (orders, products, discount codes,
// customers): a plain GET form's search box with a hint for screen readers, and its buttons.

interface SearchFieldProps {
  /** The input's id; its hint is `${id}-hint`. */
  id: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  /** Read out after the label: what may be typed. */
  hint: ReactNode;
  maxLength: number;
  autoCapitalize?: string;
}

/** The `q` search box, wide in the form's grid. */
export function SearchField({ id, label, defaultValue, placeholder, hint, maxLength, autoCapitalize }: SearchFieldProps) {
  return (
    <div className={`${styles.field} ${styles.search}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        maxLength={maxLength}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {hint}
      </span>
    </div>
  );
}

/** The submit button and, when something is filtered, a Clear link to `clearHref`. */
export function FilterButtons({ submitLabel, clearHref }: { submitLabel: string; clearHref?: string | null }) {
  return (
    <div className={styles.buttons}>
      <button type="submit" className={styles.submit}>
        {submitLabel}
      </button>
      {clearHref && (
        <Link href={clearHref} className={styles.clear}>
          Clear
        </Link>
      )}
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** The first option's words, for "" (no filter); left out when the select always has a value. */
  anyLabel?: string;
  options: readonly { value: string; label: ReactNode }[];
}

/** A labelled select among the form's filters. */
export function SelectField({ id, name, label, defaultValue, anyLabel, options }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
