// The request bodies of damage reports (lib/damage/contract.ts), strict: a field the server does
// not expect (a price, a status, a user id) is refused, never read. The customer's report arrives
// as multipart form fields (strings), so its numbers are read from text here; its photos are
// checked by the API from their bytes.
import { z } from "zod";
import { DAMAGE_KINDS, MAX_DAMAGE_NOTE_LENGTH, MAX_DAMAGE_REFUSAL_LENGTH } from "./contract";

/** The report's fields besides its photos. */
export const damageReportFieldsSchema = z.strictObject({
  accessToken: z.string().min(1).max(200).optional(),
  lineId: z.string().min(1, "Choose the item that arrived damaged or is missing.").max(100),
  quantity: z
    .string()
    .regex(/^\d{1,4}$/, "Say how many packs are damaged or missing, as a whole number.")
    .transform(Number)
    .pipe(z.number().int().min(1, "Say how many packs are damaged or missing.")),
  kind: z.enum(DAMAGE_KINDS, "Say whether the item arrived damaged or is missing."),
  note: z.string().trim().max(MAX_DAMAGE_NOTE_LENGTH, `Keep the note under ${MAX_DAMAGE_NOTE_LENGTH} characters.`).optional(),
});
export type ParsedDamageReportFields = z.output<typeof damageReportFieldsSchema>;

/** What staff do to a report. */
export const adminDamageActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("refund") }),
  z.strictObject({ action: z.literal("replace") }),
  z.strictObject({
    action: z.literal("refuse"),
    reason: z.string().trim().min(1, "Say why the report is refused: the customer is told.").max(MAX_DAMAGE_REFUSAL_LENGTH, `Keep the reason under ${MAX_DAMAGE_REFUSAL_LENGTH} characters.`),
  }),
]);
