"use client";
// One address step of the checkout form: the signed-in customer's saved addresses to choose from
// (with "Use a new address"), or the new-address fields alone, with "Save to my address book".
import type { SavedAddress } from "@/lib/address/schema";
import { AddressChooser } from "./AddressChooser";
import { AddressFields } from "./AddressFields";
import type { AddressChoiceValue, AddressDraft, AddressField } from "@/lib/checkout/form-model";
import styles from "./CheckoutForm.module.css";

export interface AddressStepProps {
  kind: "delivery" | "billing";
  legend: string;
  defaultFlag: "isDefaultDelivery" | "isDefaultBilling";
  /** The signed-in customer's address book; null for guests. */
  addresses: SavedAddress[] | null;
  value: AddressChoiceValue;
  onChange: (value: AddressChoiceValue) => void;
  draft: AddressDraft;
  onDraftChange: (field: AddressField, value: string) => void;
  save: boolean;
  onSave: (save: boolean) => void;
  errors: Record<string, string>;
}

/** One address step: saved addresses to choose from (with "Use a new address"), or the form alone. */
export function AddressStep({ kind, legend, defaultFlag, addresses, value, onChange, draft, onDraftChange, save, onSave, errors }: AddressStepProps) {
  const section = kind === "delivery" ? "shipping" : "billing";
  const form = (withOwnError: boolean) => (
    <NewAddress
      idPrefix={kind}
      section={section}
      draft={draft}
      onChange={onDraftChange}
      errors={errors}
      save={addresses ? save : null}
      onSave={onSave}
      error={withOwnError ? errors[kind] : undefined}
    />
  );
  if (!addresses?.length) return form(true);
  return (
    <AddressChooser
      name={kind}
      legend={legend}
      addresses={addresses}
      defaultFlag={defaultFlag}
      value={value}
      onChange={onChange}
      error={errors[kind]}
      newAddress={form(false)}
    />
  );
}

interface NewAddressProps {
  idPrefix: "delivery" | "billing";
  section: "shipping" | "billing";
  draft: AddressDraft;
  onChange: (field: AddressField, value: string) => void;
  errors: Record<string, string>;
  /** The "Save to my address book" checkbox's state, or null for guests (no address book). */
  save: boolean | null;
  onSave: (save: boolean) => void;
  /** The choice's own message, when there is no list of saved addresses to show it with. */
  error?: string;
}

function NewAddress({ idPrefix, section, draft, onChange, errors, save, onSave, error }: NewAddressProps) {
  return (
    <div className={styles.newAddressBody}>
      {error && !Object.keys(errors).some((key) => key.startsWith(`${idPrefix}.`)) && <p className={styles.fieldError}>{error}</p>}
      <AddressFields idPrefix={idPrefix} path={`${idPrefix}.address`} section={section} draft={draft} errors={errors} onChange={onChange} />
      {save !== null && (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={save} onChange={(event) => onSave(event.target.checked)} />
          Save to my address book
        </label>
      )}
    </div>
  );
}
