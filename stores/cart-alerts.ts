// The cart store's errors and notifications reach the shopper through the alert store (forwarded,
// shown, then cleared in the cart store).
import { cartErrorText, notificationText } from "@/lib/cart/messages";
import { useAlertStore } from "./alert";
import { useCartStore } from "./cart";

/**
 * Forward the cart store's errors and notifications to the alert store (friendly words), then
 * clear them here. Call once from the UI; returns the unsubscribe.
 */
export function connectCartAlerts(): () => void {
  const forward = () => {
    const { triggerError, error } = useCartStore.getState();
    if (triggerError) {
      if (error) useAlertStore.getState().setError(cartErrorText(error));
      useCartStore.setState({ error: null, triggerError: false });
    }
    const { triggerNotification, notification } = useCartStore.getState();
    if (triggerNotification) {
      if (notification) {
        useAlertStore.getState().setNotification({ code: notification.code, message: notification.message || notificationText(notification.code) });
      }
      useCartStore.setState({ notification: null, triggerNotification: false });
    }
  };
  forward();
  return useCartStore.subscribe(forward);
}
