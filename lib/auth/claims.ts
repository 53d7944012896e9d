// Reading the browser's own ID token, to decide what to show (never what to allow: the server
// verifies every token it is sent).

/**
 * The `staff: true` claim of the Firebase ID token the store keeps (what getIdTokenResult().claims
 * reads, decoded the same way). Only shows or hides a link: /admin and /api/admin verify the token.
 */
export function tokenHasStaffClaim(token: string): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    return (JSON.parse(json) as { staff?: unknown }).staff === true;
  } catch {
    return false;
  }
}
