import { useId } from "react";
import styles from "./SearchForm.module.css";

interface SearchFormProps {
  /** Where the form sends its GET request, e.g. /shop/search. */
  action: string;
  /** The visible label of the search box. */
  label: string;
  placeholder?: string;
  defaultValue?: string;
  buttonLabel?: string;
  /** Show the label visually (true) or only to assistive technology. */
  showLabel?: boolean;
}

/** A plain GET search form (?q=) that works without JavaScript; role="search" names its purpose. */
export function SearchForm({
  action,
  label,
  placeholder,
  defaultValue,
  buttonLabel = "Search",
  showLabel = true,
}: SearchFormProps) {
  const inputId = useId();
  return (
    <form action={action} method="get" role="search" aria-label={label} className={styles.form}>
      <label htmlFor={inputId} className={showLabel ? styles.label : "visually-hidden"}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="q"
          type="search"
          className={styles.input}
          placeholder={placeholder}
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-cyan">
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
