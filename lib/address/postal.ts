// A saved address-book entry as a cart, order or user store carries it (PostalAddress).
import type { PostalAddress } from "../cart/types";
import type { SavedAddress } from "./schema";

export const postalFromSaved = (address: SavedAddress): PostalAddress => ({
  ...(address.id ? { id: address.id } : {}),
  firstName: address.firstName,
  lastName: address.lastName,
  line1: address.line1,
  ...(address.line2 ? { line2: address.line2 } : {}),
  city: address.city,
  ...(address.county ? { county: address.county } : {}),
  postcode: address.postcode,
  country: address.country,
  ...(address.phone ? { phone: address.phone } : {}),
});
