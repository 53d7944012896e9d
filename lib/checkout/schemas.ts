// Validation of the place-order request (zod). The server parses every body with it; the browser's
// checkout form uses the same schema to show the same plain-words messages before it sends.
import { z } from "zod";
import { addressFieldsSchema } from "@/lib/address/schema";
import { SHIPPING_METHODS } from "@/lib/constants";

export const EMAIL_MESSAGE = "Enter your email address, like name@example.com";
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

const shippingMethodIds = Object.keys(SHIPPING_METHODS) as [keyof typeof SHIPPING_METHODS, ...(keyof typeof SHIPPING_METHODS)[]];

const addressId = z.uuid({ error: "Choose one of your saved addresses" });

/** A saved address (signed-in customers) or a new one, which a signed-in customer may save. */
const addressChoice = z.union(
  [
    z.object({ addressId }).strict(),
    z.object({ address: addressFieldsSchema, save: z.boolean().optional().default(false) }).strict(),
  ],
  { error: "Choose a saved address or enter a new one" },
);

export const placeOrderBodySchema = z.object({
  cartId: z.uuid({ error: "The basket id is missing" }),
  /**
   * The lines checkout showed (CheckoutData.cartFingerprint): if the stored cart's lines differ
   * now (changed in another tab or device), nothing is placed. A save that changed nothing passes.
   */
  cartFingerprint: z.string().min(1).max(128),
  /** Guests: the browser's guest id, which must match the cart's. */
  guestId: z.uuid().nullable().optional().default(null),
  /** One per checkout attempt; the same key again returns the order it placed. */
  idempotencyKey: z.uuid({ error: "The request id is missing" }),
  /** Guests give an email; signed-in customers' email comes from their verified token. */
  email: emailSchema.optional(),
  shippingMethod: z.enum(shippingMethodIds, { error: "Choose a delivery option" }),
  /** The total in pence the shopper was shown: if the server's total differs, nothing is placed. */
  expectedTotal: z.number().int().min(0),
  delivery: addressChoice,
  billing: z.union([z.object({ sameAsDelivery: z.literal(true) }).strict(), addressChoice], {
    error: "Choose a billing address",
  }),
});

export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
export type ParsedPlaceOrderBody = z.output<typeof placeOrderBodySchema>;
export type AddressChoice = z.output<typeof addressChoice>;
