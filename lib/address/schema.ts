// A UK postal address as the account's address book takes it: shared by the API (validation) and
// the browser (form messages), so it imports nothing server-side.
import { z } from "zod";

import { ADDRESS_COUNTRY, ADDRESS_LIMITS } from "./fields";

export { ADDRESS_COUNTRY, ADDRESS_LIMITS, MAX_ADDRESS_BODY_BYTES, MAX_ADDRESSES_PER_CUSTOMER } from "./fields";

// Outward code: A9, A99, AA9, AA99, A9A, AA9A, with the letters Royal Mail uses in each position;
// inward code: a digit and two letters (never C, I, K, M, O or V). Plus the special GIR 0AA.
const OUTWARD = "(?:[A-PR-UWYZ]\\d{1,2}|[A-PR-UWYZ][A-HK-Y]\\d{1,2}|[A-PR-UWYZ]\\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\\d[ABEHMNPRVWXY])";
const INWARD = "\\d[ABD-HJLNP-UW-Z]{2}";
const UK_POSTCODE = new RegExp(`^(?:${OUTWARD} ${INWARD}|GIR 0AA)$`);

export const POSTCODE_MESSAGE = "Enter a valid UK postcode, like SW1A 1AA";
export const PHONE_MESSAGE = "Enter a UK phone number, like 020 7946 0000 or +44 7700 900000";

/**
 * The postcode in Royal Mail's form ("sw1a1aa" -> "SW1A 1AA": upper case, one space before the
 * three-character inward code), or null when it is not a valid UK postcode.
 */
export function normalisePostcode(raw: string): string | null {
  const compact = raw.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const formatted = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return UK_POSTCODE.test(formatted) ? formatted : null;
}

/** A UK phone number: +44 or 0, then 9 or 10 digits; spaces, dashes, brackets and "+44 (0)" allowed. */
export function isUkPhone(raw: string): boolean {
  const digits = raw.replace(/[\s\-().]/g, "").replace(/^\+440/, "+44");
  return /^(?:\+44|0)\d{9,10}$/.test(digits);
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const NO_CONTROL_MESSAGE = "must be a single line of text";

function requiredText(label: string, max: number) {
  return z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Your ${label} must be ${max} characters or fewer`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `Your ${label} ${NO_CONTROL_MESSAGE}`);
}

/** An optional line: absent stays undefined (unchanged), "" or null becomes null (cleared). */
function optionalText(label: string, max: number) {
  return z
    .union([z.string({ error: `Your ${label} must be text` }), z.null()], { error: `Your ${label} must be text` })
    .transform((value) => (value === null ? null : value.trim() || null))
    .refine((value) => value === null || value.length <= max, `Your ${label} must be ${max} characters or fewer`)
    .refine((value) => value === null || !CONTROL_CHARACTERS.test(value), `Your ${label} ${NO_CONTROL_MESSAGE}`)
    .optional();
}

const postcode = z
  .string({ error: "Enter a postcode" })
  .trim()
  .min(1, "Enter a postcode")
  .max(16, POSTCODE_MESSAGE)
  .transform((value, context) => {
    const normalised = normalisePostcode(value);
    if (normalised) return normalised;
    context.addIssue({ code: "custom", message: POSTCODE_MESSAGE });
    return z.NEVER;
  });

const phone = optionalText("phone number", ADDRESS_LIMITS.phone).refine(
  (value) => value === undefined || value === null || isUkPhone(value),
  PHONE_MESSAGE,
);

const country = z.literal(ADDRESS_COUNTRY, { error: "We deliver to UK addresses only" });

/** The address fields. Unknown keys (an id, a customer, timestamps) are dropped, never trusted. */
export const addressFieldsSchema = z.object({
  firstName: requiredText("first name", ADDRESS_LIMITS.firstName),
  lastName: requiredText("last name", ADDRESS_LIMITS.lastName),
  line1: requiredText("first address line", ADDRESS_LIMITS.line1),
  line2: optionalText("second address line", ADDRESS_LIMITS.line2),
  city: requiredText("town or city", ADDRESS_LIMITS.city),
  county: optionalText("county", ADDRESS_LIMITS.county),
  postcode,
  country: country.optional(),
  phone,
});

const defaultFlag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();
const defaultFlags = {
  isDefaultDelivery: defaultFlag("isDefaultDelivery"),
  isDefaultBilling: defaultFlag("isDefaultBilling"),
};

/** POST body: a whole address, optionally made a default at once. */
export const createAddressSchema = addressFieldsSchema.extend(defaultFlags);
/** PATCH body: any of the fields (only those given change) and/or the default flags. */
export const updateAddressSchema = addressFieldsSchema.partial().extend(defaultFlags);

export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;
export type CreateAddressInput = z.output<typeof createAddressSchema>;
export type UpdateAddressInput = z.output<typeof updateAddressSchema>;

/** An address as the API answers it. */
export interface SavedAddress {
  id: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  city: string;
  county: string | null;
  postcode: string;
  country: string;
  phone: string | null;
  isDefaultDelivery: boolean;
  isDefaultBilling: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The first message for each field, for a form: `{ postcode: "Enter a valid UK postcode, like SW1A 1AA" }`. */
export function addressFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
