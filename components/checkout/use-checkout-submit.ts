"use client";
// Place order: check the body with the server's own schema, send it, then either leave for the
// confirmation (or Stripe) or turn the server's answer into the form's messages.
import { useRouter } from "next/navigation";
import { useRef, type Dispatch, type FormEvent } from "react";
import { v4 as uuidv4 } from "uuid";
import type { PlaceOrderBody } from "@/lib/checkout/schemas";
import { loadCartClient, useCartStore } from "@/stores/cart";
import { useAlertStore } from "@/stores/alert";
import { useUserStore } from "@/stores/user";
import type { CheckoutFormAction, CheckoutFormState } from "@/lib/checkout/form-state";
import type { ReadyCheckout } from "./CheckoutForm";
import { buildBody } from "@/lib/checkout/form-model";
import { FIELDS_MESSAGE, checkoutProblem } from "@/lib/checkout/messages";

let placeOrderModule: Promise<typeof import("@/lib/checkout/place-order")> | undefined;
type PlaceOrderResult = import("@/lib/checkout/place-order").PlaceOrderResult;
/** The request code (axios) loads on first use, like the cart's sync client. */
export const loadPlaceOrder = () =>
  (placeOrderModule ??= import("@/lib/checkout/place-order").catch((error: unknown) => {
    placeOrderModule = undefined;
    throw error;
  }));

/** Field paths the form shows next to a field; any other message goes in the alert. */
const FORM_FIELD_KEYS = /^(email|shippingMethod|delivery|billing)(\.|$)/;

/** A same-site path ("/shop/checkout/confirmation?…"), not "//host" or "https://…". */
const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");

function fieldErrors(found: Record<string, string>, message = FIELDS_MESSAGE): CheckoutFormAction {
  const others = Object.entries(found).filter(([key]) => !FORM_FIELD_KEYS.test(key));
  const text = others.length ? `${message} ${others.map(([, value]) => value).join(" ")}` : message;
  return { type: "fieldErrors", errors: found, problem: { message: text, followUp: "fields" } };
}

function bodyOf(checkout: ReadyCheckout, state: CheckoutFormState, signedIn: boolean) {
  const quote = checkout.quotes[state.shippingMethod] ?? checkout.quotes[checkout.shippingMethod];
  return buildBody({
    cartId: checkout.cartId,
    cartFingerprint: checkout.cartFingerprint,
    guestId: useUserStore.getState().guestId ?? checkout.guestId,
    idempotencyKey: state.idempotencyKey,
    email: signedIn ? null : state.email,
    shippingMethod: state.shippingMethod,
    expectedTotal: quote.totalPrice.gross,
    delivery: state.delivery.choice,
    deliveryDraft: state.delivery.draft,
    saveDelivery: state.delivery.save,
    billingSame: state.billingSame,
    billing: state.billing.choice,
    billingDraft: state.billing.draft,
    saveBilling: state.billing.save,
    signedIn,
  });
}

/** Sends the order (with the current token when signed in); a failed load counts as a network error. */
async function send(body: PlaceOrderBody, signedIn: boolean): Promise<PlaceOrderResult> {
  try {
    let token: string | null = null;
    if (signedIn) {
      // The current token, refreshed first when it is close to expiry.
      const { currentToken } = await import("@/stores/browser-session");
      token = (await currentToken().catch(() => "")) || useUserStore.getState().token;
    }
    const [{ placeOrder }] = await Promise.all([loadPlaceOrder(), loadCartClient()]);
    return await placeOrder(body, token);
  } catch {
    // The request code could not load (offline): nothing was sent.
    return { ok: false, status: null, error: { code: "network", message: "The checkout code did not load" } };
  }
}

/** The order is placed: this browser starts a new, empty basket (the ordered one is never saved again) and keeps no details of the order. */
function forgetOrderedBasket() {
  useCartStore.getState().startNewCartAfterOrder();
  // "Added to your basket" and the like are about the basket just ordered: not for the confirmation page.
  useAlertStore.getState().clear();
  useUserStore.setState({ shippingAddress: null });
}

export function useCheckoutSubmit(checkout: ReadyCheckout, state: CheckoutFormState, dispatch: Dispatch<CheckoutFormAction>) {
  const router = useRouter();
  const busy = useRef(false);
  const signedIn = checkout.customer !== null;

  return async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const body = bodyOf(checkout, state, signedIn);
    let requests: Awaited<ReturnType<typeof loadPlaceOrder>> | null = null;
    try {
      requests = await loadPlaceOrder();
    } catch {
      // Offline: nothing can be checked or sent; the request below reports it.
    }
    const invalid = requests?.validateBody(body);
    if (invalid) return dispatch(fieldErrors(invalid));

    busy.current = true;
    dispatch({ type: "submitStarted" });
    const result = await send(body, signedIn);

    if (result.ok) {
      // The button stays disabled while we leave.
      forgetOrderedBasket();
      const url = result.data.redirectUrl;
      if (isSitePath(url)) router.push(url);
      else window.location.assign(url);
      return;
    }

    busy.current = false;
    dispatch({ type: "submitEnded" });
    const { error } = result;
    const next = checkoutProblem(error.code, error.products);
    if (error.code === "invalidBody" && error.fields && Object.keys(error.fields).length > 0) {
      return dispatch(fieldErrors(error.fields));
    }
    dispatch({ type: "refused", problem: next, idempotencyKey: next.followUp === "newKey" ? uuidv4() : undefined });
    if (next.followUp === "refresh") router.refresh();
  };
}
