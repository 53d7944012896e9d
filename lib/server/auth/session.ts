import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { safeNextPath } from "@/lib/auth/next-path";
import { COOKIE_NAMES } from "@/lib/constants";
import { verifiedToken, verifiedUid } from "./id-token";

// Identity for server-rendered account pages: the `afcfbtoken` cookie, verified with firebase-admin.

export { verifiedUid };

export const SIGN_IN_PATH = "/account/signin";

export interface AccountUser {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

/** The sign-in page that returns to `nextPath` afterwards (a same-site path only). */
export function signInPath(nextPath: string): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(safeNextPath(nextPath))}`;
}

/**
 * The signed-in user of this request, for a server component or page. With no cookie, or one
 * that is garbage, expired, revoked or for a deleted user, redirects to the sign-in page with
 * `next` set to `nextPath` (redirect() throws, so this never returns without a user).
 */
export async function requireAccountUser(nextPath: string): Promise<AccountUser> {
  const token = (await cookies()).get(COOKIE_NAMES.token)?.value;
  const decoded = await verifiedToken(token);
  if (!decoded) redirect(signInPath(nextPath));
  return {
    uid: decoded.uid,
    email: typeof decoded.email === "string" ? decoded.email : null,
    name: typeof decoded.name === "string" ? decoded.name : null,
    picture: typeof decoded.picture === "string" ? decoded.picture : null,
  };
}
