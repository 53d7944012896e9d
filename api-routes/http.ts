import type { z } from "zod";
import { addressFieldErrors } from "@/lib/address/schema";
import { COOKIE_NAMES } from "@/lib/constants";
import BUSY_ANSWER from "@/lib/server/platform/busy-answer.json";
import { databaseGate } from "@/lib/server/platform/db-gate";
import { bearerToken } from "@/lib/server/auth/id-token";
import { logServerError } from "@/lib/server/platform/log";

// Shared JSON plumbing for the API route handlers: responses are never cached, and every error
// body is `{ code, message }` (docs/decisions/shop-api-contract.md).

const NO_STORE = { "Cache-Control": "no-store" };

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function jsonError(status: number, code: string, message: string): Response {
  return json({ code, message }, status);
}

/** Seconds a client should wait before retrying after the database failed. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 for a database that cannot be reached or errors; the details go to the server log only. */
export function databaseUnavailable(error: unknown): Response {
  logServerError("database", error);
  const response = jsonError(503, "databaseUnavailable", "The database is unavailable. Please try again shortly.");
  response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return response;
}

/**
 * Runs a handler's database work in its turn (lib/server/platform/db-gate.ts): first come, first served,
 * and shed with 503 and Retry-After rather than left waiting when the queue is too long. A
 * database failure inside becomes 503 too.
 */
export async function inDatabaseTurn<T>(work: () => Promise<T>): Promise<{ value: T } | { response: Response }> {
  const admission = await databaseGate().enter();
  if (!admission.admitted) {
    const response = jsonError(503, BUSY_ANSWER.code, BUSY_ANSWER.message);
    response.headers.set("Retry-After", String(admission.retryAfterSeconds));
    return { response };
  }
  try {
    return { value: await work() };
  } catch (error) {
    return { response: databaseUnavailable(error) };
  } finally {
    admission.release();
  }
}

/** inDatabaseTurn for work that builds its own response. */
export async function withDatabase(work: () => Promise<Response>): Promise<Response> {
  const result = await inDatabaseTurn(work);
  return "value" in result ? result.value : result.response;
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body of at most `maxBytes` and validates it with `schema`. Returns the parsed
 * data, or a ready error response: 413 `bodyTooLarge`, 400 `invalidBody`.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  maxBytes: number,
  schema: S,
): Promise<BodyResult<z.output<S>>> {
  const body = await readJson(request, maxBytes);
  if ("response" in body) return fail(body.response);
  const parsed = schema.safeParse(body.raw);
  if (!parsed.success) return fail(jsonError(400, "invalidBody", describeIssues(parsed.error)));
  return { ok: true, data: parsed.data };
}

/**
 * The body of a request that carries nothing (a revision's restore): none at all (Content-Length:
 * 0, as a browser sends a bare POST) is as good as {}; a body that is sent is read as readJsonBody
 * reads it and must pass `schema` (a strict empty object). null when it is fine, else the error response.
 */
export async function refuseUnexpectedBody(request: Request, maxBytes: number, schema: z.ZodType): Promise<Response | null> {
  if (request.body === null || request.headers.get("content-length") === "0") return null;
  const body = await readJsonBody(request, maxBytes, schema);
  return body.ok ? null : body.response;
}

/** The body parsed as JSON, or 413 `bodyTooLarge` / 400 `invalidBody`. */
async function readJson(request: Request, maxBytes: number): Promise<{ raw: unknown } | { response: Response }> {
  // A form or text body is what a cross-site <form> can send; the site's own clients send JSON.
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return { response: jsonError(415, "unsupportedMediaType", "The request body must be sent as application/json.") };
  }
  const text = await readTextWithin(request, maxBytes);
  if (text === null) return { response: jsonError(413, "bodyTooLarge", `The request body must not exceed ${maxBytes} bytes.`) };
  try {
    return { raw: JSON.parse(text) };
  } catch {
    return { response: jsonError(400, "invalidBody", "The request body is not valid JSON.") };
  }
}

/** application/json or a +json type; a missing header is read as JSON too (non-browser clients). */
function isJsonContentType(header: string | null): boolean {
  if (header === null) return true;
  const type = header.split(";")[0].trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

function fail(response: Response): BodyResult<never> {
  return { ok: false, response };
}

/**
 * A form's body: like readJsonBody, but a failure is 400 `invalidBody` with `fields`, the first
 * plain-words message per field path, for the form to show beside each field.
 */
export async function readFormBody<S extends z.ZodType>(
  request: Request,
  maxBytes: number,
  schema: S,
): Promise<{ data: z.output<S> } | { response: Response }> {
  const body = await readJson(request, maxBytes);
  if ("response" in body) return body;
  const { raw } = body;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { response: jsonError(400, "invalidBody", "The request body must be a JSON object.") };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields = addressFieldErrors(parsed.error);
    const message = Object.entries(fields)
      .map(([field, text]) => `${field}: ${text}`)
      .join("; ");
    return { response: json({ code: "invalidBody", message, fields }, 400) };
  }
  return { data: parsed.data };
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** The body as text, or null once it exceeds `maxBytes`. */
async function readTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBytesWithin(request, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** The raw body bytes, or null once they exceed `maxBytes` (checked while streaming, since Content-Length may be absent or wrong). */
export async function readBytesWithin(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length")) > maxBytes) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export type MultipartRead = { ok: true; form: FormData } | { ok: false; response: Response };

/** The sentences an upload's refusals carry: each names what this upload is. */
export interface MultipartRefusals {
  notMultipart: string;
  tooLarge: string;
  incomplete: string;
  /** The 413's code: "photoTooLarge" unless the upload is something else. */
  tooLargeCode?: string;
}

/**
 * A multipart/form-data body read within `maxBytes`: 415 when it is not multipart, 413 as soon as
 * Content-Length or the bytes read pass the limit, 400 when it does not parse.
 */
export async function readMultipartWithin(request: Request, maxBytes: number, refusals: MultipartRefusals): Promise<MultipartRead> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(contentType)) return { ok: false, response: jsonError(415, "unsupportedMediaType", refusals.notMultipart) };
  const body = await readBytesWithin(request, maxBytes);
  if (body === null) return { ok: false, response: jsonError(413, refusals.tooLargeCode ?? "photoTooLarge", refusals.tooLarge) };
  try {
    return { ok: true, form: await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData() };
  } catch {
    return { ok: false, response: jsonError(400, "invalidBody", refusals.incomplete) };
  }
}

/** A multipart form's text field, or undefined when it is missing or a file. */
export function formText(form: FormData, field: string): string | undefined {
  const value = form.get(field);
  return typeof value === "string" ? value : undefined;
}

/**
 * Whether the request's If-None-Match names this ETag, or is "*": the client's copy is current
 * (answer 304). Compared weakly, as RFC 9110 asks of If-None-Match: a proxy or a podcast app may
 * send back W/"…" for the strong tag it was given.
 */
export function etagStillFresh(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((value) => {
    const candidate = value.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === bare;
  });
}

/** A cookie's value from the request's Cookie header, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of request.headers.get("cookie")?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/**
 * The sign-in token a request carries: its `Authorization: Bearer` header, else the `afcfbtoken`
 * cookie (server-rendered pages' fetches). A request that sends an Authorization header is judged
 * by it alone, with no fallback to the cookie.
 */
export function requestToken(request: Request): string | undefined {
  return request.headers.has("authorization") ? bearerToken(request) : readCookie(request, COOKIE_NAMES.token);
}

/** The site's public origin, for links that leave the site (Stripe, email): NEXT_PUBLIC_SITE_URL, else the request's. */
export function siteOrigin(request: Request): string {
  return process.env.NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, "") || new URL(request.url).origin;
}

/** A refused write's answer: `{ code, message }`, plus the refused fields when a form can show them beside their inputs. */
export function refusalAnswer(refusal: { status: number; code: string; message: string; fields?: Record<string, string> }): Response {
  return json({ code: refusal.code, message: refusal.message, ...(refusal.fields ? { fields: refusal.fields } : {}) }, refusal.status);
}
