// The persisted stores and their one rehydration at start-up.
import { rehydrateStores, type RehydrationResult } from "./persistence";
import { useCartStore } from "./cart";
import { useChatStore } from "./chat";
import { useConsentStore } from "./consent";
import { usePlayerStore } from "./player";
import { useUserStore } from "./user";

/** The stores kept under the "root" key (user, cart, chat and consent). */
export const ROOT_PERSISTED_STORES = [useUserStore, useCartStore, useChatStore, useConsentStore];

export function rehydrateAllStores(): Promise<RehydrationResult> {
  return rehydrateStores([...ROOT_PERSISTED_STORES, usePlayerStore]);
}
