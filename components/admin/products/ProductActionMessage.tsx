"use client";
import type { ProductActionState, ProductForm } from "./use-product-action";
import styles from "../Actions.styles";

/** The server's refusal beside the form that sent it (an alert), or nothing. */
export function ProductActionError({ state, form }: { state: ProductActionState; form: ProductForm }) {
  if (state.kind !== "error" || state.form !== form) return null;
  return (
    <p className={styles.error} role="alert" data-testid="admin-action-error">
      {state.message}
    </p>
  );
}

/** A polite live line for what the form just did ("Price saved."): always present so it is announced. */
export function ProductActionDone({ state, form }: { state: ProductActionState; form: ProductForm }) {
  const done = state.kind === "done" && state.form === form;
  return (
    <p className={done ? styles.done : "visually-hidden"} role="status" data-testid={`product-${form}-done`}>
      {done ? state.message : ""}
    </p>
  );
}
