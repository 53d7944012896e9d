"use client";
// The privacy page's actions for the signed-in account: the export downloaded as a file, the
// account deleted after a fresh re-authentication (password, or the provider's popup), then this
// browser signed out and its stores forgotten. The requests are lib/privacy/client.ts.
import { PrivacyRequestError, fetchExport, requestAccountDeletion } from "@/lib/privacy/client";

async function currentUserAndToken(force = false) {
  const { startAuthSession } = await import("./browser-session");
  await startAuthSession();
  const [{ getFirebaseAuth }] = await Promise.all([import("@/lib/firebase/client")]);
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new PrivacyRequestError("Please sign in again first.", "unauthorised");
  return { auth, user, token: await user.getIdToken(force) };
}

/** Fetches the export with the current token and hands it to the browser as a download. */
export async function downloadMyData(): Promise<string> {
  const { token } = await currentUserAndToken();
  return fetchExport(token);
}

/** How the signed-in account proves it's them again: its password, or its provider's popup. */
export async function reauthMethod(): Promise<"password" | "provider"> {
  const { user } = await currentUserAndToken();
  return user.providerData.some((provider) => provider.providerId === "password") ? "password" : "provider";
}

/**
 * Re-authenticates (password, else Google's popup), then asks the server to delete the account with
 * the fresh token (its auth_time is now), then signs this browser out and forgets its stores.
 */
/** Answers whether the confirmation email went out (only to a verified address). */
export async function deleteMyAccount(password: string | null): Promise<boolean> {
  const { user } = await currentUserAndToken();
  const firebase = await import("firebase/auth");
  if (password !== null) {
    await firebase.reauthenticateWithCredential(user, firebase.EmailAuthProvider.credential(user.email ?? "", password));
  } else {
    await firebase.reauthenticateWithPopup(user, new firebase.GoogleAuthProvider());
  }
  const token = await user.getIdToken();
  const emailed = await requestAccountDeletion(token);
  await forgetThisBrowser();
  return emailed;
}

/** After the erasure: sign out locally and clear the stores (cart, favourites and user by sign-out; chat; LEARN's copy of the progress). */
async function forgetThisBrowser(): Promise<void> {
  const [{ signOutEverywhere }, { useCartStore }, { useChatStore }, { useLearnStore }] = await Promise.all([
    import("./browser-session"),
    import("./cart"),
    import("./chat"),
    import("./learn"),
  ]);
  useCartStore.getState().forgetCart();
  useChatStore.getState().clearConversation();
  useLearnStore.getState().resetToGuest();
  useLearnStore.setState({ certificateName: "" });
  await signOutEverywhere().catch(() => undefined);
}
