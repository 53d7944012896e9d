// The back office's two role claims, read from a token's or an account's custom claims. No imports:
// the header reads them in the browser (lib/auth/claims.ts) and must not pull the back office in.

export const BACK_OFFICE_ROLES = ["staff", "editor"] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

/** The roles a set of custom claims grants: only a claim that is exactly `true` counts. */
export function rolesFromClaims(claims: Readonly<Record<string, unknown>> | null | undefined): BackOfficeRole[] {
  if (!claims) return [];
  return BACK_OFFICE_ROLES.filter((role) => claims[role] === true);
}
