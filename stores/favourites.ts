// Favourites in the browser (issue 28.2). A guest's hearts live here only (local storage, key
// "favourites"); signed in, the list mirrors the account's (/api/account/favourites), and the
// device's guest favourites are merged into an account once, on sign-in (mergedUids remembers
// which accounts already have them). The calls themselves are in lib/favourites/client.ts.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { MAX_FAVOURITES, type FavouriteItem } from "@/lib/favourites/contract";
import { addFavourite, fetchFavourites, FavouritesRequestError, mergeFavourites, removeFavourite, slugsOf } from "@/lib/favourites/client";
import { useAlertStore } from "./alert";
import { currentUserToken } from "./token-source";
import { useUserStore } from "./user";

export const FAVOURITES_STORAGE_KEY = "favourites";

export const FAVOURITE_MESSAGES = {
  saveFailed: "Sorry, we couldn't save that to your favourites. Please try again.",
  removeFailed: "Sorry, we couldn't remove that from your favourites. Please try again.",
  unknownProduct: "Sorry, that drink is no longer in the shop, so it can't be saved to your favourites.",
  tooManyFavourites: `You have ${MAX_FAVOURITES} favourites, the most we can keep. Remove one to save another.`,
} as const;

export type FavouritesStatus = "idle" | "syncing" | "failed";

export interface FavouritesState {
  /** Favourite product slugs, newest first. */
  slugs: string[];
  /** Accounts (uids) that have already received this device's guest favourites. */
  mergedUids: string[];
  /** Whose list `slugs` is: null for a guest's, else the signed-in account's mirror. */
  owner: string | null;
  /** The last sync with the account. */
  status: FavouritesStatus;
  /** True once local storage has been read (hearts show nothing shopper-specific before). */
  hydrated: boolean;
  isFavourite: (slug: string) => boolean;
  /** Heart on or off: a guest's stays on this device; signed in, it is saved to the account. */
  toggle: (slug: string) => Promise<void>;
  /**
   * Make `slug` a favourite or not. Signed in, answers the account's list (newest first) once the
   * server has it, or null when it failed (the change is undone and the shopper told); a guest: null.
   */
  setFavourite: (slug: string, on: boolean) => Promise<FavouriteItem[] | null>;
  /** After sign-in: merge the guest's favourites into the account once, else read the account's. */
  syncForUser: (uid: string) => Promise<FavouriteItem[] | null>;
  /** Signed out: the account's favourites leave the device. */
  clearForSignOut: () => void;
}

/** Bumped by every heart change and by sign-out: an older answer must not undo a newer change. */
let mutationSeq = 0;
/** Bumped by sign-out: a sync that answers afterwards is ignored. */
let sessionSeq = 0;
let inflightSync: { uid: string; promise: Promise<FavouriteItem[] | null> } | null = null;
let hydrating: Promise<void> | null = null;

/** Read local storage once (the first heart, the favourites page, or a sign-in sync). */
export function ensureFavouritesHydrated(): Promise<void> {
  if (useFavouritesStore.getState().hydrated) return Promise.resolve();
  // Local storage is synchronous: the saved list is in the store before this returns.
  hydrating ??= Promise.resolve(useFavouritesStore.persist.rehydrate()).then(() => {
    if (!useFavouritesStore.getState().hydrated) useFavouritesStore.setState({ hydrated: true });
  });
  return hydrating;
}

function signedInUid(): string | null {
  const { userStatus, userId } = useUserStore.getState();
  return userStatus === "loggedIn" && userId ? userId : null;
}

/** Call with the current token; after a 401, once more with a forced new one. */
async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await currentUserToken());
  } catch (error) {
    if (error instanceof FavouritesRequestError && error.status === 401) return call(await currentUserToken(true));
    throw error;
  }
}

const without = (slugs: string[], slug: string) => slugs.filter((item) => item !== slug);

export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set, get) => ({
      slugs: [],
      mergedUids: [],
      owner: null,
      status: "idle",
      hydrated: false,
      isFavourite: (slug) => get().slugs.includes(slug),
      toggle: async (slug) => {
        await ensureFavouritesHydrated();
        await get().setFavourite(slug, !get().isFavourite(slug));
      },
      setFavourite: async (slug, on) => {
        await ensureFavouritesHydrated();
        const before = get().slugs;
        const index = before.indexOf(slug);
        set({ slugs: on ? [slug, ...without(before, slug)] : without(before, slug) });
        const uid = signedInUid();
        if (!uid) return null;
        const seq = ++mutationSeq;
        const session = sessionSeq;
        try {
          const favourites = await withToken((token) => (on ? addFavourite(token, slug) : removeFavourite(token, slug)));
          // The account's list is the truth once this device mirrors it (a guest list not yet merged stays).
          if (seq === mutationSeq && session === sessionSeq && get().owner === uid) set({ slugs: slugsOf(favourites) });
          return favourites;
        } catch (error) {
          if (session !== sessionSeq) return null;
          // Undo only this heart, so another change made meanwhile stays.
          set((state) => {
            const rest = without(state.slugs, slug);
            if (on || index < 0) return { slugs: rest };
            return { slugs: [...rest.slice(0, index), slug, ...rest.slice(index)] };
          });
          const code = error instanceof FavouritesRequestError ? error.code : null;
          const message = code === "unknownProduct" || code === "tooManyFavourites" ? FAVOURITE_MESSAGES[code] : on ? FAVOURITE_MESSAGES.saveFailed : FAVOURITE_MESSAGES.removeFailed;
          useAlertStore.getState().setError(message);
          return null;
        }
      },
      syncForUser: (uid) => {
        if (inflightSync?.uid === uid) return inflightSync.promise;
        const session = sessionSeq;
        const promise = (async (): Promise<FavouriteItem[] | null> => {
          await ensureFavouritesHydrated();
          const { owner, slugs, mergedUids } = get();
          // Guest hearts (never merged anywhere) join the account: all of them on its first sign-in
          // here, and after a sign-out only those added since, since sign-out empties the list.
          const guestSlugs = owner === null ? slugs : [];
          const merge = owner === null && (!mergedUids.includes(uid) || guestSlugs.length > 0);
          const seq = mutationSeq;
          set({ status: "syncing" });
          try {
            const favourites = await withToken((token) => (merge ? mergeFavourites(token, [...guestSlugs].reverse()) : fetchFavourites(token)));
            if (session !== sessionSeq || useUserStore.getState().userId !== uid) return null;
            set((state) => ({
              // A heart changed meanwhile keeps its own answer; otherwise the account's list wins.
              slugs: seq === mutationSeq ? slugsOf(favourites) : state.slugs,
              owner: uid,
              mergedUids: merge && !state.mergedUids.includes(uid) ? [...state.mergedUids, uid] : state.mergedUids,
              status: "idle",
            }));
            return favourites;
          } catch (error) {
            // Nothing is lost: a guest list stays unmerged and the next sign-in or visit tries again.
            console.warn("Could not sync favourites", error);
            if (session === sessionSeq) set({ status: "failed" });
            return null;
          }
        })().finally(() => {
          if (inflightSync?.promise === promise) inflightSync = null;
        });
        inflightSync = { uid, promise };
        return promise;
      },
      clearForSignOut: () => {
        // Read first, so a later read of local storage cannot bring the account's list back.
        void ensureFavouritesHydrated();
        mutationSeq += 1;
        sessionSeq += 1;
        inflightSync = null;
        set({ slugs: [], owner: null, status: "idle" });
      },
    }),
    {
      name: FAVOURITES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Read when a heart first mounts (or at sign-in), so server HTML and the first render agree.
      skipHydration: true,
      partialize: ({ slugs, mergedUids, owner }) => ({ slugs, mergedUids, owner }),
      onRehydrateStorage: () => () => useFavouritesStore.setState({ hydrated: true }),
    },
  ),
);
