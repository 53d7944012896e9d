"use client";
// The address book's add and edit form: UK fields with the API's messages by each (`fields`), and
// for a new address (not the first) the two "Make this my default" boxes.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SavedAddress } from "@/lib/address/schema";
import { API, EMPTY_DRAFT, callApi, draftOf, type Draft, type FieldName } from "@/lib/address/client";
import { ErrorAlert } from "./AddressErrorAlert";
import { Field } from "./Field";
import formStyles from "./AuthForm.module.css";

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: SavedAddress | null;
  isFirst: boolean;
  onSaved: (addresses: SavedAddress[]) => void;
  onCancel: () => void;
}

export function AddressForm({ address, isFirst, onSaved, onCancel }: AddressFormProps) {
  const [draft, setDraft] = useState<Draft>(address ? draftOf(address) : EMPTY_DRAFT);
  const [defaultDelivery, setDefaultDelivery] = useState(false);
  const [defaultBilling, setDefaultBilling] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ message: string; signedOut: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function set(name: FieldName, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const body: Record<string, unknown> = { ...draft, country: "GB" };
    if (!address) {
      if (defaultDelivery) body.isDefaultDelivery = true;
      if (defaultBilling) body.isDefaultBilling = true;
    }
    const result = address ? await callApi("PATCH", `${API}/${address.id}`, body) : await callApi("POST", API, body);
    setBusy(false);
    if (result.ok) {
      setFieldErrors({});
      onSaved(result.addresses);
      return;
    }
    setFieldErrors(result.fields ?? {});
    setError({ message: result.message, signedOut: result.status === 401 });
  }

  return (
    <form className={`${formStyles.form} ${formStyles.wide}`} onSubmit={submit} noValidate aria-labelledby="address-form-title" aria-busy={busy}>
      <h2 id="address-form-title" ref={headingRef} tabIndex={-1}>
        {address ? "Edit address" : "Add an address"}
      </h2>
      <p className={formStyles.hint}>We deliver to addresses in the United Kingdom.</p>
      <AddressFieldset draft={draft} fieldErrors={fieldErrors} onChange={set} />
      {!address && !isFirst && (
        <div className={formStyles.actions}>
          <label className={formStyles.checkbox}>
            <input type="checkbox" checked={defaultDelivery} onChange={(e) => setDefaultDelivery(e.target.checked)} />
            Make this my default delivery address
          </label>
          <label className={formStyles.checkbox}>
            <input type="checkbox" checked={defaultBilling} onChange={(e) => setDefaultBilling(e.target.checked)} />
            Make this my default billing address
          </label>
        </div>
      )}
      <ErrorAlert error={error} />
      <div className={formStyles.actions}>
        <button type="submit" className="btn btn-cyan" disabled={busy}>
          Save address
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface AddressFieldsetProps {
  draft: Draft;
  fieldErrors: Record<string, string>;
  onChange: (name: FieldName, value: string) => void;
}

/** The UK address fields, each with its message from the API. */
function AddressFieldset({ draft, fieldErrors, onChange }: AddressFieldsetProps) {
  const field = (name: FieldName, label: string, props: { optional?: boolean; autoComplete: string; type?: string; maxLength?: number }) => (
    <Field
      id={`address-${name}`}
      name={name}
      label={label}
      optional={props.optional}
      required={!props.optional}
      autoComplete={props.autoComplete}
      type={props.type ?? "text"}
      maxLength={props.maxLength}
      value={draft[name]}
      error={fieldErrors[name]}
      onChange={(e) => onChange(name, e.target.value)}
    />
  );

  return (
    <>
      <div className={formStyles.grid}>
        {field("firstName", "First name", { autoComplete: "given-name", maxLength: 60 })}
        {field("lastName", "Last name", { autoComplete: "family-name", maxLength: 60 })}
      </div>
      {field("line1", "Address line 1", { autoComplete: "address-line1", maxLength: 100 })}
      {field("line2", "Address line 2", { optional: true, autoComplete: "address-line2", maxLength: 100 })}
      <div className={formStyles.grid}>
        {field("city", "Town or city", { autoComplete: "address-level2", maxLength: 60 })}
        {field("county", "County", { optional: true, autoComplete: "address-level1", maxLength: 60 })}
      </div>
      <div className={formStyles.grid}>
        {field("postcode", "Postcode", { autoComplete: "postal-code", maxLength: 16 })}
        {field("phone", "Phone", { optional: true, autoComplete: "tel", type: "tel", maxLength: 24 })}
      </div>
    </>
  );
}
