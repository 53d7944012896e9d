"use client";
import { useId, useState } from "react";
import { ActionDone, ActionError } from "./ActionMessage";
import { useOrderAction } from "./use-order-action";
import styles from "./Actions.styles";

/** An internal note on the order's timeline: staff see it, customers never do. */
export function NoteForm({ reference }: { reference: string }) {
  const id = useId();
  const { busy, state, run } = useOrderAction(reference);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = text.trim();
    if (!note) return setProblem("Write the note first.");
    setProblem(null);
    if (await run({ action: "note", text: note }, "Note added.")) setText("");
  }

  return (
    <form onSubmit={submit} className={`${styles.form} ${styles.noteForm}`} aria-busy={busy} noValidate data-testid="note-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-note`}>Internal note</label>
        <textarea
          id={`${id}-note`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          rows={2}
          maxLength={2000}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Only staff see notes; the customer never does.
        </p>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <ActionError state={state} action="note" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.secondary} disabled={busy}>
          Add note
        </button>
        <ActionDone state={state} />
      </div>
    </form>
  );
}
