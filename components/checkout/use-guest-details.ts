"use client";
// A guest's email, delivery and billing addresses survive a reload of checkout: they are kept in
// this browser's stores (restored once the stores have rehydrated; cleared when the order is placed).
import { useEffect, useState, type Dispatch } from "react";
import { useCartStore } from "@/stores/cart";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import type { CheckoutFormAction, CheckoutFormState } from "@/lib/checkout/form-state";
import { isBlankDraft, postalFrom } from "@/lib/checkout/form-model";

export function useGuestDetails(signedIn: boolean, state: CheckoutFormState, dispatch: Dispatch<CheckoutFormAction>): void {
  const { email, billingSame } = state;
  const deliveryDraft = state.delivery.draft;
  const billingDraft = state.billing.draft;
  const hydrated = useUiStore((store) => store.hydrated);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!hydrated || restored || signedIn) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once: the kept details live in stores that are read only after they hydrate
    setRestored(true);
    const { guestEmailAddress, guestBillingAddress } = useCartStore.getState();
    const { shippingAddress } = useUserStore.getState();
    dispatch({ type: "restoreGuest", email: guestEmailAddress ?? null, delivery: shippingAddress ?? null, billing: guestBillingAddress ?? null });
  }, [hydrated, restored, signedIn, dispatch]);

  // Keep what a guest types, so a reload does not lose it (once the kept details are restored).
  useEffect(() => {
    if (signedIn || !restored) return;
    useCartStore.setState({
      guestEmailAddress: email.trim() || null,
      guestBillingAddress: billingSame || isBlankDraft(billingDraft) ? null : postalFrom(billingDraft),
    });
    useUserStore.setState({ shippingAddress: isBlankDraft(deliveryDraft) ? null : postalFrom(deliveryDraft) });
  }, [signedIn, restored, email, billingSame, billingDraft, deliveryDraft]);
}
