// Idleness into the stores: the user store's idle flag, and a cart refresh on the way back
// (the tracker itself is lib/auth/idle.ts).
import { createIdleTracker, idleTimeoutMs } from "@/lib/auth/idle";
import { ACTIVITY_EVENTS } from "@/lib/constants";
import { useCartStore } from "./cart";
import { useUserStore } from "./user";

/** Track idleness on a window into the user store; return from idle refreshes the cart. Returns the dispose. */
export function watchIdleness(win: Window): () => void {
  return createIdleTracker({
    timeoutMs: idleTimeoutMs(win),
    events: ACTIVITY_EVENTS,
    target: win,
    onIdle: () => useUserStore.getState().setIdle(true),
    onActive: () => {
      useUserStore.getState().setIdle(false);
      // Failures land in the cart store (error, status).
      void useCartStore.getState().refreshCart().catch(() => undefined);
    },
  });
}
