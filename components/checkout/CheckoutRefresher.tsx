"use client";
// Checkout shows the server's copy of the basket. When this browser saves its basket again while
// checkout is open (the shopper changed it in the mini cart), show the new figures. And when this
// browser's basket is empty but the server holds one for the shopper (reopened after a card
// payment was abandoned), the mini cart takes up the copy this page was rendered from, so both
// show the same basket, without a request or a second render.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import type { SyncResult } from "@/lib/cart/sync-errors";
import { useCartStore } from "@/stores/cart";
import { useUiStore } from "@/stores/ui";

export function CheckoutRefresher({ server }: { server: SyncResult }) {
  const router = useRouter();
  const hydrated = useUiStore((state) => state.hydrated);
  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (state.lastSyncTime && state.lastSyncTime !== previous.lastSyncTime) router.refresh();
      }),
    [router],
  );
  useEffect(() => {
    if (hydrated) useCartStore.getState().resumeCart(server);
  }, [hydrated, server]);
  return null;
}
