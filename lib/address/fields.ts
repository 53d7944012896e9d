// The address book's figures, without zod: forms in the browser import these, so a page that only
// shows an address form does not download the validation library (the schemas are in ./schema.ts).

export const ADDRESS_COUNTRY = "GB";
/** Addresses one customer may keep. */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;
/** Largest address request body, in bytes. */
export const MAX_ADDRESS_BODY_BYTES = 4_096;

/** Longest value of each field, in characters. */
export const ADDRESS_LIMITS = {
  firstName: 60,
  lastName: 60,
  line1: 100,
  line2: 100,
  city: 60,
  county: 60,
  phone: 24,
} as const;
