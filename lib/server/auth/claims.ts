import "server-only";
import { getAdminAuth } from "./firebase-admin";

// The site's two roles are Firebase custom claims (docs/decisions/roles-as-custom-claims.md): `moderator` (TALK) and
// `staff` (the back office), set only by scripts (npm run talk:moderator, npm run staff).

export type RoleClaim = "moderator" | "staff";

/** Gives (or takes away) one role claim of the account with this email; other claims are kept. Answers the uid. */
export async function setRoleClaim(email: string, claim: RoleClaim, on: boolean): Promise<string> {
  const auth = getAdminAuth();
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (on) claims[claim] = true;
  else delete claims[claim];
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}
