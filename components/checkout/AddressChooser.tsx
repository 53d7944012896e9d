"use client";
// A signed-in customer's choice of address: their saved addresses as radios (the default
// preselected) and "Use a new address", which opens the form and offers to save it.
import type { ReactNode } from "react";
import type { SavedAddress } from "@/lib/address/schema";
import { savedAddressLine, type AddressChoiceValue } from "@/lib/checkout/form-model";
import styles from "./CheckoutForm.module.css";

interface AddressChooserProps {
  /** Radio group name and id prefix ("delivery", "billing"). */
  name: string;
  legend: string;
  addresses: SavedAddress[];
  defaultFlag: "isDefaultDelivery" | "isDefaultBilling";
  value: AddressChoiceValue;
  onChange: (value: AddressChoiceValue) => void;
  /** The choice's own message (e.g. "Choose a saved address or enter a new one"). */
  error?: string;
  /** The new-address form, shown under its radio when chosen. */
  newAddress: ReactNode;
}

export function AddressChooser({ name, legend, addresses, defaultFlag, value, onChange, error, newAddress }: AddressChooserProps) {
  const errorId = `${name}-choice-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-choice-error={error ? "true" : undefined}
      data-testid={`${name}-choice`}
    >
      <legend className={styles.legend}>{legend}</legend>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {addresses.map((address) => (
          <label key={address.id} className={styles.option}>
            <input
              type="radio"
              name={`${name}-choice`}
              value={address.id}
              checked={value.kind === "saved" && value.id === address.id}
              onChange={() => onChange({ kind: "saved", id: address.id })}
            />
            <span className={styles.optionText}>
              <span>{savedAddressLine(address)}</span>
              {address[defaultFlag] && <span className={styles.badge}>Default</span>}
            </span>
          </label>
        ))}
        <label className={styles.option}>
          <input type="radio" name={`${name}-choice`} value="new" checked={value.kind === "new"} onChange={() => onChange({ kind: "new" })} />
          <span className={styles.optionText}>
            <span>Use a new address</span>
          </span>
        </label>
      </div>
      {value.kind === "new" && <div className={styles.newAddress}>{newAddress}</div>}
    </fieldset>
  );
}
