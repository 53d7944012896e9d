// Reading the browser's own ID token, to decide what to show (never what to allow: the server
// verifies every token it is sent).
import { rolesFromClaims } from "./back-office-roles";

/**
 * Whether the Firebase ID token the store keeps carries a back-office role (`staff: true` or
 * `editor: true`, decoded as getIdTokenResult().claims would). Only shows or hides the Admin link:
 * /admin and /api/admin verify the token and the account.
 */
export function tokenOpensBackOffice(token: string): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const claims: unknown = JSON.parse(json);
    return typeof claims === "object" && claims !== null && rolesFromClaims(claims as Record<string, unknown>).length > 0;
  } catch {
    return false;
  }
}
