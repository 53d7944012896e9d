// The user store and auth status (loggedOut, checking, loggedIn). Firebase wiring lives in stores/browser-session.ts.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { v4 as uuidv4 } from "uuid";
import type { PostalAddress } from "@/lib/cart/types";
import { rootStorage } from "./persistence";
import type { SignInProfile } from "@/lib/auth/profile";
import type { ReducedUser } from "@/lib/auth/reduce-user";

export type { ReducedUser };

export type UserStatus = "loggedOut" | "checking" | "loggedIn";

export interface SignInPayload {
  user: ReducedUser;
  token: string;
  firstName?: string | null;
  lastName?: string | null;
  billingAddress?: PostalAddress | null;
  shippingAddress?: PostalAddress | null;
}

export interface UserState {
  user: ReducedUser | null;
  userId: string | null;
  userStatus: UserStatus;
  token: string;
  firstName: string | null;
  lastName: string | null;
  billingAddress: PostalAddress | null;
  shippingAddress: PostalAddress | null;
  guestCheckout: boolean;
  guestId: string | null;
  isUserIdle: boolean;
  setUserStatus: (status: UserStatus) => void;
  signIn: (payload: SignInPayload) => void;
  signOut: () => void;
  setToken: (token: string) => void;
  /** Names and default addresses, read after sign-in (lib/auth/profile.ts); only for the user still signed in. */
  setProfile: (userId: string, profile: Partial<SignInProfile>) => void;
  setIdle: (idle: boolean) => void;
}

const signedOutState = () => ({
  user: null,
  userId: null,
  token: "",
  firstName: null,
  lastName: null,
  billingAddress: null,
  shippingAddress: null,
  guestCheckout: false,
  guestId: uuidv4(),
});

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...signedOutState(),
      // Every visit starts by checking with the identity provider; the header stays blank meanwhile.
      userStatus: "checking",
      isUserIdle: false,
      setUserStatus: (userStatus) => set({ userStatus }),
      signIn: ({ user, token, firstName, lastName, billingAddress, shippingAddress }) =>
        set({
          user,
          userId: user.uid,
          token,
          firstName: firstName ?? null,
          lastName: lastName ?? null,
          billingAddress: billingAddress ?? null,
          shippingAddress: shippingAddress ?? null,
          guestCheckout: false,
          guestId: null,
          userStatus: "loggedIn",
        }),
      signOut: () => set({ ...signedOutState(), userStatus: "loggedOut" }),
      setToken: (token) => set({ token }),
      setProfile: (userId, profile) => set((state) => (state.userId === userId ? { ...profile } : {})),
      setIdle: (isUserIdle) => set({ isUserIdle }),
    }),
    {
      name: "user",
      storage: rootStorage(),
      skipHydration: true,
      // Status and idleness describe this visit, not the saved session.
      partialize: ({ userStatus: _status, isUserIdle: _idle, ...saved }) => saved,
    },
  ),
);
