// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PersistStorage } from "zustand/middleware";
import { rehydrateStores } from "@/stores/persistence";
import { ROOT_PERSISTED_STORES, rehydrateAllStores } from "@/stores/hydration";
import { useCartStore } from "@/stores/cart";
import { useChatStore } from "@/stores/chat";
import { useConsentStore } from "@/stores/consent";
import { useUserStore } from "@/stores/user";
import { PLAYER_STORAGE_KEY, usePlayerStore } from "@/stores/player";

const root = () => JSON.parse(localStorage.getItem("root") ?? "{}");
const reducedUser = {
  uid: "u1",
  email: "sam@example.com",
  displayName: "Sam",
  photoURL: null,
  isAnonymous: false,
  providerId: "firebase",
  phoneNumber: null,
  emailVerified: true,
};

type ResettableStore = { getState: () => object; setState: (state: never, replace: true) => void };
const resettable: ResettableStore[] = [useUserStore, useCartStore, useChatStore, useConsentStore, usePlayerStore] as never;
const initialStates = resettable.map((store) => [store, store.getState()] as const);
beforeEach(() => {
  for (const [store, state] of initialStates) store.setState(state as never, true);
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("persistence under the key 'root'", () => {
  it("keeps user, cart, chat and consent as entries of one 'root' object", () => {
    useUserStore.getState().signIn({ user: reducedUser, token: "t0k", firstName: "Sam", lastName: "Lee" });
    useCartStore.getState().ensureCart({ customer: "u1", guestId: null });
    useChatStore.getState().setMuted(true);
    useConsentStore.getState().setConsentGiven(true);

    expect(Object.keys(localStorage)).toEqual(["root"]);
    const saved = root();
    expect(Object.keys(saved).sort()).toEqual(["cart", "chat", "consent", "user"]);
    expect(saved.user.state).toMatchObject({ userId: "u1", token: "t0k", firstName: "Sam", guestId: null });
    expect(saved.cart.state.cart).toMatchObject({ customer: "u1", guest: false, currency: "GBP", status: "new", shippingMethod: "standard" });
    expect(saved.chat.state.muted).toBe(true);
    expect(saved.consent.state).toEqual({ consentGiven: true });
  });

  it("leaves out what describes only this visit", () => {
    useUserStore.getState().setIdle(true);
    useCartStore.getState().openMiniCart();
    useChatStore.setState({ isAITYping: true, aiMessageQueue: [] });
    const saved = root();
    expect(saved.user.state).not.toHaveProperty("userStatus");
    expect(saved.user.state).not.toHaveProperty("isUserIdle");
    expect(saved.cart.state).not.toHaveProperty("isMiniCartOpen");
    expect(saved.cart.state).not.toHaveProperty("cartStateStatus");
    expect(saved.chat.state).not.toHaveProperty("isAITYping");
    expect(saved.chat.state).not.toHaveProperty("aiMessageQueue");
  });

  it("rehydrates every store from 'root'", async () => {
    localStorage.setItem(
      "root",
      JSON.stringify({
        user: { state: { userId: "u9", token: "abc", user: { ...reducedUser, uid: "u9" } }, version: 0 },
        consent: { state: { consentGiven: true }, version: 0 },
        chat: { state: { muted: true }, version: 0 },
        cart: { state: { version: 7 }, version: 0 },
      }),
    );
    await expect(rehydrateStores(ROOT_PERSISTED_STORES)).resolves.toBe("rehydrated");
    expect(useUserStore.getState()).toMatchObject({ userId: "u9", token: "abc", userStatus: "checking" });
    expect(useConsentStore.getState().consentGiven).toBe(true);
    expect(useChatStore.getState().muted).toBe(true);
    expect(useCartStore.getState().version).toBe(7);
  });

  it("survives corrupt storage", async () => {
    localStorage.setItem("root", "{not json");
    await expect(rehydrateStores(ROOT_PERSISTED_STORES)).resolves.toBe("rehydrated");
    useConsentStore.getState().setConsentGiven(false);
    expect(root().consent.state).toEqual({ consentGiven: false });
  });

  it("keeps the podcast player's episode in its own local storage entry", async () => {
    usePlayerStore.getState().loadEpisode({
      imageUrl: "/a.png", audioUrl: "/a.mp3", episodeTitle: "Ep 1", podcastTitle: "Dry Talk", author: "Jo",
      summary: "", pubDate: "2026-01-01", slug: "ep-1", show_slug: "dry-talk",
    });
    const saved = JSON.parse(localStorage.getItem(PLAYER_STORAGE_KEY)!);
    expect(saved.state).toMatchObject({ slug: "ep-1", episodeTitle: "Ep 1", speed: 1 });
    expect(saved.state).not.toHaveProperty("isPlaying");
    expect(root()).not.toHaveProperty(PLAYER_STORAGE_KEY);
    await expect(rehydrateAllStores()).resolves.toBe("rehydrated");
  });
});

describe("rehydrate timeout", () => {
  const hanging: PersistStorage<unknown> = {
    getItem: () => new Promise(() => {}),
    setItem: () => {},
    removeItem: () => {},
  };

  it("gives up after 5 seconds when storage never answers, so the app still renders", async () => {
    vi.useFakeTimers();
    const original = useUserStore.persist.getOptions().storage;
    useUserStore.persist.setOptions({ storage: hanging as never });
    try {
      let result: string | undefined;
      void rehydrateStores([useUserStore, useConsentStore]).then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(result).toBe("timedOut");
    } finally {
      useUserStore.persist.setOptions({ storage: original });
    }
  });

  it("resolves before the timeout when storage answers, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    await expect(rehydrateStores(ROOT_PERSISTED_STORES)).resolves.toBe("rehydrated");
    expect(vi.getTimerCount()).toBe(0);
  });
});
