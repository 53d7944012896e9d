// Follows the identity provider's auth state into the user store. Firebase's SDK is loaded only
// when there is a session to check (a saved user id or the user id cookie) or a page asks for it,
// so a first visit never downloads it.
import { COOKIE_NAMES } from "@/lib/constants";
import { getSiteCookie } from "@/lib/cookies";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { useUserStore } from "@/stores/user";
import { reduceUser } from "./reduce-user";

let started: Promise<void> | null = null;

/** Subscribe the user store to Firebase's auth state, once per page load. */
export function startAuthSession(): Promise<void> {
  started ??= (async () => {
    const [auth, { onAuthStateChanged }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
    onAuthStateChanged(auth, async (firebaseUser) => {
      const store = useUserStore.getState();
      if (firebaseUser) {
        store.signIn({
          user: reduceUser(firebaseUser),
          token: await firebaseUser.getIdToken(),
          firstName: store.firstName,
          lastName: store.lastName,
          billingAddress: store.billingAddress,
          shippingAddress: store.shippingAddress,
        });
      } else if (store.userStatus === "loggedIn" || store.userId) {
        store.signOut();
      } else {
        store.setUserStatus("loggedOut");
      }
    });
  })().catch((error: unknown) => {
    started = null;
    console.error("Could not reach the identity provider", error);
    useUserStore.getState().setUserStatus("loggedOut");
  });
  return started;
}

/** After rehydration: check the session if there may be one, otherwise settle on signed out. */
export function resolveInitialAuthStatus(): void {
  const mayBeSignedIn = Boolean(useUserStore.getState().userId || getSiteCookie(COOKIE_NAMES.userId));
  if (mayBeSignedIn) void startAuthSession();
  else useUserStore.getState().setUserStatus("loggedOut");
}
