// The address book's calls to /api/account/addresses (with the sign-in cookie, refreshed first
// when close to expiry) and the answers in words; the form's draft of an address.
import type { SavedAddress } from "@/lib/address/schema";
import { currentToken } from "@/lib/auth/current-token";

export const API = "/api/account/addresses";

export type FieldName = "firstName" | "lastName" | "line1" | "line2" | "city" | "county" | "postcode" | "phone";
export type Draft = Record<FieldName, string>;

export const EMPTY_DRAFT: Draft = { firstName: "", lastName: "", line1: "", line2: "", city: "", county: "", postcode: "", phone: "" };

const SIGNED_OUT_MESSAGE = "Your sign-in has expired. Please sign in again.";
const NETWORK_MESSAGE = "We couldn't reach our server. Please check your connection and try again.";

export type ApiResult = { ok: true; addresses: SavedAddress[] } | { ok: false; status: number; message: string; fields?: Record<string, string> };

export async function callApi(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<ApiResult> {
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

/**
 * The address book read with a given token (at sign-in, before the token cookie is written).
 * null when the request fails or is refused; the caller keeps what it had.
 */
export async function fetchAddressBook(token: string): Promise<SavedAddress[] | null> {
  try {
    const response = await fetch(API, { headers: { authorization: `Bearer ${token}` }, cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { addresses?: SavedAddress[] } };
    return body.data?.addresses ?? [];
  } catch {
    // Offline or the API unavailable.
    return null;
  }
}

export function draftOf(address: SavedAddress): Draft {
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

/** An address in a few words, for buttons and the delete confirmation. */
export function summary(address: SavedAddress): string {
  return `${address.line1}, ${address.postcode}`;
}
