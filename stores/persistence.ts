// Persistence of the user, cart, chat and consent stores under one storage key, "root",
// and the rehydration every page waits for (or gives up on after 5 s).
import type { PersistStorage, StorageValue } from "zustand/middleware";
import { REHYDRATE_TIMEOUT_MS, STATE_PERSISTENCE_KEY } from "@/lib/constants";

type RootRecord = Record<string, StorageValue<unknown>>;

function readRoot(): RootRecord {
  if (typeof window === "undefined") return {};
  try {
    const raw = window.localStorage.getItem(STATE_PERSISTENCE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === "object" ? (parsed as RootRecord) : {};
  } catch {
    // Corrupt or inaccessible storage (private mode, quota): start from defaults, never crash.
    return {};
  }
}

function writeRoot(root: RootRecord): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.setItem(STATE_PERSISTENCE_KEY, JSON.stringify(root));
  } catch {
    // Storage full or blocked: the in-memory state still works for this visit.
  }
}

/**
 * A zustand PersistStorage that keeps each store as one entry of the "root" object, so
 * localStorage holds { user, cart, chat, consent } under a single key.
 */
export function rootStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => (readRoot()[name] as StorageValue<S> | undefined) ?? null,
    setItem: (name, value) => writeRoot({ ...readRoot(), [name]: value as StorageValue<unknown> }),
    removeItem: (name) => {
      const root = readRoot();
      delete root[name];
      writeRoot(root);
    },
  };
}

/** The part of a persisted zustand store that rehydration needs. */
export interface Rehydratable {
  persist: { rehydrate: () => Promise<void> | void };
}

export type RehydrationResult = "rehydrated" | "timedOut";

/**
 * Rehydrate every given store; resolve "rehydrated" when all are done or "timedOut" after the
 * timeout, so a hanging storage never keeps the app from rendering.
 */
export async function rehydrateStores(
  stores: Rehydratable[],
  timeoutMs: number = REHYDRATE_TIMEOUT_MS,
): Promise<RehydrationResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<RehydrationResult>((resolve) => {
    timer = setTimeout(() => resolve("timedOut"), timeoutMs);
  });
  const done = Promise.all(stores.map((store) => store.persist.rehydrate())).then(
    (): RehydrationResult => "rehydrated",
  );
  try {
    return await Promise.race([done, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
