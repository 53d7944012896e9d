"use client";
// The help centre's contact form (issue 38.4), built as the return form is: checked in the browser
// first (an error summary linked to each field), then sent (lib/support/contact-client.ts, with the
// sign-in when there is one). Sent, the form gives way to a thank-you that takes focus; a refusal
// or failure is said in an alert above the button, with the form left as it was filled.
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { MAX_SUPPORT_MESSAGE_LENGTH, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, type SupportTopic } from "@/lib/support/contract";
import { sendContact } from "@/lib/support/contact-client";
import { CONTACT_FIELDS, contactBody, validateContact, type ContactErrors, type ContactField, type ContactValues } from "@/lib/support/contact-form";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import parts from "@/components/forms/FormParts.module.css";
import styles from "./ContactForm.module.css";

type FormFocus = "summary" | "failure" | "thanks" | null;

const EMPTY: ContactValues = { name: "", email: "", topic: "", orderReference: "", message: "", website: "" };
/** Near the limit the count is also read out (not on every key press before that). */
const ANNOUNCE_WITHIN = 300;

const fieldId = (id: string, field: ContactField) => (field === "topic" ? `${id}-topic-0` : `${id}-${field}`);
const plural = (n: number, word: string) => `${n.toLocaleString("en-GB")} ${word}${n === 1 ? "" : "s"}`;

/** "You have 2,990 characters left" or "12 characters too many", on the length that will be sent. */
function countText(message: string): { text: string; near: boolean; over: boolean } {
  const left = MAX_SUPPORT_MESSAGE_LENGTH - message.trim().length;
  const text = left < 0 ? `${plural(-left, "character")} too many` : `You have ${plural(left, "character")} left`;
  return { text, near: left <= ANNOUNCE_WITHIN, over: left < 0 };
}

/** The summary's sentences, in the form's order, each with the field it links to. */
const summaryOf = (id: string, errors: ContactErrors) =>
  CONTACT_FIELDS.flatMap((field) => (errors[field] ? [{ text: errors[field], target: fieldId(id, field) }] : []));

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  optional?: boolean;
  value: string;
  onChange: (value: string) => void;
}

function TextField({ id, label, hint, error, optional, value, onChange, ...input }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={parts.field}>
      <label htmlFor={id} className={parts.label}>
        {label} {optional && <span className={parts.optional}>(optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={parts.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <input id={id} className={parts.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </div>
  );
}

function TopicChoices({ id, value, error, onChange }: { id: string; value: SupportTopic | ""; error: string | undefined; onChange: (topic: SupportTopic) => void }) {
  return (
    <fieldset className={parts.fieldset} role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-topic-error` : undefined}>
      <legend className={parts.legend}>What is it about?</legend>
      {error && (
        <p id={`${id}-topic-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <div className={`${parts.options} ${styles.topics}`}>
        {SUPPORT_TOPICS.map((topic, index) => (
          <label key={topic} className={parts.option}>
            <input id={`${id}-topic-${index}`} type="radio" name={`${id}-topic`} value={topic} checked={value === topic} onChange={() => onChange(topic)} />
            <span>{SUPPORT_TOPIC_LABELS[topic]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function MessageField({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange: (message: string) => void }) {
  const count = countText(value);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : "", `${id}-count`].filter(Boolean).join(" ");
  return (
    <div className={parts.field}>
      <label htmlFor={id} className={parts.label}>
        Message
      </label>
      <p id={`${id}-hint`} className={parts.hint}>
        Please don&rsquo;t include card numbers or passwords.
      </p>
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <textarea id={id} name="message" className={`${parts.textarea} ${styles.message}`} rows={6} aria-invalid={error ? true : undefined} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} />
      {/* The count reads as a hint, and as an error sentence once past the limit. */}
      <p id={`${id}-count`} className={count.over ? parts.fieldError : parts.hint} data-testid="contact-count">
        {count.text}
      </p>
      {/* Read out only near the limit: a polite region updated on every key would talk over the typing. */}
      <p className="visually-hidden" aria-live="polite">
        {count.near ? count.text : ""}
      </p>
    </div>
  );
}

/** The field people never see nor reach: only a robot fills it (the server drops what it sends). */
function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (website: string) => void }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Every field in the form's order, the honeypot last. */
function ContactFields({ id, values, errors, onChange }: { id: string; values: ContactValues; errors: ContactErrors; onChange: (change: Partial<ContactValues>) => void }) {
  return (
    <>
      <TextField id={`${id}-name`} name="name" label="Name" autoComplete="name" error={errors.name} value={values.name} onChange={(name) => onChange({ name })} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label="Email"
        hint="We reply to this address."
        error={errors.email}
        value={values.email}
        onChange={(email) => onChange({ email })}
      />
      <TopicChoices id={id} value={values.topic} error={errors.topic} onChange={(topic) => onChange({ topic })} />
      <TextField
        id={`${id}-orderReference`}
        name="orderReference"
        label="Order reference"
        optional
        hint="It is in your order confirmation email, like AFC-100001."
        autoComplete="off"
        spellCheck={false}
        error={errors.orderReference}
        value={values.orderReference}
        onChange={(orderReference) => onChange({ orderReference })}
      />
      <MessageField id={`${id}-message`} value={values.message} error={errors.message} onChange={(message) => onChange({ message })} />
      <Honeypot id={`${id}-website`} value={values.website} onChange={(website) => onChange({ website })} />
    </>
  );
}

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<FormFocus>(null);

  // Focus follows the step: the summary of what is missing, the failure, the thank-you.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element = target === "summary" ? summaryRef.current : target === "failure" ? failureRef.current : target === "thanks" ? thanksRef.current : null;
    element?.focus();
  });

  const update = (change: Partial<ContactValues>) => setValues((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = contactBody(values);
    setFailure(null);
    if (!body) {
      setErrors(validateContact(values));
      focusNext.current = "summary";
      return;
    }
    setErrors({});
    setSending(true);
    const result = await sendContact(body);
    setSending(false);
    if (result.ok) {
      setSent({ reference: result.data.reference, email: body.email });
      focusNext.current = "thanks";
      return;
    }
    setFailure(result.message);
    focusNext.current = "failure";
  }

  if (sent) {
    return (
      <p ref={thanksRef} role="status" tabIndex={-1} className={`${parts.notice} ${styles.thanks}`} data-testid="contact-thanks">
        Thank you. Your message {sent.reference} has reached us. We will reply by email to {sent.email}.
      </p>
    );
  }

  const hasErrors = CONTACT_FIELDS.some((field) => errors[field]);
  return (
    <form className={`${parts.form} ${styles.form}`} aria-label="Contact form" aria-busy={sending || undefined} noValidate onSubmit={submit} data-testid="contact-form">
      {hasErrors && <ErrorSummary id={id} errors={summaryOf(id, errors)} summaryRef={summaryRef} level="h3" />}
      <ContactFields id={id} values={values} errors={errors} onChange={update} />
      {failure && (
        <p ref={failureRef} role="alert" tabIndex={-1} className={parts.failure}>
          {failure}
        </p>
      )}
      <div className={`${parts.buttons} ${parts.buttonsFillPhone}`}>
        <button type="submit" className="btn btn-pink" disabled={sending} aria-busy={sending || undefined}>
          {sending ? "Sending…" : "Send message"}
        </button>
      </div>
    </form>
  );
}
