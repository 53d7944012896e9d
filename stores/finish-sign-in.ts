// What every way of signing in does last: follow the new session into the store and cookies,
// wait until the server can see it (the token cookie), then go to the `next` page.
import type { useRouter } from "next/navigation";
import { safeNextPath } from "@/lib/auth/next-path";
import { startAuthSession, waitForSignedIn } from "./browser-session";

type Router = ReturnType<typeof useRouter>;

/** The `next` query parameter of this page, if it is a same-site path; else the account overview. */
export function nextPathFromLocation(): string {
  if (typeof window === "undefined") return safeNextPath(null);
  return safeNextPath(new URLSearchParams(window.location.search).get("next"));
}

export async function finishSignIn(router: Router): Promise<void> {
  await startAuthSession();
  await waitForSignedIn(5_000);
  router.replace(nextPathFromLocation());
}
