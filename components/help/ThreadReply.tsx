"use client";
// Writing back in a conversation (issue 38.4): one box, checked for length in the browser with the
// contact form's sentences, then sent with the link's secret (lib/support/contact-client.ts). Sent,
// the box empties, the page is refreshed from the server (the new message, the new status) and a
// status says so; a refusal is said in an alert, with what was typed kept.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { sendCustomerMessage } from "@/lib/support/contact-client";
import { messageLengthError } from "@/lib/support/contact-form";
import parts from "@/components/forms/FormParts.module.css";
import styles from "./CustomerThread.module.css";

export const THREAD_REPLY_SENTENCES = {
  closed: "This conversation was closed. Writing back opens it again.",
  sent: "Sent. We will reply by email.",
} as const;

type ReplyFocus = "field" | "failure" | null;

interface ThreadReplyProps {
  reference: string;
  /** The secret of the customer's link (`?key=`): it is what lets them write here. */
  threadKey: string;
  closed: boolean;
}

export function ThreadReply({ reference, threadKey, closed }: ThreadReplyProps) {
  const id = useId();
  const router = useRouter();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<ReplyFocus>(null);

  // Focus follows the outcome: the box with its problem read out, or the failure.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    (target === "field" ? fieldRef.current : target === "failure" ? failureRef.current : null)?.focus();
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = messageLengthError(message);
    setFailure(null);
    setSent(false);
    setError(problem);
    if (problem) {
      focusNext.current = "field";
      return;
    }
    setSending(true);
    const result = await sendCustomerMessage(reference, { key: threadKey, message: message.trim() });
    setSending(false);
    if (result.ok) {
      setMessage("");
      setSent(true);
      router.refresh();
      return;
    }
    setFailure(result.message);
    focusNext.current = "failure";
  }

  const describedBy = [closed ? `${id}-closed` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <form className={`${parts.form} ${styles.reply}`} aria-label="Write back" aria-busy={sending || undefined} noValidate onSubmit={submit} data-testid="thread-reply">
      <label htmlFor={`${id}-message`} className={`${parts.label} ${styles.replyLabel}`}>
        Write back
      </label>
      {closed && (
        <p id={`${id}-closed`} className={styles.closed}>
          {THREAD_REPLY_SENTENCES.closed}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <textarea
        ref={fieldRef}
        id={`${id}-message`}
        name="message"
        className={`${parts.textarea} ${styles.replyText}`}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {failure && (
        <p ref={failureRef} role="alert" tabIndex={-1} className={parts.failure}>
          {failure}
        </p>
      )}
      {/* Always in the page, so the sentence is announced when it appears. */}
      <p role="status" className={styles.sent}>
        {sent ? THREAD_REPLY_SENTENCES.sent : ""}
      </p>
      <div className={`${parts.buttons} ${parts.buttonsFillPhone}`}>
        <button type="submit" className="btn btn-pink" disabled={sending} aria-busy={sending || undefined}>
          {sending ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  );
}
