"use client";
// Shows the alert store's notification or error as a toast, then clears it (cart errors
// and notifications are forwarded to the alert store, shown to the user, then cleared).
import { useEffect } from "react";
import { notificationText } from "@/lib/cart/messages";
import { useAlertStore } from "@/stores/alert";
import { useCartStore } from "@/stores/cart";
import { connectCartAlerts } from "@/stores/cart-alerts";
import { CloseIcon } from "./icons";
import styles from "./AlertToaster.module.css";

/** How long a toast stays before it clears itself. */
export const TOAST_DURATION_MS = 6_000;

/** The alert store's current message in words, cleared after TOAST_DURATION_MS. */
export function useAlertText(): { text: string | undefined; isError: boolean; clear: () => void } {
  const notification = useAlertStore((state) => state.notification);
  const error = useAlertStore((state) => state.error);
  const clear = useAlertStore((state) => state.clear);
  // The alert store holds words already (stores/cart-alerts.ts translated the cart's code once).
  const text = error ? error : notification ? (notification.message ?? notificationText(notification.code)) : undefined;

  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(clear, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [text, clear]);

  return { text, isError: Boolean(error), clear };
}

/** An alert as a dismissible bar; the toaster and the open mini cart both show it this way. */
export function AlertBar({ text, isError, clear }: ReturnType<typeof useAlertText>) {
  if (!text) return null;
  return (
    <div className={`${styles.toast} ${isError ? styles.error : ""}`} data-testid="toast">
      <p>{text}</p>
      <button type="button" aria-label="Dismiss" onClick={clear}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

export function AlertToaster() {
  const alert = useAlertText();
  // A modal mini cart covers the page; it shows the alert itself.
  const miniCartOpen = useCartStore((state) => state.isMiniCartOpen);

  useEffect(() => connectCartAlerts(), []);

  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid="toast-region">
      {!miniCartOpen && <AlertBar {...alert} />}
    </div>
  );
}
