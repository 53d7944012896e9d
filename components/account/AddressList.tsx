"use client";
// The address book's list: each saved address with its default badges and its row actions (Edit,
// Delete, Make default delivery, Make default billing).
import type { SavedAddress } from "@/lib/address/schema";
import { summary } from "@/lib/address/client";
import styles from "./Account.module.css";

export type DefaultFlag = "isDefaultDelivery" | "isDefaultBilling";

export interface AddressRowActions {
  busy: boolean;
  onEdit: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
  onMakeDefault: (address: SavedAddress, flag: DefaultFlag) => void;
}

interface AddressListProps extends AddressRowActions {
  addresses: SavedAddress[];
}

export function AddressList({ addresses, ...actions }: AddressListProps) {
  return (
    <ul className={styles.addressList} data-testid="address-list">
      {addresses.map((address) => (
        <li key={address.id} className={styles.addressCard} data-testid="address-card">
          {(address.isDefaultDelivery || address.isDefaultBilling) && (
            <ul className={styles.badges} aria-label="Defaults">
              {address.isDefaultDelivery && <li className={styles.badge}>Default delivery</li>}
              {address.isDefaultBilling && <li className={styles.badge}>Default billing</li>}
            </ul>
          )}
          <PostalLines address={address} />
          <RowActions address={address} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function PostalLines({ address }: { address: SavedAddress }) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.city}
      {address.county && (
        <>
          <br />
          {address.county}
        </>
      )}
      <br />
      {address.postcode}
      {address.phone && (
        <>
          <br />
          {address.phone}
        </>
      )}
    </address>
  );
}

function RowActions({ address, busy, onEdit, onDelete, onMakeDefault }: AddressRowActions & { address: SavedAddress }) {
  return (
    <div className={styles.cardActions}>
      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onEdit(address)}>
        Edit<span className="visually-hidden"> {summary(address)}</span>
      </button>
      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onDelete(address)}>
        Delete<span className="visually-hidden"> {summary(address)}</span>
      </button>
      {!address.isDefaultDelivery && (
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onMakeDefault(address, "isDefaultDelivery")}>
          Make default delivery
        </button>
      )}
      {!address.isDefaultBilling && (
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => onMakeDefault(address, "isDefaultBilling")}>
          Make default billing
        </button>
      )}
    </div>
  );
}
