"use client";
// The account's address book: list with default badges, add and edit form (UK fields, messages
// from the API's `fields`), delete with confirmation, and "Make default" buttons. Everything goes
// through /api/account/addresses with the sign-in cookie (lib/address/client.ts); the list and its
// row actions are AddressList.tsx, the form AddressForm.tsx, the state use-address-book.ts.
import type { SavedAddress } from "@/lib/address/schema";
import { ErrorAlert } from "./AddressErrorAlert";
import { AddressForm } from "./AddressForm";
import { AddressList } from "./AddressList";
import { useAddressBook } from "./use-address-book";
import formStyles from "./AuthForm.module.css";
import styles from "./Account.module.css";

interface AddressBookProps {
  /** Addresses read on the server, or null to fetch them here. */
  initialAddresses: SavedAddress[] | null;
}

export function AddressBook({ initialAddresses }: AddressBookProps) {
  const { addresses, editing, setEditing, error, status, setStatus, busy, remove, makeDefault, saved } = useAddressBook(initialAddresses);
  const editingAddress = editing && editing !== "new" ? (addresses?.find((a) => a.id === editing) ?? null) : null;

  return (
    <div className={styles.section}>
      <ErrorAlert error={error} />
      <div role="status" aria-live="polite" className={status ? formStyles.notice : undefined}>
        {status}
      </div>

      <h2>Saved addresses</h2>
      {addresses === null ? (
        <p>Loading your addresses&hellip;</p>
      ) : addresses.length === 0 ? (
        <p className={styles.empty}>You haven&rsquo;t saved any addresses yet.</p>
      ) : (
        <AddressList
          addresses={addresses}
          busy={busy}
          onEdit={(address) => setEditing(address.id)}
          onDelete={(address) => void remove(address)}
          onMakeDefault={(address, flag) => void makeDefault(address, flag)}
        />
      )}

      {editing === null ? (
        addresses !== null && (
          <button type="button" className="btn btn-cyan" onClick={() => { setEditing("new"); setStatus(null); }}>
            Add an address
          </button>
        )
      ) : (
        <AddressForm
          key={editing}
          address={editingAddress}
          isFirst={!addresses || addresses.length === 0}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
