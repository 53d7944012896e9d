"use client";
// A guest's email, delivery and billing addresses survive a reload of checkout: they are kept in
// this browser's stores (restored once the stores have rehydrated; cleared when the order is placed).
import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useCartStore } from "@/stores/cart";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { draftFrom, isBlankDraft, postalFrom, type AddressDraft } from "./form-model";

interface GuestDetails {
  email: string;
  setEmail: Dispatch<SetStateAction<string>>;
  deliveryDraft: AddressDraft;
  setDeliveryDraft: Dispatch<SetStateAction<AddressDraft>>;
  billingSame: boolean;
  setBillingSame: Dispatch<SetStateAction<boolean>>;
  billingDraft: AddressDraft;
  setBillingDraft: Dispatch<SetStateAction<AddressDraft>>;
}

export function useGuestDetails(signedIn: boolean, details: GuestDetails): void {
  const { email, setEmail, deliveryDraft, setDeliveryDraft, billingSame, setBillingSame, billingDraft, setBillingDraft } = details;
  const hydrated = useUiStore((state) => state.hydrated);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!hydrated || restored || signedIn) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- runs once: the kept details live in stores that are read only after they hydrate
    setRestored(true);
    const { guestEmailAddress, guestBillingAddress } = useCartStore.getState();
    const { shippingAddress } = useUserStore.getState();
    if (guestEmailAddress) setEmail((current) => current || guestEmailAddress);
    if (shippingAddress) setDeliveryDraft((current) => (isBlankDraft(current) ? draftFrom(shippingAddress) : current));
    if (guestBillingAddress) {
      setBillingSame(false);
      setBillingDraft((current) => (isBlankDraft(current) ? draftFrom(guestBillingAddress) : current));
    }
  }, [hydrated, restored, signedIn, setEmail, setDeliveryDraft, setBillingSame, setBillingDraft]);

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
