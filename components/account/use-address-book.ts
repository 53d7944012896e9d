"use client";
// The address book's state: the list (fetched here when the page did not read it), which address
// is being edited, the message and status lines, and the row actions (delete, make default).
import { useEffect, useState } from "react";
import type { SavedAddress } from "@/lib/address/schema";
import { API, callApi, summary, type ApiResult } from "@/lib/address/client";
import type { DefaultFlag } from "./AddressList";

export function useAddressBook(initialAddresses: SavedAddress[] | null) {
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

  /** One change from the list's row actions: busy meanwhile, then the new list and `done`, or the failure. */
  async function change(request: () => Promise<ApiResult>, done: () => void) {
    setBusy(true);
    setError(null);
    setStatus(null);
    const result = await request();
    setBusy(false);
    if (!result.ok) return setError({ message: result.message, signedOut: result.status === 401 });
    setAddresses(result.addresses);
    done();
  }

  async function remove(address: SavedAddress) {
    if (busy || !window.confirm(`Delete the address ${summary(address)}?`)) return;
    await change(() => callApi("DELETE", `${API}/${address.id}`), () => {
      if (editing === address.id) setEditing(null);
      setStatus("Address deleted.");
    });
  }

  async function makeDefault(address: SavedAddress, flag: DefaultFlag) {
    if (busy) return;
    await change(() => callApi("PATCH", `${API}/${address.id}`, { [flag]: true }), () =>
      setStatus(flag === "isDefaultDelivery" ? "Default delivery address changed." : "Default billing address changed."),
    );
  }

  function saved(list: SavedAddress[]) {
    setAddresses(list);
    setEditing(null);
    setError(null);
    setStatus("Address saved.");
  }

  return { addresses, editing, setEditing, error, status, setStatus, busy, remove, makeDefault, saved };
}
