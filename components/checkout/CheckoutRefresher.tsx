"use client";
// Checkout shows the server's copy of the basket. When this browser saves its basket again while
// checkout is open (the shopper changed it in the mini cart), show the new figures.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useCartStore } from "@/stores/cart";

export function CheckoutRefresher() {
  const router = useRouter();
  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (state.lastSyncTime && state.lastSyncTime !== previous.lastSyncTime) router.refresh();
      }),
    [router],
  );
  return null;
}
