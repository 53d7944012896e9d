// Follows the identity provider's auth state into the user store, the token and user id cookies
// and the cart (auth status, cart initialisation). Firebase's SDK is loaded only when there
// is a session to check (a saved user id or the user id cookie) or a page asks for it, so a first
// visit never downloads it: every Firebase import here is dynamic or type-only.
import type { Auth, User, Unsubscribe } from "firebase/auth";
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from "@/lib/constants";
import { getSiteCookie, removeSiteCookie, setSiteCookie } from "@/lib/cookies";
import { getFirebaseAuth } from "@/lib/firebase/client";
import { provideCurrentToken } from "@/lib/auth/current-token";
import { reduceUser } from "@/lib/auth/reduce-user";
import { getFreshToken, tokenOrEmpty } from "@/lib/auth/token";
import { useCartStore } from "./cart";
import { useFavouritesStore } from "./favourites";
import { useUserStore } from "./user";
import { setTokenSource } from "./token-source";
import { loadSignInProfile } from "./sign-in-profile";

/** How often the token keeper checks the token while signed in (it refreshes under 5 minutes left). */
export const TOKEN_KEEPER_INTERVAL_MS = 60_000;

let started: Promise<void> | null = null;
let auth: Auth | null = null;
let unsubscribers: Unsubscribe[] = [];
/** Bumped by every auth state change: a slower, older change must not undo a newer one. */
let changeSeq = 0;

// --- Token keeper ------------------------------------------------------------------------------

let keeperTimer: ReturnType<typeof setInterval> | null = null;
let keeperRunning: Promise<void> | null = null;

function writeToken(token: string): void {
  if (useUserStore.getState().token !== token) useUserStore.getState().setToken(token);
  if (getSiteCookie(COOKIE_NAMES.token) !== token) setSiteCookie(COOKIE_NAMES.token, token, COOKIE_MAX_AGE_SECONDS.token);
}

/** Check the token now: refresh it when under 5 minutes remain and rewrite the cookie and the store. */
export function keepTokenFresh(): Promise<void> {
  keeperRunning ??= (async () => {
    const user = auth?.currentUser ?? null;
    if (!user || useUserStore.getState().userStatus !== "loggedIn") return;
    const seq = changeSeq;
    try {
      const token = await getFreshToken({ currentUser: user });
      if (seq === changeSeq && auth?.currentUser === user) writeToken(token);
    } catch (error) {
      // The next tick tries again; the current token stays until it does.
      console.warn("Could not refresh the sign-in token", error);
    }
  })().finally(() => {
    keeperRunning = null;
  });
  return keeperRunning;
}

/** The cart store's token before each user sync: refreshed when due, or forced after a 401. */
async function tokenForSync(force: boolean): Promise<string> {
  const user = auth?.currentUser ?? null;
  if (!user) return "";
  const token = await getFreshToken({ currentUser: user, force });
  writeToken(token);
  return token;
}

function startTokenKeeper(): void {
  setTokenSource(tokenForSync);
  if (keeperTimer) return;
  keeperTimer = setInterval(() => void keepTokenFresh(), TOKEN_KEEPER_INTERVAL_MS);
}

function stopTokenKeeper(): void {
  if (keeperTimer) clearInterval(keeperTimer);
  keeperTimer = null;
}

// --- Auth state changes ------------------------------------------------------------------------

async function handleSignedIn(firebaseUser: User, seq: number): Promise<void> {
  let token = "";
  try {
    token = await getFreshToken({ currentUser: firebaseUser });
  } catch (error) {
    // Signed in all the same; the token keeper retries on its next tick.
    console.error(error instanceof Error ? error.message : error, error);
  }
  if (seq !== changeSeq) return;

  const user = reduceUser(firebaseUser);
  const store = useUserStore.getState();
  const sameUser = store.userId === user.uid;
  // Another account's cart stays with that account.
  if (store.userId && !sameUser) useCartStore.getState().forgetCart();
  store.signIn({
    user,
    token,
    firstName: sameUser ? store.firstName : null,
    lastName: sameUser ? store.lastName : null,
    billingAddress: sameUser ? store.billingAddress : null,
    shippingAddress: sameUser ? store.shippingAddress : null,
  });
  setSiteCookie(COOKIE_NAMES.token, token, COOKIE_MAX_AGE_SECONDS.token);
  setSiteCookie(COOKIE_NAMES.userId, user.uid, COOKIE_MAX_AGE_SECONDS.userId);
  // Names and default addresses follow (the address book is one request away); sign-in does not wait.
  void loadSignInProfile(user.uid, user.displayName, token);

  const cartStore = useCartStore.getState();
  const claimsGuestCart = Boolean(cartStore.cart?.guest);
  if (claimsGuestCart) cartStore.becomeUserCart(user.uid);
  startTokenKeeper();
  // The device's guest favourites join the account once, then the account's list is shown.
  void useFavouritesStore.getState().syncForUser(user.uid);
  // Failures land in the cart store (error, status); signing in does not wait for the cart.
  // A guest cart the shopper has already edited is saved now as the user's, so the server claims it
  // (or merges it into the account's saved cart and says so) and the user gets the canonical cart;
  // initCartIfNeeded alone skips any cart with edits, leaving the server's copy a guest cart.
  const settleCart =
    claimsGuestCart && cartStore.lastUpdated !== null
      ? useCartStore.getState().refreshCart()
      : useCartStore.getState().initCartIfNeeded(true);
  void settleCart.catch(() => undefined);
}

/** Signed out: stop the keeper, drop both cookies, and clear the user and the cart if someone was signed in. */
function clearSession(): void {
  stopTokenKeeper();
  removeSiteCookie(COOKIE_NAMES.token);
  removeSiteCookie(COOKIE_NAMES.userId);
  const store = useUserStore.getState();
  if (store.userStatus === "loggedIn" || store.userId) {
    store.signOut();
    useCartStore.getState().forgetCart();
    useFavouritesStore.getState().clearForSignOut();
  } else {
    store.setUserStatus("loggedOut");
  }
}

function onAuthChange(firebaseUser: User | null): Promise<void> {
  changeSeq += 1;
  if (firebaseUser) return handleSignedIn(firebaseUser, changeSeq);
  clearSession();
  return Promise.resolve();
}

// --- Public API --------------------------------------------------------------------------------

/** Subscribe the user store to Firebase's auth state, once per page load. */
export function startAuthSession(): Promise<void> {
  started ??= (async () => {
    const [firebaseAuth, { onAuthStateChanged, onIdTokenChanged }] = await Promise.all([
      getFirebaseAuth(),
      import("firebase/auth"),
    ]);
    auth = firebaseAuth;
    unsubscribers = [
      onAuthStateChanged(firebaseAuth, (user) => void onAuthChange(user)),
      // Firebase's own token refreshes (and its proactive refresh) reach the cookie and the store.
      onIdTokenChanged(firebaseAuth, (user) => {
        if (user && useUserStore.getState().userStatus === "loggedIn") void keepTokenFresh();
      }),
    ];
  })().catch((error: unknown) => {
    started = null;
    console.error("Could not reach the identity provider", error);
    useUserStore.getState().setUserStatus("loggedOut");
  });
  return started;
}

/** Unsubscribe from Firebase and stop the token keeper (tests; a later startAuthSession starts anew). */
export function stopAuthSession(): void {
  for (const unsubscribe of unsubscribers) unsubscribe();
  unsubscribers = [];
  stopTokenKeeper();
  started = null;
  auth = null;
  changeSeq += 1;
}

/** After rehydration: check the session if there may be one, otherwise settle on signed out. */
export function resolveInitialAuthStatus(): void {
  const mayBeSignedIn = Boolean(useUserStore.getState().userId || getSiteCookie(COOKIE_NAMES.userId));
  if (mayBeSignedIn) void startAuthSession();
  else useUserStore.getState().setUserStatus("loggedOut");
}

/**
 * Sign out (the sign-out page): save any pending cart edit while the token is still good, sign
 * out of Firebase, then the same clean-up as an auth state change without a user. The clean-up
 * runs even when Firebase's sign-out fails; its error is rethrown.
 */
export async function signOutEverywhere(): Promise<void> {
  stopTokenKeeper();
  await useCartStore.getState().flushSave();
  try {
    const [firebaseAuth, { signOut }] = await Promise.all([getFirebaseAuth(), import("firebase/auth")]);
    changeSeq += 1;
    await signOut(firebaseAuth);
  } finally {
    changeSeq += 1;
    clearSession();
  }
}

/** The current token for a call that needs one: refreshed when under 5 minutes remain; "" with no user. */
export async function currentToken(): Promise<string> {
  if (!auth) return useUserStore.getState().token;
  const token = await tokenOrEmpty({ currentUser: auth.currentUser });
  if (token && useUserStore.getState().userStatus === "loggedIn") writeToken(token);
  return token;
}

// lib's HTTP clients ask lib/auth/current-token.ts, which cannot import this store module.
provideCurrentToken(currentToken);

/**
 * After a profile change (name, photo) or a new account's first name: force a new token, whose
 * claims carry the new name and picture for the server, then (once the session has caught up with
 * the sign-in) write the user, token and cookie. With no signed-in user it does nothing.
 */
export async function refreshSessionUser(): Promise<void> {
  await startAuthSession();
  await auth?.authStateReady();
  const user = auth?.currentUser ?? null;
  if (!user) return;
  await user.getIdToken(true);
  // A sign-in still being handled may write an older token: wait for it, then write the new one.
  await waitForSignedIn();
  const store = useUserStore.getState();
  if (auth?.currentUser !== user || store.userStatus !== "loggedIn" || store.userId !== user.uid) return;
  const token = await user.getIdToken();
  useUserStore.setState({ user: reduceUser(user) });
  writeToken(token);
}

/**
 * Resolves true once the store says signed in and the token cookie is written (server-rendered
 * account pages read the cookie), or false after `timeoutMs`.
 */
export function waitForSignedIn(timeoutMs = 5_000, pollMs = 50): Promise<boolean> {
  const ready = () => useUserStore.getState().userStatus === "loggedIn" && Boolean(getSiteCookie(COOKIE_NAMES.token));
  return new Promise((resolve) => {
    if (ready()) return resolve(true);
    const started = Date.now();
    const timer = setInterval(() => {
      if (ready()) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - started >= timeoutMs) {
        clearInterval(timer);
        resolve(false);
      }
    }, pollMs);
  });
}
