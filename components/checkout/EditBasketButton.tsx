"use client";
import { useCartStore } from "@/stores/cart";

/** Opens the mini cart, where the shopper changes quantities. */
export function EditBasketButton({ className, label = "Edit your basket" }: { className?: string; label?: string }) {
  return (
    <button type="button" className={className} onClick={() => useCartStore.getState().openMiniCart()}>
      {label}
    </button>
  );
}
