import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db";
import { getAdminAuth } from "../auth/firebase-admin";
import { talkMembers } from "../schema";

// Who is posting: a member as their verified token describes them. Their name and photo are kept
// as last seen (so threads show them to guests); the account's age comes from Firebase once.

export interface Actor {
  uid: string;
  name: string;
  picture: string | null;
  moderator: boolean;
}

export function actorOf(token: DecodedIdToken): Actor {
  const email = typeof token.email === "string" ? token.email : "";
  const name = (typeof token.name === "string" && token.name.trim()) || email.split("@")[0] || "Member";
  // Only a web address is kept as a photo; anything else would become an <img src> of the member's choosing.
  const picture = typeof token.picture === "string" && /^https?:\/\//i.test(token.picture) ? token.picture : null;
  return { uid: token.uid, name: name.slice(0, 60), picture, moderator: token.moderator === true };
}

async function accountCreated(uid: string): Promise<Date> {
  try {
    const created = (await getAdminAuth().getUser(uid)).metadata.creationTime;
    return created ? new Date(created) : new Date();
  } catch {
    return new Date(); // unknown: treat as new, the stricter limits
  }
}

/** Records (or refreshes) the member; answers when their account was created. */
export async function ensureMember(actor: Actor): Promise<Date> {
  const db = await getDb();
  const [known] = await db.select({ joinedAt: talkMembers.joinedAt }).from(talkMembers).where(eq(talkMembers.uid, actor.uid));
  const joinedAt = known?.joinedAt ?? (await accountCreated(actor.uid));
  await db
    .insert(talkMembers)
    .values({ uid: actor.uid, displayName: actor.name, avatarUrl: actor.picture, joinedAt })
    .onConflictDoUpdate({ target: talkMembers.uid, set: { displayName: sql`excluded.display_name`, avatarUrl: sql`excluded.avatar_url` } });
  return joinedAt;
}
