import "server-only";
import { setRoleClaim } from "../auth/claims";

// TALK's one role: a moderator is a user whose Firebase token carries `moderator: true`.

/** Gives (or takes away) the moderator claim; other custom claims are kept. Answers the uid. */
export const setModerator = (email: string, moderator: boolean): Promise<string> => setRoleClaim(email, "moderator", moderator);
