// The request bodies of the contact form, the customer's reply and staff's actions
// (lib/support/contract.ts), strict: a field the server does not expect is refused, never read.
import { z } from "zod";
import { CONTACT_SENTENCES } from "./contact-form";
import { MAX_SUPPORT_MESSAGE_LENGTH, MAX_SUPPORT_NAME_LENGTH, MIN_SUPPORT_MESSAGE_LENGTH, SUPPORT_TOPICS } from "./contract";

const message = z.string().trim().min(MIN_SUPPORT_MESSAGE_LENGTH, CONTACT_SENTENCES.messageShort).max(MAX_SUPPORT_MESSAGE_LENGTH, CONTACT_SENTENCES.messageLong);

export const contactRequestSchema = z.strictObject({
  name: z.string().trim().min(1, CONTACT_SENTENCES.name).max(MAX_SUPPORT_NAME_LENGTH, CONTACT_SENTENCES.nameLong),
  email: z.string().trim().toLowerCase().pipe(z.email(CONTACT_SENTENCES.email)).pipe(z.string().max(254, CONTACT_SENTENCES.email)),
  topic: z.enum(SUPPORT_TOPICS, CONTACT_SENTENCES.topic),
  orderReference: z
    .string()
    .trim()
    .regex(/^(AFC-?\d{6,10})?$/i, CONTACT_SENTENCES.orderReference)
    .transform((value) => (value ? `AFC-${value.replace(/^AFC-?/i, "")}` : undefined))
    .optional(),
  message,
  /** The field people never see; a robot fills it. */
  website: z.string().max(500).optional(),
});

export const customerMessageSchema = z.strictObject({ key: z.string().min(1).max(200), message });

export const adminThreadActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("reply"), body: z.string().trim().min(1, "Write the reply first.").max(MAX_SUPPORT_MESSAGE_LENGTH, CONTACT_SENTENCES.messageLong) }),
  z.strictObject({ action: z.literal("close") }),
  z.strictObject({ action: z.literal("reopen") }),
]);
