// The browser's call that reports damaged or missing packs of the customer's own order (POST
// orderDamagePath, multipart/form-data with DAMAGE_FIELDS): the sign-in as a Bearer token when
// there is one, the secret of a guest's order link as a field when the page has it, one `photos`
// part per file. Never throws: every answer becomes the new report, or a sentence to show (the
// server's own for a refused form, a changed order, or photos too large or of the wrong type).
import { postFormAsCustomer } from "@/lib/auth/customer-post";
import { DAMAGE_FIELDS, orderDamagePath, type DamageKind, type DamageReportSuccess } from "@/lib/damage/contract";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";

export interface DamageReportInput {
  lineId: string;
  quantity: number;
  kind: DamageKind;
  /** "" for none: then the field is left out. */
  note: string;
  photos: File[];
}

export type DamageReportResult = { ok: true; value: DamageReportSuccess["data"] } | { ok: false; status: number; message: string };

const MESSAGES: Record<number, string> = {
  0: "We couldn't reach our server. Please check your connection and try again.",
  401: "Your sign-in has expired. Please sign in again, then report the problem.",
  404: "We couldn't find this order. Please reload the page and try again.",
  // A proxy may refuse a large body before our API answers, with no sentence of its own.
  413: `Your photos are too large to send together. Please choose smaller photos (up to ${MAX_PHOTO_BYTES / (1024 * 1024)} MB each) and try again.`,
  429: "Too many attempts. Please wait a minute and try again.",
};
const FALLBACK = "Something went wrong and your report was not sent. Please try again.";

/** The answers whose `{ code, message }` the customer is shown as it is: the form or a photo was refused, or the order moved on. */
const SERVER_SENTENCE_STATUSES = new Set([400, 409, 413, 415]);

/** The multipart form the API reads: the link's secret only for a guest, the note only when typed. */
export function damageFormData(input: DamageReportInput, accessToken: string | null): FormData {
  const form = new FormData();
  if (accessToken) form.append(DAMAGE_FIELDS.accessToken, accessToken);
  form.append(DAMAGE_FIELDS.lineId, input.lineId);
  form.append(DAMAGE_FIELDS.quantity, String(input.quantity));
  form.append(DAMAGE_FIELDS.kind, input.kind);
  const note = input.note.trim();
  if (note) form.append(DAMAGE_FIELDS.note, note);
  for (const photo of input.photos) form.append(DAMAGE_FIELDS.photos, photo);
  return form;
}

export async function reportDamage(reference: string, input: DamageReportInput, accessToken: string | null): Promise<DamageReportResult> {
  const { status, payload: answer } = await postFormAsCustomer(orderDamagePath(reference), damageFormData(input, accessToken));
  const payload = answer as (Partial<DamageReportSuccess> & { message?: unknown }) | null;
  const report = payload?.data?.report;
  if (status === 201 && report && typeof report.reference === "string") return { ok: true, value: { report } };
  if (SERVER_SENTENCE_STATUSES.has(status) && typeof payload?.message === "string" && payload.message.trim() !== "") {
    return { ok: false, status, message: payload.message };
  }
  return { ok: false, status, message: MESSAGES[status] ?? FALLBACK };
}
