// Server-side failure logging shared by request handlers and the server's own data access.

/** One log line per failure, with the cause chain (Drizzle wraps driver errors as `cause`). */
export function logServerError(context: string, error: unknown): void {
  const messages: string[] = [];
  for (let e = error; e !== undefined; e = e instanceof Error ? e.cause : undefined) {
    messages.push((e instanceof Error ? e.message || e.name : String(e)).replace(/\s+/g, " ").trim());
  }
  console.error(`[api] ${context}: ${messages.join(" <- ")}`);
}
