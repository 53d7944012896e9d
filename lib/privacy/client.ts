"use client";
// The browser's side of /api/account/privacy: the export downloaded as a file, the account deleted
// after a fresh re-authentication (password, or the provider's popup), then this browser signed out.
import { DELETE_CONFIRMATION, PRIVACY_DELETE_PATH, PRIVACY_EXPORT_PATH } from "@/lib/privacy/contract";
import { saveExportResponse } from "@/lib/privacy/save-download";

export class PrivacyRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const UNREACHABLE = "We couldn't reach the server. Check your connection and try again.";
const FALLBACK = "Something went wrong on our side. Nothing has changed; please try again.";

async function currentUserAndToken(force = false) {
  const { startAuthSession } = await import("@/lib/auth/browser-session");
  await startAuthSession();
  const [{ getFirebaseAuth }] = await Promise.all([import("@/lib/firebase/client")]);
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new PrivacyRequestError("Please sign in again first.", "unauthorised");
  return { auth, user, token: await user.getIdToken(force) };
}

async function refusal(response: Response): Promise<PrivacyRequestError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return new PrivacyRequestError(body.message ?? FALLBACK, body.code ?? null);
}

/** Fetches the export with the current token and hands it to the browser as a download. */
export async function downloadMyData(): Promise<string> {
  const { token } = await currentUserAndToken();
  let response: Response;
  try {
    response = await fetch(PRIVACY_EXPORT_PATH, { headers: { authorization: `Bearer ${token}` }, cache: "no-store", credentials: "same-origin" });
  } catch {
    throw new PrivacyRequestError(UNREACHABLE, null);
  }
  if (!response.ok) throw await refusal(response);
  return saveExportResponse(response);
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
  let response: Response;
  try {
    response = await fetch(PRIVACY_DELETE_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ confirm: DELETE_CONFIRMATION }),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    throw new PrivacyRequestError(UNREACHABLE, null);
  }
  if (!response.ok) throw await refusal(response);
  const answer = (await response.json().catch(() => null)) as { emailed?: unknown } | null;
  await forgetThisBrowser();
  return answer?.emailed === true;
}

/** After the erasure: sign out locally and clear the stores (cart, favourites and user by sign-out; chat; LEARN's copy of the progress). */
async function forgetThisBrowser(): Promise<void> {
  const [{ signOutEverywhere }, { useCartStore }, { useChatStore }, { useLearnStore }] = await Promise.all([
    import("@/lib/auth/browser-session"),
    import("@/stores/cart"),
    import("@/stores/chat"),
    import("@/stores/learn"),
  ]);
  useCartStore.getState().forgetCart();
  useChatStore.getState().clearConversation();
  useLearnStore.getState().resetToGuest();
  useLearnStore.setState({ certificateName: "" });
  await signOutEverywhere().catch(() => undefined);
}
