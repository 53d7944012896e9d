"use client";
// The checkout form for a cart whose boxes are full: contact, delivery and billing addresses
// (AddressSection), delivery option (ShippingOptions) and the order summary with Place order
// (CheckoutSummary; its lines arrive server-rendered as `orderLines`). The browser checks the body
// with the server's own schema first; the server re-checks and re-prices everything and answers
// with the order or a code this form turns into plain words (use-checkout-submit.ts). The form's
// state is one reducer (lib/checkout/form-state.ts).
import { useEffect, useReducer, useRef, useState, type ReactNode, type RefObject } from "react";
import { v4 as uuidv4 } from "uuid";
import { lineUnits } from "@/lib/orders/format";
import type { CheckoutData } from "@/lib/checkout/contract";
import { SHIPPING_METHODS } from "@/lib/constants";
import { checkoutFormReducer, initialCheckoutFormState } from "@/lib/checkout/form-state";
import { CheckoutNotices, CheckoutSteps } from "./CheckoutSections";
import { CheckoutSummary, type Problem } from "./CheckoutSummary";
import type { ShippingMethodId } from "./ShippingOptions";
import { loadPlaceOrder, useCheckoutSubmit } from "./use-checkout-submit";
import { useGuestDetails } from "./use-guest-details";
import styles from "./CheckoutForm.module.css";

export type ReadyCheckout = Extract<CheckoutData, { state: "ready" }>;

interface CheckoutFormProps {
  checkout: ReadyCheckout;
  /** The order's lines and boxes, rendered on the server: they never change on this page. */
  orderLines: ReactNode;
}

/** Moves the focus after a failed check (first field with a message) and to a refusal's message. */
function useErrorFocus(focusErrors: number, problem: Problem | null, formRef: RefObject<HTMLFormElement | null>, alertRef: RefObject<HTMLDivElement | null>) {
  // After a failed check, move focus to the first field with a message.
  useEffect(() => {
    if (focusErrors === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-choice-error="true"] input');
    if (first) first.focus();
    else alertRef.current?.focus();
  }, [focusErrors, formRef, alertRef]);

  // A refusal's message takes the focus, so it is seen and read out beside the button.
  useEffect(() => {
    if (problem && problem.followUp !== "fields") alertRef.current?.focus();
  }, [problem, alertRef]);
}

export function CheckoutForm({ checkout, orderLines }: CheckoutFormProps) {
  const signedIn = checkout.customer !== null;
  const methods = (Object.keys(SHIPPING_METHODS) as ShippingMethodId[]).filter((id) => checkout.quotes[id]);

  const [state, dispatch] = useReducer(checkoutFormReducer, null, () =>
    initialCheckoutFormState({
      addresses: checkout.addresses,
      shippingMethod: checkout.quotes[checkout.shippingMethod] ? checkout.shippingMethod : (methods[0] ?? checkout.shippingMethod),
      idempotencyKey: uuidv4(),
    }),
  );
  const { shippingMethod, problem, submitting } = state;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const quote = checkout.quotes[shippingMethod] ?? checkout.quotes[checkout.shippingMethod];
  const units = checkout.items.reduce((sum, item) => sum + lineUnits(item), 0);

  useGuestDetails(signedIn, state, dispatch);
  const submit = useCheckoutSubmit(checkout, state, dispatch);

  // The button waits for this script: before it runs, a press would submit the form natively
  // (putting the details in the address bar). The request code (axios, zod) is fetched when the
  // shopper first touches the form, not with the page.
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate: `ready` turns true only once this script has hydrated the form
  useEffect(() => setReady(true), []);
  const preload = () => void loadPlaceOrder().catch(() => undefined);

  useErrorFocus(state.focusErrors, problem, formRef, alertRef);

  return (
    <form
      ref={formRef}
      className={styles.layout}
      onSubmit={submit}
      onFocusCapture={preload}
      onPointerDownCapture={preload}
      noValidate
      aria-label="Checkout"
      aria-busy={submitting}
    >
      <div className={styles.main}>
        <CheckoutNotices checkout={checkout} />

        <CheckoutSteps checkout={checkout} methods={methods} state={state} dispatch={dispatch} />
      </div>

      <CheckoutSummary
        productCount={checkout.items.length}
        units={units}
        orderLines={orderLines}
        quote={quote}
        shippingMethod={shippingMethod}
        discounts={checkout.discountsByMethod[shippingMethod] ?? checkout.discountsByMethod[checkout.shippingMethod] ?? []}
        paymentMethod={checkout.paymentMethod}
        problem={problem}
        alertRef={alertRef}
        canSubmit={ready && !submitting}
        submitting={submitting}
      />
    </form>
  );
}
