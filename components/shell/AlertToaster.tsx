"use client";
// Shows the alert store's notification or error as a toast, then clears it (spec §4: cart errors
// and notifications are forwarded to the alert store, shown to the user, then cleared).
import { useEffect } from "react";
import { cartErrorText, notificationText } from "@/lib/cart/messages";
import { useAlertStore } from "@/stores/alert";
import { connectCartAlerts } from "@/stores/cart";
import { CloseIcon } from "./icons";
import styles from "./AlertToaster.module.css";

/** How long a toast stays before it clears itself. */
export const TOAST_DURATION_MS = 6_000;

export function AlertToaster() {
  const notification = useAlertStore((state) => state.notification);
  const error = useAlertStore((state) => state.error);
  const clear = useAlertStore((state) => state.clear);

  useEffect(() => connectCartAlerts(), []);

  const text = error ? cartErrorText(error) : notification ? (notification.message ?? notificationText(notification.code)) : undefined;

  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(clear, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [text, clear]);

  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid="toast-region">
      {text && (
        <div className={`${styles.toast} ${error ? styles.error : ""}`} data-testid="toast">
          <p>{text}</p>
          <button type="button" aria-label="Dismiss" onClick={clear}>
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
