import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import { cookies } from "next/headers";
import { cache } from "react";
import { forbidden, redirect } from "next/navigation";
import { ADMIN_PATH, type StaffMember } from "@/lib/admin/contract";
import { COOKIE_NAMES } from "@/lib/constants";
import { type BackOfficeRole, backOfficeHome, rolesFromClaims } from "@/lib/admin/roles";
import { setRoleClaim } from "../auth/claims";
import { getAdminAuth } from "../auth/firebase-admin";
import { verifiedToken } from "../auth/id-token";
import { signInPath } from "../auth/session";

// Staff (docs/decisions/roles-as-custom-claims.md): a signed-in user whose verified Firebase token carries the custom
// claim `staff: true`; an editor, `editor: true` (the newsroom). Nothing the browser sends can give
// anyone a role: only these claims, read from a token firebase-admin verified, and set only by
// `npm run staff` and `npm run editor`. What each role opens: lib/admin/roles.ts.

/** How long the account's own claims are trusted before they are read again. */
const CLAIMS_TTL_MS = 30_000;
const CLAIMS_KEY = Symbol.for("afc.server.staffClaims");
const claimsCache = globalThis as typeof globalThis & { [CLAIMS_KEY]?: Map<string, { roles: BackOfficeRole[]; at: number }> };

/** The back-office roles the account itself holds now (its custom claims, read at most every 30 s). */
async function accountRoles(uid: string): Promise<BackOfficeRole[]> {
  const cache = (claimsCache[CLAIMS_KEY] ??= new Map());
  const cached = cache.get(uid);
  if (cached && Date.now() - cached.at < CLAIMS_TTL_MS) return cached.roles;
  try {
    const roles = rolesFromClaims((await getAdminAuth().getUser(uid)).customClaims);
    cache.set(uid, { roles, at: Date.now() });
    return roles;
  } catch {
    return [];
  }
}

/**
 * The roles the verified token claims AND the account still carries. The second check reads the
 * user record (cached for 30 s): a removed claim takes effect within seconds rather than when the
 * token expires, and a token whose claims were altered is refused even where signatures are not
 * checked (the Auth emulator).
 */
export async function backOfficeRoles(token: DecodedIdToken | null): Promise<BackOfficeRole[]> {
  const claimed = rolesFromClaims(token);
  if (!token || claimed.length === 0) return [];
  const held = await accountRoles(token.uid);
  return claimed.filter((role) => held.includes(role));
}

export const isStaffToken = async (token: DecodedIdToken | null): Promise<boolean> => (await backOfficeRoles(token)).includes("staff");
export const isEditorToken = async (token: DecodedIdToken | null): Promise<boolean> => (await backOfficeRoles(token)).includes("editor");

export const staffMemberOf = (token: DecodedIdToken): StaffMember => ({
  uid: token.uid,
  email: typeof token.email === "string" ? token.email : null,
});

// Once per request: the layout (for the nav) and the page (for access) both ask, and verifying
// with checkRevoked reads the account each time.
const pageToken = cache(async () => verifiedToken((await cookies()).get(COOKIE_NAMES.token)?.value));

/** The roles of whoever is viewing a back-office page (none for a guest): for the nav, never for access. */
export async function viewerBackOfficeRoles(): Promise<BackOfficeRole[]> {
  return backOfficeRoles(await pageToken());
}

/**
 * The member of the back office viewing a page that needs `role`. A guest (or an expired session)
 * goes to the sign-in page and comes back; an editor without the staff claim who opens the
 * dashboard goes to the newsroom; anyone else without the role gets the 403 page.
 */
async function requireRolePage(role: BackOfficeRole, nextPath: string): Promise<StaffMember> {
  const token = await pageToken();
  if (!token) redirect(signInPath(nextPath));
  const roles = await backOfficeRoles(token);
  if (roles.includes(role)) return staffMemberOf(token);
  const home = backOfficeHome(roles);
  if (nextPath === ADMIN_PATH && home !== ADMIN_PATH) redirect(home);
  forbidden();
}

/** The member of staff viewing a shop page of /admin (see requireRolePage). */
export const requireStaffPage = (nextPath: string): Promise<StaffMember> => requireRolePage("staff", nextPath);

/** The editor viewing a newsroom page, /admin/content (see requireRolePage). */
export const requireEditorPage = (nextPath: string): Promise<StaffMember> => requireRolePage("editor", nextPath);

/** Gives (or takes away) one back-office role; other custom claims are kept, and this server forgets the cached ones. Answers the uid. */
export async function setBackOfficeRole(email: string, role: BackOfficeRole, on: boolean): Promise<string> {
  const uid = await setRoleClaim(email, role, on);
  claimsCache[CLAIMS_KEY]?.delete(uid);
  return uid;
}

export const setStaff = (email: string, staff: boolean): Promise<string> => setBackOfficeRole(email, "staff", staff);
export const setEditor = (email: string, editor: boolean): Promise<string> => setBackOfficeRole(email, "editor", editor);
