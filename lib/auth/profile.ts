// What sign-in puts in the user store besides the user and token (sign-in sets the user, id,
// token, addresses and names): names from the account's display name (else its default delivery
// address), and the customer's default delivery and billing addresses from their address book.
import { postalFromSaved } from "../address/postal";
import type { SavedAddress } from "../address/schema";
import type { PostalAddress } from "../cart/types";

export interface SignInProfile {
  firstName: string | null;
  lastName: string | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
}

/** "Ada King Lovelace" → Ada / King Lovelace; one word is a first name only. */
export function namesFrom(displayName: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (displayName ?? "").trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: null, lastName: null };
  return { firstName: words[0], lastName: words.length > 1 ? words.slice(1).join(" ") : null };
}

export function profileFrom(displayName: string | null | undefined, addresses: readonly SavedAddress[]): SignInProfile {
  const delivery = addresses.find((address) => address.isDefaultDelivery);
  const billing = addresses.find((address) => address.isDefaultBilling);
  const named = namesFrom(displayName);
  return {
    firstName: named.firstName ?? delivery?.firstName ?? null,
    lastName: named.lastName ?? (named.firstName ? null : (delivery?.lastName ?? null)),
    shippingAddress: delivery ? postalFromSaved(delivery) : null,
    billingAddress: billing ? postalFromSaved(billing) : null,
  };
}
