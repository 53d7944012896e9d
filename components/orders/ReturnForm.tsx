"use client";
// The return form, opened inline under the order's returns (not a dialog): which packs go back, why,
// an optional note, and the customer's word that the drinks are unopened. Checked in the browser
// first (an error summary linked to each field); then sent (lib/returns/return-client.ts). A
// refusal or failure is said in an alert above the buttons, with the form left as it was filled.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { MAX_RETURN_NOTE_LENGTH, RETURN_REASON_LABELS, RETURN_REASONS, type ReturnOffer, type ReturnReason, type ReturnRequestBody, type ReturnRequestSuccess } from "@/lib/returns/contract";
import { requestReturn } from "@/lib/returns/return-client";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import parts from "@/components/forms/FormParts.module.css";
import { quantityFieldId, ReturnQuantities, type Quantities } from "./ReturnQuantities";
import styles from "./ReturnForm.module.css";

type Field = "lines" | "reason" | "unopened";
type Errors = Partial<Record<Field, string>>;
type FormFocus = "heading" | "summary" | "failure" | null;

export const RETURN_FORM_ERRORS: Record<Field, string> = {
  lines: "Choose at least one item to return.",
  reason: "Choose why you are returning them.",
  unopened: "Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.",
};

interface Filled {
  quantities: Quantities;
  reason: ReturnReason | null;
  note: string;
  unopened: boolean;
}

/** The request the filled form makes, or what is missing from it. */
function check(lines: ReturnOffer["lines"], filled: Filled): { errors: Errors } | { body: Omit<ReturnRequestBody, "accessToken"> } {
  const chosen = lines
    .filter((line) => line.returnable > 0 && (filled.quantities[line.lineId] ?? 0) > 0)
    .map((line) => ({ lineId: line.lineId, quantity: filled.quantities[line.lineId] }));
  const errors: Errors = {};
  if (chosen.length === 0) errors.lines = RETURN_FORM_ERRORS.lines;
  if (!filled.reason) errors.reason = RETURN_FORM_ERRORS.reason;
  if (!filled.unopened) errors.unopened = RETURN_FORM_ERRORS.unopened;
  if (!filled.reason || Object.keys(errors).length > 0) return { errors };
  const note = filled.note.trim();
  return { body: { lines: chosen, reason: filled.reason, unopened: true, ...(note ? { note } : {}) } };
}

/** The summary's sentences, in the form's order, each with the field it links to. */
function summaryOf(id: string, lines: ReturnOffer["lines"], errors: Errors): { text: string; target: string }[] {
  const firstOpen = Math.max(0, lines.findIndex((line) => line.returnable > 0));
  const targets: Record<Field, string> = { lines: quantityFieldId(id, firstOpen), reason: `${id}-reason-0`, unopened: `${id}-unopened` };
  return (["lines", "reason", "unopened"] as const).flatMap((field) => (errors[field] ? [{ text: errors[field], target: targets[field] }] : []));
}

interface ReasonChoicesProps {
  id: string;
  value: ReturnReason | null;
  error: string | undefined;
  onChange: (reason: ReturnReason) => void;
}

function ReasonChoices({ id, value, error, onChange }: ReasonChoicesProps) {
  return (
    <fieldset className={parts.fieldset} role="radiogroup" aria-required="true" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-reason-error` : undefined}>
      <legend className={`${parts.legend} ${styles.legend}`}>Why are you returning them?</legend>
      {error && (
        <p id={`${id}-reason-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <div className={parts.options}>
        {RETURN_REASONS.map((reason, index) => (
          <label key={reason} className={parts.option}>
            <input id={`${id}-reason-${index}`} type="radio" name={`${id}-reason`} value={reason} checked={value === reason} onChange={() => onChange(reason)} />
            <span>{RETURN_REASON_LABELS[reason]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NoteField({ id, value, onChange }: { id: string; value: string; onChange: (note: string) => void }) {
  return (
    <div className={parts.field}>
      <label htmlFor={id} className={parts.label}>
        Anything else we should know? <span className={parts.optional}>(optional)</span>
      </label>
      <p id={`${id}-hint`} className={parts.hint}>
        Up to {MAX_RETURN_NOTE_LENGTH} characters.
      </p>
      <textarea id={id} className={`${parts.textarea} ${styles.note}`} rows={3} maxLength={MAX_RETURN_NOTE_LENGTH} aria-describedby={`${id}-hint`} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

interface UnopenedBoxProps {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** The customer's word that the drinks are unopened: only unopened drinks can be taken back. */
function UnopenedBox({ id, checked, error, onChange }: UnopenedBoxProps) {
  return (
    <div className={parts.field}>
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <label className={parts.checkbox}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>The drinks are unopened, with the seal intact</span>
      </label>
    </div>
  );
}

function FormButtons({ sending, onCancel }: { sending: boolean; onCancel: () => void }) {
  return (
    <div className={parts.buttons}>
      <button type="submit" className="btn btn-pink" disabled={sending} aria-busy={sending || undefined} data-testid="return-send">
        {sending ? "Sending…" : "Send return request"}
      </button>
      <button type="button" className="btn btn-outline" disabled={sending} aria-busy={sending || undefined} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

interface ReturnFormProps {
  offer: ReturnOffer;
  accessToken: string | null;
  onSent: (value: ReturnRequestSuccess["data"]) => void;
  onCancel: () => void;
}

export function ReturnForm({ offer, accessToken, onSent, onCancel }: ReturnFormProps) {
  const id = useId();
  const [filled, setFilled] = useState<Filled>({ quantities: {}, reason: null, note: "", unopened: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<FormFocus>("heading");

  // Focus follows the step: the heading as the form opens, the summary of what is missing, the failure.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    const element = target === "heading" ? headingRef.current : target === "summary" ? summaryRef.current : target === "failure" ? failureRef.current : null;
    element?.focus();
  });

  const update = (change: Partial<Filled>) => setFilled((current) => ({ ...current, ...change }));

  async function send(body: Omit<ReturnRequestBody, "accessToken">) {
    setSending(true);
    setFailure(null);
    const result = await requestReturn(offer.orderReference, body, accessToken);
    if (result.ok) {
      onSent(result.value);
      return;
    }
    setSending(false);
    setFailure(result.message);
    focusNext.current = "failure";
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const outcome = check(offer.lines, filled);
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      setFailure(null);
      focusNext.current = "summary";
      return;
    }
    setErrors({});
    void send(outcome.body);
  }

  const summary = summaryOf(id, offer.lines, errors);

  return (
    <form className={`${parts.form} ${styles.form}`} aria-labelledby={`${id}-title`} aria-busy={sending || undefined} noValidate onSubmit={submit} data-testid="return-form">
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        Return items from order {offer.orderReference}
      </h3>
      {summary.length > 0 && <ErrorSummary id={id} errors={summary} summaryRef={summaryRef} />}
      <ReturnQuantities
        id={id}
        lines={offer.lines}
        quantities={filled.quantities}
        error={errors.lines}
        onChange={(lineId, packs) => setFilled((current) => ({ ...current, quantities: { ...current.quantities, [lineId]: packs } }))}
      />
      <ReasonChoices id={id} value={filled.reason} error={errors.reason} onChange={(reason) => update({ reason })} />
      <NoteField id={`${id}-note`} value={filled.note} onChange={(note) => update({ note })} />
      <UnopenedBox id={`${id}-unopened`} checked={filled.unopened} error={errors.unopened} onChange={(unopened) => update({ unopened })} />
      {failure && (
        <p ref={failureRef} role="alert" tabIndex={-1} className={parts.failure}>
          {failure}
        </p>
      )}
      <FormButtons sending={sending} onCancel={onCancel} />
    </form>
  );
}
