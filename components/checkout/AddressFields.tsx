"use client";
// A UK address form (the address book's fields and limits), with each field's message from the
// place-order schema or the server, keyed by path ("delivery.address.postcode").
import { Field } from "@/components/account/Field";
import { ADDRESS_LIMITS } from "@/lib/address/fields";
import type { AddressDraft, AddressField } from "@/lib/checkout/form-model";
import styles from "./CheckoutForm.module.css";

interface AddressFieldsProps {
  /** Prefix of the inputs' ids ("delivery", "billing"). */
  idPrefix: string;
  /** Path of the address in the request ("delivery.address"), to find its messages. */
  path: string;
  /** autocomplete section, so the browser keeps delivery and billing apart ("shipping" | "billing"). */
  section: "shipping" | "billing";
  draft: AddressDraft;
  errors: Record<string, string>;
  onChange: (field: AddressField, value: string) => void;
}

export function AddressFields({ idPrefix, path, section, draft, errors, onChange }: AddressFieldsProps) {
  const field = (name: AddressField, label: string, options: { optional?: boolean; autoComplete: string; type?: string; maxLength?: number; inputMode?: "text" | "tel" }) => (
    <Field
      id={`${idPrefix}-${name}`}
      name={`${idPrefix}.${name}`}
      label={label}
      optional={options.optional}
      required={!options.optional}
      autoComplete={`section-${idPrefix} ${section} ${options.autoComplete}`}
      type={options.type ?? "text"}
      maxLength={options.maxLength}
      value={draft[name]}
      error={errors[`${path}.${name}`]}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  return (
    <div className={styles.addressFields} data-testid={`${idPrefix}-address-form`}>
      <div className={styles.grid}>
        {field("firstName", "First name", { autoComplete: "given-name", maxLength: ADDRESS_LIMITS.firstName })}
        {field("lastName", "Last name", { autoComplete: "family-name", maxLength: ADDRESS_LIMITS.lastName })}
      </div>
      {field("line1", "Address line 1", { autoComplete: "address-line1", maxLength: ADDRESS_LIMITS.line1 })}
      {field("line2", "Address line 2", { optional: true, autoComplete: "address-line2", maxLength: ADDRESS_LIMITS.line2 })}
      <div className={styles.grid}>
        {field("city", "Town or city", { autoComplete: "address-level2", maxLength: ADDRESS_LIMITS.city })}
        {field("county", "County", { optional: true, autoComplete: "address-level1", maxLength: ADDRESS_LIMITS.county })}
      </div>
      <div className={styles.grid}>
        {field("postcode", "Postcode", { autoComplete: "postal-code", maxLength: 16 })}
        {field("phone", "Phone", { optional: true, autoComplete: "tel", type: "tel", maxLength: ADDRESS_LIMITS.phone })}
      </div>
    </div>
  );
}
