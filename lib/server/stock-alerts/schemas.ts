// The back-in-stock API's request schema (the server's side of lib/stock-alerts/contract.ts).
import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "@/lib/stock-alerts/contract";

export const stockAlertSlugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, "a product slug");

/** POST /api/stock-alerts: the product, and a guest's email (ignored for a signed-in customer). */
export const stockAlertRequestSchema = z.strictObject({
  slug: stockAlertSlugSchema,
  email: z.string().max(MAX_EMAIL_LENGTH + 20, "an email address").optional(),
});

/** The unsubscribe or confirmation form's token: 256 random bits in base64url (43 characters); anything else is no token. */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
