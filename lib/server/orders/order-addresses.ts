import "server-only";
import { postalFromSaved } from "@/lib/address/postal";
import type { PostalAddress } from "@/lib/cart/types";
import type { AddressChoice } from "@/lib/checkout/schemas";
import { addAddressInTransaction, findAddressOf } from "../address/addresses";
import type { Tx } from "../platform/db";
import { Refused, refuse } from "./order-refusals";

// The delivery and billing addresses of an order being placed: a saved one of the customer's, or
// one typed at checkout (saved to the address book when the customer asks).

type NewAddress = Extract<AddressChoice, { address: unknown }>["address"];

const postalFromInput = (address: NewAddress, id?: string): PostalAddress =>
  postalFromSaved({
    id: id ?? "",
    ...address,
    line2: address.line2 ?? null,
    county: address.county ?? null,
    phone: address.phone ?? null,
    country: address.country ?? "GB",
    isDefaultDelivery: false,
    isDefaultBilling: false,
    createdAt: "",
    updatedAt: "",
  });


/** The address an order goes to: a saved one of the customer's, or a new one (saved if asked). */
export async function resolveAddress(tx: Tx, uid: string | null, choice: AddressChoice, kind: "delivery" | "billing"): Promise<PostalAddress> {
  if ("addressId" in choice) {
    const saved = uid ? await findAddressOf(tx, uid, choice.addressId) : undefined;
    if (!saved) throw new Refused(refuse("addressNotFound", `That ${kind} address is not in your address book. Please choose another.`));
    return postalFromSaved(saved);
  }
  if (!uid || !choice.save) return postalFromInput(choice.address);
  const added = await addAddressInTransaction(tx, uid, choice.address);
  if (!added.ok) throw new Refused(refuse("invalidBody", added.message, { fields: { [`${kind}.address`]: added.message } }));
  return postalFromInput(choice.address, added.id);
}

