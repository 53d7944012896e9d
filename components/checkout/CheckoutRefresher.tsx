"use client";
// Checkout shows the server's copy of the basket. When this browser saves its basket again while
// checkout is open (the shopper changed it in the mini cart), show the new figures. And when this
// browser's basket is empty but the server holds one for the shopper (reopened after a card
// payment was abandoned), the mini cart takes it up, so both show the same basket.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useCartStore } from "@/stores/cart";
import { useUiStore } from "@/stores/ui";

export function CheckoutRefresher({ cartId }: { cartId: string }) {
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
    if (hydrated) void useCartStore.getState().resumeCart(cartId);
  }, [hydrated, cartId]);
  return null;
}
