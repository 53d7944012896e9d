"use client";
// The damage report form, opened inline under the order's reports (not a dialog): which line, how
// many packs, damaged or missing, an optional note, and photos (needed for damage). Checked in the
// browser first (an error summary linked to each field); then sent as one multipart request
// (lib/damage/damage-client.ts). A refusal or failure is said in an alert above the buttons, with
// everything as the customer left it, photos included. The frame and its steps, shared with
// ReturnForm: CaseForm and useFormSend.
import { useId, useRef, useState, type ChangeEvent } from "react";
import { DAMAGE_KIND_LABELS, DAMAGE_KINDS, MAX_DAMAGE_NOTE_LENGTH, MAX_DAMAGE_PHOTOS, type DamageKind, type DamageOffer, type DamageReportSuccess } from "@/lib/damage/contract";
import { reportDamage, type DamageReportInput } from "@/lib/damage/damage-client";
import { megabytesText, PHOTO_CONTENT_TYPES } from "@/lib/media/image-check";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";
import parts from "@/components/forms/FormParts.module.css";
import { summaryOf, useFormSend, type Checked, type FieldErrors } from "@/components/forms/use-form-send";
import { CaseForm, Choices, NoteField } from "./CaseForm";
import styles from "./DamageForm.module.css";

type Field = "line" | "quantity" | "kind" | "photos";
type Errors = FieldErrors<Field>;
type Line = DamageOffer["lines"][number];

/** The types the API takes (it judges each file by its bytes; the browser's type is a first filter). */
const PHOTO_TYPES = Object.values(PHOTO_CONTENT_TYPES);
const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);

export const DAMAGE_FORM_ERRORS = {
  line: "Choose the item that arrived damaged or is missing.",
  quantity: (reportable: number) => (reportable === 1 ? "Enter 1: there is one pack of this item to report." : `Enter a whole number of packs from 1 to ${reportable}.`),
  kind: "Choose whether the drinks arrived damaged or are missing.",
  photos: "Add at least one photo of the damage, so we can see what happened.",
};

interface Filled {
  lineId: string | null;
  /** As typed, so a half-typed number stays on screen; read on sending. */
  quantity: string;
  kind: DamageKind | null;
  note: string;
  photos: File[];
}

/** The request the filled form makes, or what is missing from it. */
function check(lines: Line[], filled: Filled): Checked<Field, DamageReportInput> {
  const line = lines.find((candidate) => candidate.lineId === filled.lineId);
  const quantity = filled.quantity.trim() === "" ? NaN : Number(filled.quantity);
  const errors: Errors = {};
  if (!line) errors.line = DAMAGE_FORM_ERRORS.line;
  else if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.reportable) errors.quantity = DAMAGE_FORM_ERRORS.quantity(line.reportable);
  if (!filled.kind) errors.kind = DAMAGE_FORM_ERRORS.kind;
  else if (filled.kind === "damaged" && filled.photos.length === 0) errors.photos = DAMAGE_FORM_ERRORS.photos;
  if (!line || !filled.kind || Object.keys(errors).length > 0) return { errors };
  return { body: { lineId: line.lineId, quantity, kind: filled.kind, note: filled.note, photos: filled.photos } };
}

/** Where each sentence of the summary links to, in the form's order (a group's first option). */
const summaryTargets = (id: string): Record<Field, string> => ({ line: `${id}-line-0`, quantity: `${id}-quantity`, kind: `${id}-kind-0`, photos: `${id}-photos` });

/** Each line left to report as a radio option: its name over its pack. */
const lineOptionsOf = (lines: Line[]) =>
  lines.map((line) => ({
    value: line.lineId,
    label: (
      <span className={styles.lineText}>
        <span className={styles.lineName}>{line.productName}</span>{" "}
        <span className={styles.linePack}>{line.packText}</span>
      </span>
    ),
  }));

const KIND_OPTIONS = DAMAGE_KINDS.map((kind) => ({ value: kind, label: <span>{DAMAGE_KIND_LABELS[kind]}</span> }));

/** "240 KB", "3.4 MB": a chosen photo's size as file managers show it. */
const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytesText(bytes));

/** Adds what may be added of `picked` to `chosen`; the sentence says what was left out and why. */
function addPhotos(chosen: File[], picked: File[]): { photos: File[]; problem: string | null } {
  const photos = [...chosen];
  const problems: string[] = [];
  const over: string[] = [];
  for (const file of picked) {
    // An empty type is a browser that could not tell: the server reads the bytes and judges.
    if (file.type && !PHOTO_TYPES.includes(file.type)) problems.push(`${file.name} is not a JPEG, PNG or WebP photo, so it was not added.`);
    else if (file.size > MAX_PHOTO_BYTES) problems.push(`${file.name} is ${megabytesText(file.size)}; each photo can be up to ${MAX_MB} MB, so it was not added.`);
    else if (photos.length >= MAX_DAMAGE_PHOTOS) over.push(file.name);
    else photos.push(file);
  }
  if (over.length > 0) problems.push(`You can send up to ${MAX_DAMAGE_PHOTOS} photos, so ${over.join(", ")} ${over.length === 1 ? "was" : "were"} not added. Remove one to choose another.`);
  return { photos, problem: problems.length > 0 ? problems.join(" ") : null };
}

function QuantityField({ id, line, value, error, onChange }: { id: string; line: Line | undefined; value: string; error: string | undefined; onChange: (typed: string) => void }) {
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={parts.field}>
      <label htmlFor={id} className={parts.label}>
        How many packs?
      </label>
      <p id={`${id}-hint`} className={parts.hint}>
        {line ? `From 1 to ${line.reportable}. A multipack counts as one pack.` : "Choose the item first."}
      </p>
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={line?.reportable}
        step={1}
        className={`${parts.input} ${styles.quantity}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type PhotoFieldProps = { id: string; photos: File[]; optional: boolean; error: string | undefined; onChange: (photos: File[]) => void };

/** The photos (optional only for a missing item): chosen in one or more goes, listed with their sizes, each removable; never more than MAX_DAMAGE_PHOTOS. */
function PhotoField({ id, photos, optional, error, onChange }: PhotoFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null, problem ? `${id}-problem` : null].filter(Boolean).join(" ");

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const added = addPhotos(photos, Array.from(event.target.files ?? []));
    // The list below is what is sent: empty the input so the same photo can be chosen again.
    event.target.value = "";
    setProblem(added.problem);
    onChange(added.photos);
  }

  function remove(index: number) {
    setProblem(null);
    onChange(photos.filter((_, at) => at !== index));
    // The button goes with its photo: focus stays in the field.
    inputRef.current?.focus();
  }

  return (
    <div className={parts.field}>
      <label htmlFor={id} className={parts.label}>
        Photos {optional && <span className={parts.optional}>(optional)</span>}
      </label>
      <p id={`${id}-hint`} className={parts.hint}>
        Needed for damaged drinks: the damage, and the box it came in. Up to {MAX_DAMAGE_PHOTOS} photos: JPEG, PNG or WebP, up to {MAX_MB} MB each.
      </p>
      {error && (
        <p id={`${id}-error`} className={parts.fieldError}>
          {error}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className={parts.fieldError}>
          {problem}
        </p>
      )}
      <input ref={inputRef} id={id} type="file" accept={PHOTO_TYPES.join(",")} multiple className={styles.file} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={pick} />
      <p id={`${id}-count`} className={parts.hint} aria-live="polite">
        {photos.length} of {MAX_DAMAGE_PHOTOS} photos chosen
      </p>
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label="Photos chosen">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.name}-${photo.size}`} className={styles.photo}>
              <span className={styles.photoName}>{photo.name}</span>
              <span className={styles.photoSize}>{sizeText(photo.size)}</span>
              <button type="button" className={styles.remove} onClick={() => remove(index)}>
                Remove <span className="visually-hidden">{photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type DamageFormProps = { offer: DamageOffer; accessToken: string | null; onSent: (value: DamageReportSuccess["data"]) => void; onCancel: () => void };

export function DamageForm({ offer, accessToken, onSent, onCancel }: DamageFormProps) {
  const id = useId();
  const lines = offer.lines.filter((line) => line.reportable > 0);
  // With one line to choose, it is chosen.
  const [filled, setFilled] = useState<Filled>({ lineId: lines.length === 1 ? lines[0].lineId : null, quantity: "1", kind: null, note: "", photos: [] });
  const { errors, ...form } = useFormSend({ check: () => check(lines, filled), request: (input) => reportDamage(offer.orderReference, input, accessToken), onSent });
  const update = (change: Partial<Filled>) => setFilled((current) => ({ ...current, ...change }));

  return (
    <CaseForm
      id={id}
      title={`Report damaged or missing items from order ${offer.orderReference}`}
      sendLabel="Send report"
      testIds={{ form: "damage-form", send: "damage-send" }}
      {...form}
      summary={summaryOf(errors, summaryTargets(id))}
      onCancel={onCancel}
    >
      <Choices id={`${id}-line`} legend="Which item is damaged or missing?" options={lineOptionsOf(lines)} value={filled.lineId} error={errors.line} onChange={(lineId) => update({ lineId })} />
      <QuantityField id={`${id}-quantity`} line={lines.find((line) => line.lineId === filled.lineId)} value={filled.quantity} error={errors.quantity} onChange={(quantity) => update({ quantity })} />
      <Choices id={`${id}-kind`} legend="What went wrong?" options={KIND_OPTIONS} value={filled.kind} error={errors.kind} onChange={(kind) => update({ kind })} />
      <NoteField
        id={`${id}-note`}
        hint={`For example, how many bottles in a pack broke. Up to ${MAX_DAMAGE_NOTE_LENGTH} characters.`}
        maxLength={MAX_DAMAGE_NOTE_LENGTH}
        value={filled.note}
        onChange={(note) => update({ note })}
      />
      <PhotoField id={`${id}-photos`} photos={filled.photos} optional={filled.kind === "missing"} error={errors.photos} onChange={(photos) => update({ photos })} />
    </CaseForm>
  );
}
