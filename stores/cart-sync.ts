// The cart's sync runner (status idle, saving, failed): one sync at a time, the debounced save (10 s),
// automatic retries after passing failures. The cart store creates one runner (createCartSync);
// timers and promises live here, not in the state. One request and its answer (the 3-second check
// after a guest sync, one retry after a 409 merge or a 404 new cart, adopting the server's
// canonical cart) are ./cart-sync-request.ts.
import debounce from "lodash.debounce";
import type { StoreApi } from "zustand";
import { CartSyncError, CLIENT_ERROR_CODES } from "@/lib/cart/sync-errors";
import { ALREADY_SAVING_MESSAGE } from "@/lib/cart/messages";
import { CART_SAVE_DEBOUNCE_MS } from "@/lib/constants";
import type { Cart } from "@/lib/cart/types";
import type { CartState, SyncOutcome } from "./cart-state";
import { syncOnce, type SyncContext, type SyncFlags } from "./cart-sync-request";
import { useUserStore } from "./user";

export { asUserCart, loadCartClient, rememberCartId } from "./cart-sync-request";

/** Server codes worth retrying by themselves; the UI says "We'll try again". */
const TRANSIENT_CODES = new Set<string>([CLIENT_ERROR_CODES.noResponse, "tooManyRequests", "databaseUnavailable"]);
const MAX_AUTO_RETRIES = 3;

export function isAlreadySaving(error: unknown): boolean {
  return error instanceof Error && error.message === ALREADY_SAVING_MESSAGE;
}

/** The cart's owner now: the signed-in user, else this browser's guest id. */
export function currentOwner(): { customer: string | null; guestId: string | null } {
  const { userId, guestId } = useUserStore.getState();
  return userId ? { customer: userId, guestId: null } : { customer: null, guestId };
}

export interface CartSync {
  /** Sync now; rejects with "Already saving" while a sync runs, or with the sync's CartSyncError. */
  runSave: () => Promise<SyncOutcome>;
  /**
   * Let any running sync finish, then sync (which replaces a pending debounced save). `onAnswer`
   * hears the server's cart as soon as it answers, before a guest's 3-second check.
   */
  saveNow: (onAnswer?: (answer: Cart) => void) => Promise<SyncOutcome>;
  /** Save once the cart has been left alone for 10 s. */
  scheduleSave: () => void;
  /** Run a pending debounced save now (nothing when none is pending). Never rejects. */
  flushSave: () => Promise<void>;
  /** Drop a pending debounced save and any automatic retry. */
  cancelSave: () => void;
  /** The cart is being replaced by another: answers for the old one are ignored from now on. */
  replaceCart: () => void;
}

/**
 * One sync with its status in the store: a transient failure asks for another save (up to three
 * in a row), and a save asked for meanwhile is scheduled when it ends.
 */
async function runSync(ctx: SyncContext, scheduleSave: () => void): Promise<SyncOutcome> {
  const { store, flags } = ctx;
  try {
    const outcome = await syncOnce(ctx, 1);
    flags.autoRetries = 0;
    store.setState({ cartStateStatus: "idle" });
    return outcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    store.setState({ cartStateStatus: "failed", error: message, triggerError: true });
    if (error instanceof CartSyncError && TRANSIENT_CODES.has(error.code) && flags.autoRetries < MAX_AUTO_RETRIES) {
      flags.autoRetries += 1;
      flags.again = true;
    }
    throw error;
  } finally {
    flags.inflight = null;
    if (flags.again) {
      flags.again = false;
      scheduleSave();
    }
  }
}

export function createCartSync(store: StoreApi<CartState>): CartSync {
  const flags: SyncFlags = { inflight: null, pending: false, again: false, autoRetries: 0, generation: 0 };

  const debouncedSave = debounce((): Promise<void> => {
    flags.pending = false;
    return runSave().then(
      () => undefined,
      (error: unknown) => {
        // A running sync: save again once it ends. Other failures are already in the store.
        if (isAlreadySaving(error)) flags.again = true;
      },
    );
  }, CART_SAVE_DEBOUNCE_MS);

  function scheduleSave(): void {
    flags.pending = true;
    debouncedSave();
  }

  function cancelScheduledSave(): void {
    flags.pending = false;
    debouncedSave.cancel();
  }

  function runSave(onAnswer?: (answer: Cart) => void): Promise<SyncOutcome> {
    const state = store.getState();
    if (state.cartStateStatus === "saving") return Promise.reject(new Error(ALREADY_SAVING_MESSAGE));
    if (!state.cart) return Promise.resolve("skipped");
    // This sync sends the cart as it is now, which covers a pending debounced save.
    cancelScheduledSave();
    store.setState({ cartStateStatus: "saving" });
    const run = runSync({ store, flags, onAnswer }, scheduleSave);
    flags.inflight = run;
    return run;
  }

  async function saveNow(onAnswer?: (answer: Cart) => void): Promise<SyncOutcome> {
    // Another sync may start the moment one ends (a debounced save firing): wait until none runs.
    while (flags.inflight) await flags.inflight.catch(() => undefined);
    return runSave(onAnswer);
  }

  return {
    runSave,
    saveNow,
    scheduleSave,
    flushSave: async () => {
      if (!flags.pending) return;
      flags.pending = false;
      await debouncedSave.flush();
    },
    cancelSave: () => {
      cancelScheduledSave();
      flags.again = false;
      flags.autoRetries = 0;
    },
    replaceCart: () => {
      flags.generation += 1;
    },
  };
}
