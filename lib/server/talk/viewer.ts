import "server-only";
import { cookies } from "next/headers";
import { COOKIE_NAMES } from "@/lib/constants";
import { verifiedToken } from "../auth/id-token";
import { actorOf, type Actor } from "./members";

/** Who is reading a TALK page: the member of a valid sign-in cookie (with their moderator claim), else null. */
export async function talkViewer(): Promise<Actor | null> {
  const token = await verifiedToken((await cookies()).get(COOKIE_NAMES.token)?.value);
  return token ? actorOf(token) : null;
}
