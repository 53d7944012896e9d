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

const CHOOSE_ADDRESS_MESSAGE = "Choose a saved address or enter a new one";

/**
 * A saved address (signed-in customers: `addressId`) or a new one (`address`, which a signed-in
 * customer may `save`). One object rather than a union, so a bad field's message keeps its path
 * ("delivery.address.postcode") for the form.
 */
const addressChoice = z
  .object({
    addressId: addressId.optional(),
    address: addressFieldsSchema.optional(),
    save: z.boolean().optional(),
  })
  .strict()
  .superRefine((choice, context) => {
    if ((choice.addressId === undefined) === (choice.address === undefined)) context.addIssue({ code: "custom", message: CHOOSE_ADDRESS_MESSAGE });
  })
  .transform(
    (choice): { addressId: string } | { address: NonNullable<typeof choice.address>; save: boolean } =>
      choice.address ? { address: choice.address, save: choice.save ?? false } : { addressId: choice.addressId as string },
  );

/** Billing: the delivery address (the default), or its own choice. */
const billingChoice = z
  .object({ sameAsDelivery: z.literal(true).optional() })
  .loose()
  .transform((value, context) => {
    if (value.sameAsDelivery) return { sameAsDelivery: true as const };
    const parsed = addressChoice.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });

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
  billing: billingChoice,
});

export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;
export type ParsedPlaceOrderBody = z.output<typeof placeOrderBodySchema>;
export type AddressChoice = z.output<typeof addressChoice>;
