import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import type { StaffMember } from "@/lib/admin/contract";
import { COOKIE_NAMES } from "@/lib/constants";
import { setRoleClaim } from "../auth/claims";
import { getAdminAuth } from "../auth/firebase-admin";
import { verifiedToken } from "../auth/id-token";
import { signInPath } from "../auth/session";

// Staff (docs/decisions/roles-as-custom-claims.md): a signed-in user whose verified Firebase token carries the custom
// claim `staff: true`. Nothing the browser sends can make anyone staff: only this claim, read from
// a token firebase-admin verified, and set only by `npm run staff`.

/** How long the account's own claims are trusted before they are read again. */
const CLAIMS_TTL_MS = 30_000;
const CLAIMS_KEY = Symbol.for("afc.server.staffClaims");
const claimsCache = globalThis as typeof globalThis & { [CLAIMS_KEY]?: Map<string, { staff: boolean; at: number }> };

/**
 * Staff when the verified token says `staff: true` AND the account still carries the claim. The
 * second check reads the user record (cached for 30 s): a removed claim takes effect within
 * seconds rather than when the token expires, and a token whose claims were altered is refused
 * even where signatures are not checked (the Auth emulator).
 */
export async function isStaffToken(token: DecodedIdToken | null): Promise<boolean> {
  if (token?.staff !== true) return false;
  const cache = (claimsCache[CLAIMS_KEY] ??= new Map());
  const cached = cache.get(token.uid);
  if (cached && Date.now() - cached.at < CLAIMS_TTL_MS) return cached.staff;
  try {
    const user = await getAdminAuth().getUser(token.uid);
    const staff = user.customClaims?.staff === true;
    cache.set(token.uid, { staff, at: Date.now() });
    return staff;
  } catch {
    return false;
  }
}

export const staffMemberOf = (token: DecodedIdToken): StaffMember => ({
  uid: token.uid,
  email: typeof token.email === "string" ? token.email : null,
});

/**
 * The member of staff viewing an /admin page. A guest (or an expired session) goes to the sign-in
 * page and comes back; a signed-in user without the claim gets the 403 "Staff only" page.
 */
export async function requireStaffPage(nextPath: string): Promise<StaffMember> {
  const token = await verifiedToken((await cookies()).get(COOKIE_NAMES.token)?.value);
  if (!token) redirect(signInPath(nextPath));
  if (!(await isStaffToken(token))) forbidden();
  return staffMemberOf(token);
}

/** Gives (or takes away) the staff claim; other custom claims are kept. Answers the uid. */
export async function setStaff(email: string, staff: boolean): Promise<string> {
  const uid = await setRoleClaim(email, "staff", staff);
  claimsCache[CLAIMS_KEY]?.delete(uid);
  return uid;
}
