// PostgreSQL errors the server answers for rather than passes on (PGlite and node-postgres both
// carry the SQLSTATE code; drizzle may wrap them as a cause).

/** Whether `error` (or one of its causes) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === "23505" && (candidate.constraint === constraint || String(candidate.message).includes(constraint))) return true;
  }
  return false;
}
