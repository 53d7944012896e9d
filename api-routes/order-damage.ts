import { DAMAGE_FIELDS, MAX_DAMAGE_PHOTOS, MAX_DAMAGE_UPLOAD_BODY_BYTES, type DamageReportSuccess } from "@/lib/damage/contract";
import { DAMAGE_REFUSALS } from "@/lib/damage/rules";
import { damageReportFieldsSchema } from "@/lib/damage/schemas";
import { megabytesText, photoTooLargeMessage } from "@/lib/media/image-check";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";
import { bearerToken, verifiedToken } from "@/lib/server/auth/id-token";
import { processEvidencePhoto, type EvidencePhoto } from "@/lib/server/damage/evidence-photos";
import { reportDamage } from "@/lib/server/damage/reports";
import { unauthorised } from "./auth";
import { describeIssues, json, jsonError, readMultipartWithin, siteOrigin, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// POST /api/shop/orders/<reference>/damage (orderDamagePath in lib/damage/contract.ts): the
// customer reports packs of one line of their own order as damaged or missing, with up to three
// photos, as multipart/form-data. Checks, cheapest first: the per-IP limit, identity (a verified
// Bearer token; a bad one is refused, never taken for a guest), the body's size (from its header,
// then counted), the fields, each photo by its bytes (lib/server/damage/evidence-photos.ts), then
// the rules under the order's row lock (lib/server/damage/reports.ts).
//   201 { data: { report } }
//   400 invalidBody / photo… / invalidReport   a field, a photo, or what the report asks for
//   401 unauthorised      neither a sign-in nor the order link's secret, or a bad token
//   404 orderNotFound     unknown, or not this customer's (the same answer)
//   409 cannotReport      the order cannot take a report now (not on its way, 48 hours passed…)
//   413 photoTooLarge     the request is larger than three photos at the limit
//   415                   not multipart/form-data

/** Reports per client address per 10 minutes (env DAMAGE_REPORT_RATE_LIMIT_IP; "0" turns it off): each may carry 30 MB to decode. */
export const DEFAULT_DAMAGE_REPORT_IP_LIMIT = 10;

type Context = { params: Promise<{ reference: string }> };

const readForm = (request: Request) =>
  readMultipartWithin(request, MAX_DAMAGE_UPLOAD_BODY_BYTES, {
    notMultipart: "Send the report as multipart/form-data, with its photos.",
    tooLarge: `Send at most ${MAX_DAMAGE_PHOTOS} photos of up to ${megabytesText(MAX_PHOTO_BYTES)} each.`,
    incomplete: "The report arrived incomplete; please send it again.",
  });

/** The text fields as the schema reads them (a file where text belongs is left out, and so refused). */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (name !== DAMAGE_FIELDS.photos && typeof value === "string") fields[name] = value;
  return fields;
}

/** Each photo checked by its bytes and re-encoded, one at a time (each may decode 40 MP); the first refusal wins. */
async function readPhotos(form: FormData): Promise<{ ok: true; photos: EvidencePhoto[] } | { ok: false; response: Response }> {
  const files = form.getAll(DAMAGE_FIELDS.photos).filter((value): value is File => typeof value !== "string");
  if (files.length > MAX_DAMAGE_PHOTOS) return { ok: false, response: jsonError(400, "invalidReport", DAMAGE_REFUSALS.tooManyPhotos) };
  const photos: EvidencePhoto[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > MAX_PHOTO_BYTES) return { ok: false, response: jsonError(413, "photoTooLarge", `Photo ${index + 1}: ${photoTooLargeMessage(file.size)}`) };
    const checked = await processEvidencePhoto(Buffer.from(await file.arrayBuffer()));
    if (!checked.ok) return { ok: false, response: jsonError(400, checked.code, files.length > 1 ? `Photo ${index + 1}: ${checked.message}` : checked.message) };
    photos.push(checked.value);
  }
  return { ok: true, photos };
}

export async function handleOrderDamage(request: Request, context: Context): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "order-damage-ip",
    limit: limitFromEnv("DAMAGE_REPORT_RATE_LIMIT_IP", DEFAULT_DAMAGE_REPORT_IP_LIMIT),
    windowSeconds: 600,
    message: "Too many reports from here. Please wait a few minutes and try again.",
  });
  if (limited) return limited;
  const token = request.headers.has("authorization") ? await verifiedToken(bearerToken(request)) : null;
  if (request.headers.has("authorization") && !token) return unauthorised("Your sign-in has expired. Please sign in again to report a problem with your order.");
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const fields = damageReportFieldsSchema.safeParse(textFields(read.form));
  if (!fields.success) return jsonError(400, "invalidBody", describeIssues(fields.error));
  const { accessToken, lineId, quantity, kind, note } = fields.data;
  const who = { uid: token?.uid ?? null, accessToken: accessToken ?? null };
  if (who.uid === null && who.accessToken === null) return unauthorised("Sign in, or open the order from the link in its confirmation email, to report a problem.");
  const photos = await readPhotos(read.form);
  if (!photos.ok) return photos.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await reportDamage(reference, who, { lineId, quantity, kind, note: note || null, photos: photos.photos }, siteOrigin(request));
    if (!outcome.ok) return jsonError(outcome.status, outcome.code, outcome.message);
    return json({ data: { report: outcome.value } } satisfies DamageReportSuccess, 201);
  });
}
