"use client";
import type { ActionState } from "./use-order-action";
import styles from "./Actions.styles";

/** The server's refusal for `action` beside its form (an alert), or nothing. */
export function ActionError({ state, action, id }: { state: ActionState; action: string; id?: string }) {
  if (state.kind !== "error" || state.action !== action) return null;
  return (
    <p className={styles.error} role="alert" id={id} data-testid="admin-action-error">
      {state.message}
    </p>
  );
}

/** A polite live line for what just happened ("Marked packed."): always present so it is announced. */
export function ActionDone({ state }: { state: ActionState }) {
  return (
    <p className={state.kind === "done" ? styles.done : "visually-hidden"} role="status" data-testid="admin-action-done">
      {state.kind === "done" ? state.message : ""}
    </p>
  );
}
