import type { DecodedIdToken } from "firebase-admin/auth";
import { bearerToken, verifiedToken } from "@/lib/server/auth/id-token";
import { jsonError, requestToken } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// The one way an API handler learns who is calling: a firebase-admin-verified token
// (lib/server/auth/id-token.ts), never anything in the body or query. Every refusal is
// 401 `{ code: "unauthorised", message }`; handlers differ only in the words.

/** The 401 message unless a handler words it for its own readers. */
export const SIGN_IN_REQUIRED = "A valid, current sign-in token is required.";

export function unauthorised(message: string = SIGN_IN_REQUIRED): Response {
  return jsonError(401, "unauthorised", message);
}

export interface ClientLimit {
  /** The rate limiter's bucket name. */
  name: string;
  /** The environment variable that may change the limit ("0" turns it off). */
  env: string;
  /** Requests per minute per client address when the variable is not set. */
  fallback: number;
}

export interface SignInOptions {
  /** Checked before the token is read, so that guessing tokens costs. */
  clientLimit?: ClientLimit;
  /** The 401's message (default SIGN_IN_REQUIRED). */
  message?: string;
  /** Only `Authorization: Bearer`, never the cookie, which rides on every same-origin request by itself. */
  bearerOnly?: boolean;
}

export type SignedIn = { token: DecodedIdToken; uid: string } | { response: Response };

/** 429 once the client address has used its requests this minute, else null. */
export function overClientLimit(request: Request, { name, env, fallback }: ClientLimit): Promise<Response | null> {
  return overLimit(clientKey(request), { name, limit: limitFromEnv(env, fallback) });
}

/** Per-client rate limit (if given), then the request's verified token (bearer header, else the afcfbtoken cookie), or a ready error response. */
export async function requireUser(request: Request, options: SignInOptions = {}): Promise<SignedIn> {
  const { clientLimit, message, bearerOnly = false } = options;
  if (clientLimit) {
    const limited = await overClientLimit(request, clientLimit);
    if (limited) return { response: limited };
  }
  const token = await verifiedToken(bearerOnly ? bearerToken(request) : requestToken(request));
  return token ? { token, uid: token.uid } : { response: unauthorised(message) };
}
