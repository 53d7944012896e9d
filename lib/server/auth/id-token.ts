import "server-only";
import type { DecodedIdToken } from "firebase-admin/auth";
import { logServerError } from "../platform/log";
import { getAdminAuth } from "./firebase-admin";

// The one place the server turns a Firebase ID token into an identity (docs/decisions/firebase-identity.md):
// firebase-admin verifyIdToken with checkRevoked, so tokens of deleted or disabled users and revoked
// sessions are refused as well as garbage and expired ones.

/** Firebase ID tokens are about 1 KB; anything far longer is not one. */
export const MAX_TOKEN_LENGTH = 8_192;

/** verifyIdToken's answers for a token that is simply not (or no longer) good. */
const TOKEN_PROBLEMS = new Set([
  "auth/argument-error",
  "auth/invalid-id-token",
  "auth/id-token-expired",
  "auth/id-token-revoked",
  "auth/user-disabled",
  "auth/user-not-found",
]);

/** The decoded token when it is valid and current, else null (never throws). */
export async function verifiedToken(token: string | undefined | null): Promise<DecodedIdToken | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    return await getAdminAuth().verifyIdToken(token, true);
  } catch (error) {
    // A bad token is the client's problem; anything else (keys unreachable, misconfiguration) is ours to see.
    const code = (error as { code?: unknown } | null)?.code;
    if (!TOKEN_PROBLEMS.has(String(code))) logServerError("verifyIdToken", error);
    return null;
  }
}

/** The Firebase uid of a valid, current token, else null. */
export async function verifiedUid(token: string | undefined | null): Promise<string | null> {
  return (await verifiedToken(token))?.uid ?? null;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1];
}
