"use client";
// The account's address book: list with default badges, add and edit form (UK fields, messages
// from the API's `fields`), delete with confirmation, and "Make default" buttons. Everything goes
// through /api/account/addresses with the sign-in cookie.
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SavedAddress } from "@/lib/address/schema";
import { currentToken } from "@/components/auth/session";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { Field } from "./Field";
import formStyles from "./AuthForm.module.css";
import styles from "./Account.module.css";

const API = "/api/account/addresses";

type FieldName = "firstName" | "lastName" | "line1" | "line2" | "city" | "county" | "postcode" | "phone";
type Draft = Record<FieldName, string>;

const EMPTY_DRAFT: Draft = { firstName: "", lastName: "", line1: "", line2: "", city: "", county: "", postcode: "", phone: "" };

const SIGNED_OUT_MESSAGE = "Your sign-in has expired. Please sign in again.";
const NETWORK_MESSAGE = "We couldn't reach our server. Please check your connection and try again.";

type ApiResult = { ok: true; addresses: SavedAddress[] } | { ok: false; status: number; message: string; fields?: Record<string, string> };

async function callApi(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<ApiResult> {
  // Refreshes the token cookie first when it is close to expiry.
  await currentToken().catch(() => "");
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE };
  }
  const payload = (await response.json().catch(() => null)) as
    | { data?: { addresses?: SavedAddress[] }; code?: string; message?: string; fields?: Record<string, string> }
    | null;
  if (response.ok && payload?.data?.addresses) return { ok: true, addresses: payload.data.addresses };
  if (response.status === 401) return { ok: false, status: 401, message: SIGNED_OUT_MESSAGE };
  if (response.status === 429) return { ok: false, status: 429, message: "Too many requests. Please wait a moment and try again." };
  if (response.status === 400 && payload?.fields) {
    return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: payload.fields };
  }
  if (response.status === 404) return { ok: false, status: 404, message: "That address has already been removed." };
  if (response.status === 409 && payload?.message) return { ok: false, status: 409, message: payload.message };
  return { ok: false, status: response.status, message: "Something went wrong saving your addresses. Please try again." };
}

function draftOf(address: SavedAddress): Draft {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2 ?? "",
    city: address.city,
    county: address.county ?? "",
    postcode: address.postcode,
    phone: address.phone ?? "",
  };
}

function summary(address: SavedAddress): string {
  return `${address.line1}, ${address.postcode}`;
}

interface AddressBookProps {
  /** Addresses read on the server, or null to fetch them here. */
  initialAddresses: SavedAddress[] | null;
}

export function AddressBook({ initialAddresses }: AddressBookProps) {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(initialAddresses);
  const [editing, setEditing] = useState<"new" | string | null>(null);
  const [error, setError] = useState<{ message: string; signedOut: boolean } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (initialAddresses) return;
    void callApi("GET", API).then((result) => {
      if (result.ok) setAddresses(result.addresses);
      else setError({ message: result.message, signedOut: result.status === 401 });
    });
  }, [initialAddresses]);

  function fail(result: Extract<ApiResult, { ok: false }>) {
    setError({ message: result.message, signedOut: result.status === 401 });
  }

  async function remove(address: SavedAddress) {
    if (busy || !window.confirm(`Delete the address ${summary(address)}?`)) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    const result = await callApi("DELETE", `${API}/${address.id}`);
    setBusy(false);
    if (!result.ok) return fail(result);
    setAddresses(result.addresses);
    if (editing === address.id) setEditing(null);
    setStatus("Address deleted.");
  }

  async function makeDefault(address: SavedAddress, flag: "isDefaultDelivery" | "isDefaultBilling") {
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    const result = await callApi("PATCH", `${API}/${address.id}`, { [flag]: true });
    setBusy(false);
    if (!result.ok) return fail(result);
    setAddresses(result.addresses);
    setStatus(flag === "isDefaultDelivery" ? "Default delivery address changed." : "Default billing address changed.");
  }

  function saved(list: SavedAddress[]) {
    setAddresses(list);
    setEditing(null);
    setError(null);
    setStatus("Address saved.");
  }

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
        <ul className={styles.addressList} data-testid="address-list">
          {addresses.map((address) => (
            <li key={address.id} className={styles.addressCard} data-testid="address-card">
              {(address.isDefaultDelivery || address.isDefaultBilling) && (
                <ul className={styles.badges} aria-label="Defaults">
                  {address.isDefaultDelivery && <li className={styles.badge}>Default delivery</li>}
                  {address.isDefaultBilling && <li className={styles.badge}>Default billing</li>}
                </ul>
              )}
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
              <div className={styles.cardActions}>
                <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => setEditing(address.id)}>
                  Edit<span className="visually-hidden"> {summary(address)}</span>
                </button>
                <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void remove(address)}>
                  Delete<span className="visually-hidden"> {summary(address)}</span>
                </button>
                {!address.isDefaultDelivery && (
                  <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void makeDefault(address, "isDefaultDelivery")}>
                    Make default delivery
                  </button>
                )}
                {!address.isDefaultBilling && (
                  <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => void makeDefault(address, "isDefaultBilling")}>
                    Make default billing
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
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

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: SavedAddress | null;
  isFirst: boolean;
  onSaved: (addresses: SavedAddress[]) => void;
  onCancel: () => void;
}

function AddressForm({ address, isFirst, onSaved, onCancel }: AddressFormProps) {
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

  const field = (name: FieldName, label: string, props: { optional?: boolean; autoComplete: string; type?: string; maxLength?: number } ) => (
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
      onChange={(e) => set(name, e.target.value)}
    />
  );

  return (
    <form className={`${formStyles.form} ${formStyles.wide}`} onSubmit={submit} noValidate aria-labelledby="address-form-title" aria-busy={busy}>
      <h2 id="address-form-title" ref={headingRef} tabIndex={-1}>
        {address ? "Edit address" : "Add an address"}
      </h2>
      <p className={formStyles.hint}>We deliver to addresses in the United Kingdom.</p>
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

/** An API failure in words; a lapsed session gets a link to sign in and come back here. */
function ErrorAlert({ error }: { error: { message: string; signedOut?: boolean } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className={formStyles.alert}>
      {error.message}
      {error.signedOut && (
        <>
          {" "}
          <Link href={`${ACCOUNT_LINKS.signIn.href}?next=${encodeURIComponent(ACCOUNT_LINKS.addresses.href)}`}>Sign in</Link>
        </>
      )}
    </p>
  );
}
