import type { ContactSuccess, CustomerThreadSuccess } from "@/lib/support/contract";
import { contactRequestSchema, customerMessageSchema } from "@/lib/support/schemas";
import { verifiedToken, bearerToken } from "@/lib/server/auth/id-token";
import { addCustomerMessage, openThread } from "@/lib/server/support/thread-actions";
import { unauthorised } from "./auth";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// POST /api/help/contact (the help centre's contact form) and POST /api/help/messages/<reference>
// (the customer writes back through their link): per-IP and per-address limits, a field robots fill
// and people never see, strict bodies. The account comes only from a verified Bearer token; a bad
// one is refused rather than taken for a guest.
//   201 { data: { reference } } / { data: { thread } }
//   400 invalidBody (the field's sentence) or automated; 401 a bad token; 404 a wrong link; 429

/** Messages per client address per 10 minutes (CONTACT_RATE_LIMIT_IP) and per email address per hour (CONTACT_RATE_LIMIT_EMAIL). */
export const DEFAULT_CONTACT_IP_LIMIT = 5;
export const DEFAULT_CONTACT_EMAIL_LIMIT = 5;
/** The customer's replies per client address per 10 minutes (CONTACT_REPLY_RATE_LIMIT_IP). */
export const DEFAULT_CONTACT_REPLY_IP_LIMIT = 20;

const MAX_CONTACT_BODY_BYTES = 16 * 1024;
const TOO_MANY = "You have sent several messages in a short time. Please wait a few minutes and try again.";
const AUTOMATED = "Your message looks automated, so it was not sent. If you filled in the form yourself, please reload the page and send it again.";

export async function handleContact(request: Request): Promise<Response> {
  const limited = await overLimit(clientKey(request), { name: "contact-ip", limit: limitFromEnv("CONTACT_RATE_LIMIT_IP", DEFAULT_CONTACT_IP_LIMIT), windowSeconds: 600, message: TOO_MANY });
  if (limited) return limited;
  const token = request.headers.has("authorization") ? await verifiedToken(bearerToken(request)) : null;
  if (request.headers.has("authorization") && !token) return unauthorised("Your sign-in has expired. Please sign in again, or sign out to write to us as a guest.");
  const body = await readJsonBody(request, MAX_CONTACT_BODY_BYTES, contactRequestSchema);
  if (!body.ok) return body.response;
  const { website, orderReference, ...fields } = body.data;
  if (website) return jsonError(400, "automated", AUTOMATED);
  const perEmail = await overLimit(fields.email, { name: "contact-email", limit: limitFromEnv("CONTACT_RATE_LIMIT_EMAIL", DEFAULT_CONTACT_EMAIL_LIMIT), windowSeconds: 3_600, message: TOO_MANY });
  if (perEmail) return perEmail;
  return withDatabase(async () => {
    const opened = await openThread({ ...fields, orderReference: orderReference ?? null }, token?.uid ?? null, siteOrigin(request));
    return json({ data: opened } satisfies ContactSuccess, 201);
  });
}

type Context = { params: Promise<{ reference: string }> };

export async function handleCustomerMessage(request: Request, context: Context): Promise<Response> {
  const limited = await overLimit(clientKey(request), {
    name: "contact-reply-ip",
    limit: limitFromEnv("CONTACT_REPLY_RATE_LIMIT_IP", DEFAULT_CONTACT_REPLY_IP_LIMIT),
    windowSeconds: 600,
    message: TOO_MANY,
  });
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_CONTACT_BODY_BYTES, customerMessageSchema);
  if (!body.ok) return body.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await addCustomerMessage(reference, body.data.key, body.data.message);
    return outcome.ok ? json({ data: { thread: outcome.value } } satisfies CustomerThreadSuccess, 201) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}
