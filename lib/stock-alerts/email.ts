// Email addresses for back-in-stock alerts (pure; the browser and the server share it). One
// address is one subscriber: trimmed and lower-cased, so "Ada@Example.com " and "ada@example.com"
// are the same subscription. The check is deliberately plain (one @, a dot in the domain, no spaces):
// the email itself is the real test.
import { MAX_EMAIL_LENGTH } from "./contract";

const SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** The address as stored (trimmed, lower case), or null when it does not look like one. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const email = raw.trim().toLowerCase();
  if (!email || email.length > MAX_EMAIL_LENGTH) return null;
  if (!SHAPE.test(email)) return null;
  const [local, domain] = email.split("@");
  if (local.length > 64 || domain.startsWith(".") || domain.includes("..") || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return null;
  return email;
}

/** What the form says about what was typed, or null when it is fine. */
export function emailProblem(raw: string): string | null {
  if (!raw.trim()) return "Enter your email address.";
  return normaliseEmail(raw) ? null : "Enter an email address like name@example.com.";
}
