"use client";
import { useId, useRef, useState } from "react";
import { MAX_SUPPORT_MESSAGE_LENGTH } from "@/lib/support/contract";
import { ThreadActionDone, ThreadActionError, useThreadAction } from "./use-thread-action";
import buttons from "../Actions.styles";
import styles from "./ThreadWorkspace.styles";

interface ThreadReplyFormProps {
  /** The conversation's reference ("HELP-1001"). */
  reference: string;
  /** Who the reply goes to: the label names them, the hint and the outcome their email. */
  name: string;
  email: string;
  /** A closed conversation opens again (as answered) when staff reply. */
  closed: boolean;
}

/**
 * Staff's reply: required, at most MAX_SUPPORT_MESSAGE_LENGTH characters, sent trimmed. The server
 * emails it to the customer with the link to the conversation; the page then re-reads it.
 */
export function ThreadReplyForm({ reference, name, email, closed }: ThreadReplyFormProps) {
  const id = useId();
  const { busy, state, run, reset } = useThreadAction(reference);
  const [text, setText] = useState("");
  const [missing, setMissing] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = text.trim();
    if (!body) {
      setMissing(true);
      textRef.current?.focus();
      return;
    }
    if (await run({ action: "reply", body }, () => `Reply sent to ${email}.`)) setText("");
  }

  const describedBy = [`${id}-hint`, `${id}-count`, missing ? `${id}-missing` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} className={`${buttons.form} ${styles.reply}`} aria-busy={busy} noValidate data-testid="thread-reply-form">
      <div className={buttons.field}>
        <label htmlFor={`${id}-body`}>Reply to {name}</label>
        <textarea
          id={`${id}-body`}
          ref={textRef}
          className={styles.replyBox}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
            reset();
          }}
          rows={6}
          maxLength={MAX_SUPPORT_MESSAGE_LENGTH}
          required
          aria-invalid={missing || undefined}
          aria-describedby={describedBy}
        />
        <p className={styles.replyHints}>
          <span className={buttons.hint} id={`${id}-hint`}>
            Emailed to {email} with a link to this conversation.{closed && " The conversation is closed: replying opens it again."}
          </span>
          <span className={buttons.hint} id={`${id}-count`}>
            {text.length.toLocaleString("en-GB")} of {MAX_SUPPORT_MESSAGE_LENGTH.toLocaleString("en-GB")} characters
          </span>
        </p>
      </div>
      {missing && (
        <p className={buttons.error} role="alert" id={`${id}-missing`} data-testid="thread-reply-missing">
          Write the reply first.
        </p>
      )}
      <ThreadActionError state={state} />
      <div className={buttons.buttons}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          Send reply
        </button>
      </div>
      <ThreadActionDone state={state} testId="thread-reply-done" />
    </form>
  );
}
