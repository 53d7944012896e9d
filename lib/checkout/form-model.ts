// The checkout form's data: address drafts as typed, the request body built from the shopper's
// choices. (Checking it with the schema happens in lib/checkout/place-order.ts, loaded on first use with zod.)
import { ADDRESS_COUNTRY } from "@/lib/address/fields";
import type { AddressFieldsInput, SavedAddress } from "@/lib/address/schema";
import type { PostalAddress } from "@/lib/cart/types";
import type { PlaceOrderBody } from "@/lib/checkout/schemas";

export const ADDRESS_FIELDS = ["firstName", "lastName", "line1", "line2", "city", "county", "postcode", "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressDraft = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressDraft = { firstName: "", lastName: "", line1: "", line2: "", city: "", county: "", postcode: "", phone: "" };

/** A saved address or a new one (the form below the list). */
export type AddressChoiceValue = { kind: "saved"; id: string } | { kind: "new" };

/** A draft from a stored address (the guest's kept billing address). */
export function draftFrom(address: Partial<PostalAddress> | null | undefined): AddressDraft {
  const draft = { ...EMPTY_ADDRESS };
  if (!address) return draft;
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (typeof value === "string") draft[field] = value;
  }
  return draft;
}

/** A draft as a stored address (for the guest's browser), leaving empty optional lines out. */
export function postalFrom(draft: AddressDraft): PostalAddress {
  const address: PostalAddress = {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    line1: draft.line1.trim(),
    city: draft.city.trim(),
    postcode: draft.postcode.trim(),
    country: ADDRESS_COUNTRY,
  };
  if (draft.line2.trim()) address.line2 = draft.line2.trim();
  if (draft.county.trim()) address.county = draft.county.trim();
  if (draft.phone.trim()) address.phone = draft.phone.trim();
  return address;
}

export const isBlankDraft = (draft: AddressDraft) => ADDRESS_FIELDS.every((field) => draft[field].trim() === "");

/** The address fields as the request sends them (the schema trims, upper-cases postcodes, drops blanks). */
function fieldsOf(draft: AddressDraft): AddressFieldsInput {
  return { ...draft, country: ADDRESS_COUNTRY };
}

export interface FormChoices {
  cartId: string;
  cartFingerprint: string;
  guestId: string | null;
  idempotencyKey: string;
  /** Guests only; signed-in customers' email comes from their token. */
  email: string | null;
  shippingMethod: string;
  expectedTotal: number;
  delivery: AddressChoiceValue;
  deliveryDraft: AddressDraft;
  saveDelivery: boolean;
  billingSame: boolean;
  billing: AddressChoiceValue;
  billingDraft: AddressDraft;
  saveBilling: boolean;
  signedIn: boolean;
}

function choice(value: AddressChoiceValue, draft: AddressDraft, save: boolean, signedIn: boolean) {
  if (value.kind === "saved") return { addressId: value.id };
  return signedIn ? { address: fieldsOf(draft), save } : { address: fieldsOf(draft) };
}

/** The place-order request body (placeOrderBodySchema's input) from the form's choices. */
export function buildBody(form: FormChoices): PlaceOrderBody {
  return {
    cartId: form.cartId,
    cartFingerprint: form.cartFingerprint,
    guestId: form.signedIn ? null : form.guestId,
    idempotencyKey: form.idempotencyKey,
    ...(form.signedIn ? {} : { email: form.email ?? "" }),
    shippingMethod: form.shippingMethod as PlaceOrderBody["shippingMethod"],
    expectedTotal: form.expectedTotal,
    delivery: choice(form.delivery, form.deliveryDraft, form.saveDelivery, form.signedIn),
    billing: form.billingSame ? { sameAsDelivery: true } : choice(form.billing, form.billingDraft, form.saveBilling, form.signedIn),
  };
}

/** A saved address in one line: "Ada Lovelace, 10 Downing Street, London SW1A 2AA". */
export function savedAddressLine(address: SavedAddress): string {
  return [`${address.firstName} ${address.lastName}`, address.line1, address.line2, `${address.city} ${address.postcode}`].filter(Boolean).join(", ");
}

/** The address to preselect: the default for this use, else the first saved one, else a new one. */
export function initialChoice(addresses: SavedAddress[], flag: "isDefaultDelivery" | "isDefaultBilling"): AddressChoiceValue {
  const preferred = addresses.find((address) => address[flag]) ?? addresses[0];
  return preferred ? { kind: "saved", id: preferred.id } : { kind: "new" };
}
