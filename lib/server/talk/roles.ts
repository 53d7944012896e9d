import "server-only";
import { getAdminAuth } from "../firebase-admin";

// TALK's one role: a moderator is a user whose Firebase token carries `moderator: true`.

/** Gives (or takes away) the moderator claim; other custom claims are kept. Answers the uid. */
export async function setModerator(email: string, moderator: boolean): Promise<string> {
  const auth = getAdminAuth();
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (moderator) claims.moderator = true;
  else delete claims.moderator;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}
