"use client";
import { useId, useState } from "react";
import { adminCustomerNotesApi, MAX_NOTE_LENGTH, type CustomerNote } from "@/lib/privacy/customers";
import { postAdminAction } from "@/lib/admin/client";
import { shortDateTime } from "@/lib/admin/format";
import styles from "./Customers.styles";

/** Staff's notes on the customer, newest first, and a form to add one (logged: who, when, whom). */
export function CustomerNotes({ uid, initial }: { uid: string; initial: CustomerNote[] }) {
  const id = useId();
  const [notes, setNotes] = useState(initial);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = text.trim();
    setDone(null);
    if (!body) return setProblem("Write the note first.");
    setProblem(null);
    setBusy(true);
    try {
      const data = await postAdminAction<{ notes: CustomerNote[] }>(adminCustomerNotesApi(uid), { body }, "This customer no longer exists.");
      setNotes(data.notes);
      setText("");
      setDone("Note added.");
    } catch (caught) {
      setProblem(caught instanceof Error ? caught.message : "The note was not saved. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} data-testid="customer-note-form">
        <label htmlFor={`${id}-note`}>New note</label>
        <textarea
          id={`${id}-note`}
          value={text}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Only staff see notes. They are deleted if the customer deletes their account.
        </p>
        {problem && (
          <p id={`${id}-problem`} className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="submit" className={styles.button} disabled={busy}>
            Add note
          </button>
          <span role="status" className={styles.done}>
            {done}
          </span>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.list} data-testid="customer-notes">
          {notes.map((note) => (
            <li key={note.id} className={styles.item}>
              <p className={styles.noteBody}>{note.body}</p>
              <p className={styles.meta}>
                {note.author} · {shortDateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
