import "server-only";
import { getAdminAuth } from "./firebase-admin";

// The site's roles are Firebase custom claims (docs/decisions/roles-as-custom-claims.md): `moderator` (TALK),
// `staff` (the shop's back office) and `editor` (the newsroom), set only by scripts (npm run talk:moderator,
// npm run staff, npm run editor).

export type RoleClaim = "moderator" | "staff" | "editor";

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
