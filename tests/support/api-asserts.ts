// What every API test checks of an error answer, and a client address per request so that one
// test's requests never use up another's per-IP rate limit.
import { expect } from "vitest";
import type { Json } from "./handlers";

/**
 * The answer is `status` with exactly `{ code, message }` (plus `extraKeys`, e.g. a form's
 * `fields` or a conflict's `data`), `message` is words, and nothing in it reads like a stack trace.
 */
export function expectError(result: { status: number; body: Json }, status: number, code: string, extraKeys: readonly string[] = []) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.code).toBe(code);
  expect(typeof result.body.message).toBe("string");
  expect(Object.keys(result.body).sort()).toEqual(["code", "message", ...extraKeys].sort());
  expect(JSON.stringify(result.body)).not.toMatch(/\bat .+:\d+:\d+/);
}

const counters = new Map<string, number>();

/** A client address not used before in this test file, from a documentation range (RFC 5737). */
export function freshIp(range: "198.51.100" | "203.0.113" = "198.51.100"): string {
  const next = (counters.get(range) ?? 0) + 1;
  counters.set(range, next);
  return `${range}.${next % 250}`;
}
