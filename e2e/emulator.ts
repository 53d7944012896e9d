// The test Auth emulator (firebase.test.json), for what a browser cannot do by itself; shared by the
// browser tests (e2e/) and the attack suite (attack/).

/** The Auth emulator the suite runs beside (scripts/with-auth-emulator.mjs sets the variable). */
export const AUTH_EMULATOR_URL = `http://${process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9199"}`;
const EMULATOR_PROJECT_ID = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || "demo-alcohol-free";
const EMULATOR_API_KEY = "demo-api-key";

async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${EMULATOR_API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:${method} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new email and password account made straight on the emulator (quicker than the sign-up form). */
export async function createEmulatorUser(email: string, password: string, displayName?: string): Promise<{ uid: string; idToken: string }> {
  const created = await identityToolkit<{ localId: string; idToken: string }>("signUp", { email, password, returnSecureToken: true });
  if (!displayName) return { uid: created.localId, idToken: created.idToken };
  const updated = await identityToolkit<{ idToken: string }>("update", { idToken: created.idToken, displayName, returnSecureToken: true });
  return { uid: created.localId, idToken: updated.idToken };
}

/** A fresh ID token for an existing account (for calling the site's APIs as that user). */
export async function emulatorIdToken(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const signedIn = await identityToolkit<{ localId: string; idToken: string }>("signInWithPassword", { email, password, returnSecureToken: true });
  return { uid: signedIn.localId, idToken: signedIn.idToken };
}

/**
 * The oobCode of the newest email of `requestType` (PASSWORD_RESET, VERIFY_EMAIL…) the emulator
 * "sent" to `email`, from its out-of-band codes endpoint; null when there is none yet.
 */
export async function newestOobCode(email: string, requestType = "PASSWORD_RESET"): Promise<string | null> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator oobCodes answered ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string; oobCode?: string }[] };
  // The emulator lists codes oldest first.
  const newest = oobCodes.filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType).at(-1);
  if (!newest) return null;
  return new URL(newest.oobLink).searchParams.get("oobCode") ?? newest.oobCode ?? null;
}

/** Sets an emulator account's custom claims (the emulator's admin endpoint accepts the "owner" token). */
async function setEmulatorClaims(uid: string, claims: Record<string, boolean>): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:update answered ${response.status}: ${await response.text()}`);
}

/** Gives an emulator account TALK's moderator claim. */
export const makeEmulatorModerator = (uid: string) => setEmulatorClaims(uid, { moderator: true });

/** Gives an emulator account the back office's staff claim. */
export const makeEmulatorStaff = (uid: string) => setEmulatorClaims(uid, { staff: true });

/** Gives an emulator account the newsroom's editor claim (and the staff claim too when asked: one account may hold both). */
export const makeEmulatorEditor = (uid: string, { staff = false } = {}) => setEmulatorClaims(uid, staff ? { editor: true, staff: true } : { editor: true });

/** An emulator account as its admin endpoint reports it (times as strings: ms for lastLoginAt, s for validSince). */
async function emulatorAccount(uid: string): Promise<{ lastLoginAt?: string; validSince?: string }> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:lookup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: [uid] }),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:lookup answered ${response.status}: ${await response.text()}`);
  const { users = [] } = (await response.json()) as { users?: { lastLoginAt?: string; validSince?: string }[] };
  if (!users[0]) throw new Error(`Auth emulator has no account ${uid}`);
  return users[0];
}

/** Revokes every session of an emulator account issued before now (firebase-admin's revokeRefreshTokens). */
export async function revokeEmulatorSessions(uid: string): Promise<void> {
  // The clock is part of this: the emulator stamps validSince with the current whole second (whatever
  // it is sent), and a token counts as revoked only when its auth_time, the newest sign-in's whole
  // second, is before that. So the revocation waits exactly until that second has passed, not a
  // fixed time, and then checks that the stamp came out later.
  const signedInSecond = Math.floor(Number((await emulatorAccount(uid)).lastLoginAt ?? 0) / 1000);
  const nextSecond = (signedInSecond + 1) * 1000;
  while (Date.now() < nextSecond) await new Promise((resolve) => setTimeout(resolve, nextSecond - Date.now()));
  const response = await fetch(`${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000)) }),
  });
  if (!response.ok) throw new Error(`Auth emulator accounts:update answered ${response.status}: ${await response.text()}`);
  const validSince = Number((await emulatorAccount(uid)).validSince);
  if (!(validSince > signedInSecond)) throw new Error(`Auth emulator stamped validSince ${validSince}, not after the sign-in second ${signedInSecond}`);
}
