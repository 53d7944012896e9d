import type { z } from "zod";

// Shared JSON plumbing for the API route handlers: responses are never cached, and every error
// body is `{ code, message }` (decisions.md, "Shop API contract").

const NO_STORE = { "Cache-Control": "no-store" };

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function jsonError(status: number, code: string, message: string): Response {
  return json({ code, message }, status);
}

/** 503 for a database that cannot be reached or errors; the details go to the server log only. */
export function databaseUnavailable(error: unknown): Response {
  logServerError("database", error);
  return jsonError(503, "databaseUnavailable", "The database is unavailable. Please try again shortly.");
}

/** One log line per failure, with the cause chain (Drizzle wraps driver errors as `cause`). */
export function logServerError(context: string, error: unknown): void {
  const messages: string[] = [];
  for (let e = error; e !== undefined; e = e instanceof Error ? e.cause : undefined) {
    messages.push((e instanceof Error ? e.message || e.name : String(e)).replace(/\s+/g, " ").trim());
  }
  console.error(`[api] ${context}: ${messages.join(" <- ")}`);
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
  const text = await readTextWithin(request, maxBytes);
  if (text === null) {
    return fail(jsonError(413, "bodyTooLarge", `The request body must not exceed ${maxBytes} bytes.`));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail(jsonError(400, "invalidBody", "The request body is not valid JSON."));
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return fail(jsonError(400, "invalidBody", describeIssues(parsed.error)));
  return { ok: true, data: parsed.data };
}

function fail(response: Response): BodyResult<never> {
  return { ok: false, response };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** The body as text, or null once it exceeds `maxBytes` (checked while streaming, since Content-Length may be absent or wrong). */
async function readTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get("content-length")) > maxBytes) return null;
  if (!request.body) return "";
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
  return new TextDecoder().decode(Buffer.concat(chunks));
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
