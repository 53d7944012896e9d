// The request bodies of returns (lib/returns/contract.ts), strict: a field the server does not
// expect (a price, a status, a user id) is refused, never read.
import { z } from "zod";
import { MAX_RETURN_NOTE_LENGTH, MAX_RETURN_REFUSAL_LENGTH, RETURN_INSPECTIONS, RETURN_REASONS } from "./contract";

const returnLine = z.strictObject({ lineId: z.string().min(1).max(100), quantity: z.number().int().min(0).max(10_000) });

/** The customer's request: lines and packs, a reason, an optional note, and that the drinks are unopened. */
export const returnRequestBodySchema = z.strictObject({
  accessToken: z.string().min(1).max(200).optional(),
  lines: z.array(returnLine).min(1, "Choose at least one item to return.").max(200),
  reason: z.enum(RETURN_REASONS, "Choose why you are returning them."),
  note: z.string().trim().max(MAX_RETURN_NOTE_LENGTH, `Keep the note under ${MAX_RETURN_NOTE_LENGTH} characters.`).optional(),
  unopened: z.boolean(),
});
export type ParsedReturnRequest = z.output<typeof returnRequestBodySchema>;

/** What staff do to a return. */
export const adminReturnActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("receive") }),
  z.strictObject({ action: z.literal("refund"), inspection: z.enum(RETURN_INSPECTIONS, "Choose whether the drinks go back on the shelf or are written off.") }),
  z.strictObject({
    action: z.literal("refuse"),
    reason: z.string().trim().min(1, "Say why the return is refused: the customer is told.").max(MAX_RETURN_REFUSAL_LENGTH, `Keep the reason under ${MAX_RETURN_REFUSAL_LENGTH} characters.`),
  }),
]);
