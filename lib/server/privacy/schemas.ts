import "server-only";
import { z } from "zod";
import { DELETE_CONFIRMATION } from "@/lib/privacy/contract";
import { MAX_NOTE_LENGTH } from "@/lib/privacy/customers";

// Request bodies and queries of the privacy and customer routes (zod stays on the server).

export const deleteAccountSchema = z.object({ confirm: z.literal(DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm.` }) }).strict();

export const customerNoteSchema = z
  .object({ body: z.string().trim().min(1, "Write the note first.").max(MAX_NOTE_LENGTH, `A note can be up to ${MAX_NOTE_LENGTH} characters.`) })
  .strict();

/** ?q= on /admin/customers: an email or the start of one, lower-cased. */
export const customerSearchSchema = z.string().trim().toLowerCase().min(3).max(254).regex(/^\S+$/);

/** A Firebase uid in a path: 1–128 URL-safe characters. */
export const customerUidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
