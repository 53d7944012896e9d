"use client";
// The return form, opened inline under the order's returns (not a dialog): which packs go back, why,
// an optional note, and the customer's word that the drinks are unopened. Checked in the browser
// first (an error summary linked to each field); then sent (lib/returns/return-client.ts). A
// refusal or failure is said in an alert above the buttons, with the form left as it was filled.
// The frame and its steps, shared with DamageForm: CaseForm and useFormSend.
import { useId, useState } from "react";
import { MAX_RETURN_NOTE_LENGTH, RETURN_REASON_LABELS, RETURN_REASONS, type ReturnOffer, type ReturnReason, type ReturnRequestBody, type ReturnRequestSuccess } from "@/lib/returns/contract";
import { requestReturn } from "@/lib/returns/return-client";
import parts from "@/components/forms/FormParts.module.css";
import { summaryOf, useFormSend, type Checked, type FieldErrors } from "@/components/forms/use-form-send";
import { CaseForm, Choices, NoteField } from "./CaseForm";
import { quantityFieldId, ReturnQuantities, type Quantities } from "./ReturnQuantities";

type Field = "lines" | "reason" | "unopened";
type Errors = FieldErrors<Field>;

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
function check(lines: ReturnOffer["lines"], filled: Filled): Checked<Field, Omit<ReturnRequestBody, "accessToken">> {
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

/** Where each sentence of the summary links to: the first line that can go back, a group's first option. */
function summaryTargets(id: string, lines: ReturnOffer["lines"]): Record<Field, string> {
  const firstOpen = Math.max(0, lines.findIndex((line) => line.returnable > 0));
  return { lines: quantityFieldId(id, firstOpen), reason: `${id}-reason-0`, unopened: `${id}-unopened` };
}

const REASON_OPTIONS = RETURN_REASONS.map((reason) => ({ value: reason, label: <span>{RETURN_REASON_LABELS[reason]}</span> }));

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

interface ReturnFormProps {
  offer: ReturnOffer;
  accessToken: string | null;
  onSent: (value: ReturnRequestSuccess["data"]) => void;
  onCancel: () => void;
}

export function ReturnForm({ offer, accessToken, onSent, onCancel }: ReturnFormProps) {
  const id = useId();
  const [filled, setFilled] = useState<Filled>({ quantities: {}, reason: null, note: "", unopened: false });
  const { errors, ...form } = useFormSend({ check: () => check(offer.lines, filled), request: (body) => requestReturn(offer.orderReference, body, accessToken), onSent });
  const update = (change: Partial<Filled>) => setFilled((current) => ({ ...current, ...change }));

  return (
    <CaseForm
      id={id}
      title={`Return items from order ${offer.orderReference}`}
      sendLabel="Send return request"
      testIds={{ form: "return-form", send: "return-send" }}
      {...form}
      summary={summaryOf(errors, summaryTargets(id, offer.lines))}
      onCancel={onCancel}
    >
      <ReturnQuantities
        id={id}
        lines={offer.lines}
        quantities={filled.quantities}
        error={errors.lines}
        onChange={(lineId, packs) => setFilled((current) => ({ ...current, quantities: { ...current.quantities, [lineId]: packs } }))}
      />
      <Choices id={`${id}-reason`} legend="Why are you returning them?" options={REASON_OPTIONS} value={filled.reason} error={errors.reason} onChange={(reason) => update({ reason })} />
      <NoteField id={`${id}-note`} hint={`Up to ${MAX_RETURN_NOTE_LENGTH} characters.`} maxLength={MAX_RETURN_NOTE_LENGTH} value={filled.note} onChange={(note) => update({ note })} />
      <UnopenedBox id={`${id}-unopened`} checked={filled.unopened} error={errors.unopened} onChange={(unopened) => update({ unopened })} />
    </CaseForm>
  );
}
