"use client";
// The checkout form for a cart whose boxes are full: contact, delivery and billing addresses
// (AddressStep), delivery option (ShippingOptions) and the order summary with Place order
// (CheckoutSummary; its lines arrive server-rendered as `orderLines`). The browser checks the body
// with the server's own schema first; the server re-checks and re-prices everything and answers
// with the order or a code this form turns into plain words.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { v4 as uuidv4 } from "uuid";
import { Field } from "@/components/account/Field";
import { lineUnits } from "@/components/orders/format";
import type { CheckoutData } from "@/lib/checkout/contract";
import { SHIPPING_METHODS } from "@/lib/constants";
import { loadCartClient, useCartStore } from "@/stores/cart";
import { useAlertStore } from "@/stores/alert";
import { useUserStore } from "@/stores/user";
import { AddressStep } from "./AddressStep";
import { EditBasketButton } from "./EditBasketButton";
import {
  EMPTY_ADDRESS,
  buildBody,
  initialChoice,
  type AddressChoiceValue,
  type AddressDraft,
  type AddressField,
} from "./form-model";
import { CheckoutSummary, type Problem } from "./CheckoutSummary";
import { CHECKOUT_SIGN_IN_HREF, FIELDS_MESSAGE, checkoutProblem } from "./messages";
import { ShippingOptions, type ShippingMethodId } from "./ShippingOptions";
import { useGuestDetails } from "./use-guest-details";
import styles from "./CheckoutForm.module.css";

export type ReadyCheckout = Extract<CheckoutData, { state: "ready" }>;

let placeOrderModule: Promise<typeof import("./place-order")> | undefined;
type PlaceOrderResult = import("./place-order").PlaceOrderResult;
/** The request code (axios) loads on first use, like the cart's sync client. */
const loadPlaceOrder = () =>
  (placeOrderModule ??= import("./place-order").catch((error: unknown) => {
    placeOrderModule = undefined;
    throw error;
  }));

/** Field paths the form shows next to a field; any other message goes in the alert. */
const FORM_FIELD_KEYS = /^(email|shippingMethod|delivery|billing)(\.|$)/;

/** A same-site path ("/shop/checkout/confirmation?…"), not "//host" or "https://…". */
const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");

interface CheckoutFormProps {
  checkout: ReadyCheckout;
  /** The order's lines and boxes, rendered on the server: they never change on this page. */
  orderLines: ReactNode;
}

export function CheckoutForm({ checkout, orderLines }: CheckoutFormProps) {
  const router = useRouter();
  const signedIn = checkout.customer !== null;
  const addresses = checkout.addresses;
  const methods = (Object.keys(SHIPPING_METHODS) as ShippingMethodId[]).filter((id) => checkout.quotes[id]);

  // One key per form mount: a retry or a second click sends the same key, so at most one order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => uuidv4());
  const [email, setEmail] = useState("");
  const [delivery, setDelivery] = useState<AddressChoiceValue>(() => initialChoice(addresses, "isDefaultDelivery"));
  const [deliveryDraft, setDeliveryDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [saveDelivery, setSaveDelivery] = useState(addresses.length === 0);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressChoiceValue>(() => initialChoice(addresses, "isDefaultBilling"));
  const [billingDraft, setBillingDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [saveBilling, setSaveBilling] = useState(false);
  const [shippingMethod, setShippingMethod] = useState<string>(
    checkout.quotes[checkout.shippingMethod] ? checkout.shippingMethod : (methods[0] ?? checkout.shippingMethod),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [focusErrors, setFocusErrors] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const quote = checkout.quotes[shippingMethod] ?? checkout.quotes[checkout.shippingMethod];
  const units = checkout.items.reduce((sum, item) => sum + lineUnits(item), 0);

  useGuestDetails(signedIn, { email, setEmail, deliveryDraft, setDeliveryDraft, billingSame, setBillingSame, billingDraft, setBillingDraft });

  // The button waits for this script: before it runs, a press would submit the form natively
  // (putting the details in the address bar). The request code (axios, zod) is fetched when the
  // shopper first touches the form, not with the page.
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate: `ready` turns true only once this script has hydrated the form
  useEffect(() => setReady(true), []);
  const preload = () => void loadPlaceOrder().catch(() => undefined);

  // After a failed check, move focus to the first field with a message.
  useEffect(() => {
    if (focusErrors === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-choice-error="true"] input');
    if (first) first.focus();
    else alertRef.current?.focus();
  }, [focusErrors]);

  // A refusal's message takes the focus, so it is seen and read out beside the button.
  useEffect(() => {
    if (problem && problem.followUp !== "fields") alertRef.current?.focus();
  }, [problem]);

  const editDraft = (setter: typeof setDeliveryDraft) => (field: AddressField, value: string) => setter((current) => ({ ...current, [field]: value }));

  function showFieldErrors(found: Record<string, string>, message = FIELDS_MESSAGE) {
    setErrors(found);
    const others = Object.entries(found).filter(([key]) => !FORM_FIELD_KEYS.test(key));
    setProblem({ message: others.length ? `${message} ${others.map(([, text]) => text).join(" ")}` : message, followUp: "fields" });
    setFocusErrors((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const body = buildBody({
      cartId: checkout.cartId,
      cartFingerprint: checkout.cartFingerprint,
      guestId: useUserStore.getState().guestId ?? checkout.guestId,
      idempotencyKey,
      email: signedIn ? null : email,
      shippingMethod,
      expectedTotal: quote.totalPrice.gross,
      delivery,
      deliveryDraft,
      saveDelivery,
      billingSame,
      billing,
      billingDraft,
      saveBilling,
      signedIn,
    });
    let requests: Awaited<ReturnType<typeof loadPlaceOrder>> | null = null;
    try {
      requests = await loadPlaceOrder();
    } catch {
      // Offline: nothing can be checked or sent; the request below reports it.
    }
    const invalid = requests?.validateBody(body);
    if (invalid) return showFieldErrors(invalid);

    busy.current = true;
    setSubmitting(true);
    setErrors({});
    setProblem(null);
    let result: PlaceOrderResult;
    try {
      let token: string | null = null;
      if (signedIn) {
        // The current token, refreshed first when it is close to expiry.
        const { currentToken } = await import("@/components/auth/session");
        token = (await currentToken().catch(() => "")) || useUserStore.getState().token;
      }
      const [{ placeOrder }] = await Promise.all([loadPlaceOrder(), loadCartClient()]);
      result = await placeOrder(body, token);
    } catch {
      // The request code could not load (offline): nothing was sent.
      result = { ok: false, status: null, error: { code: "network", message: "The checkout code did not load" } };
    }

    if (result.ok) {
      // The order is placed: this browser starts a new, empty basket (the ordered one is never
      // saved again) and keeps no details of the order. The button stays disabled while we leave.
      useCartStore.getState().startNewCartAfterOrder();
      // "Added to your basket" and the like are about the basket just ordered: not for the confirmation page.
      useAlertStore.getState().clear();
      useUserStore.setState({ shippingAddress: null });
      const url = result.data.redirectUrl;
      if (isSitePath(url)) router.push(url);
      else window.location.assign(url);
      return;
    }

    busy.current = false;
    setSubmitting(false);
    const { error } = result;
    const next = checkoutProblem(error.code, error.products);
    if (error.code === "invalidBody" && error.fields && Object.keys(error.fields).length > 0) {
      return showFieldErrors(error.fields);
    }
    setProblem(next);
    if (next.followUp === "newKey") setIdempotencyKey(uuidv4());
    if (next.followUp === "refresh") router.refresh();
  }

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
        {checkout.notice && (
          <p role="status" className={styles.notice} data-testid="checkout-notice">
            {checkout.notice}
          </p>
        )}
        {checkout.stockShortfalls.length > 0 && (
          <section className={styles.warning} aria-labelledby="stock-title" data-testid="stock-warning">
            <h2 id="stock-title" className={styles.warningTitle}>
              Some drinks are running low
            </h2>
            <ul>
              {checkout.stockShortfalls.map((shortfall) => (
                <li key={shortfall.productName}>
                  {shortfall.productName}: your basket has {shortfall.needed}, we have {shortfall.available === 0 ? "none" : `only ${shortfall.available}`} left.
                </li>
              ))}
            </ul>
            <p>Please change these in your basket before you place your order.</p>
            <EditBasketButton className="btn btn-outline btn-small" />
          </section>
        )}

        <section className={styles.section} aria-labelledby="contact-title">
          <h2 id="contact-title" className={styles.heading}>
            <span className={styles.step} aria-hidden="true">
              1
            </span>
            Contact
          </h2>
          {signedIn ? (
            <p className={styles.signedIn} data-testid="checkout-email">
              We&rsquo;ll send your confirmation to <strong>{checkout.customer?.email}</strong>, the email of the account you&rsquo;re signed in
              with.
            </p>
          ) : (
            <>
              <Field
                id="checkout-email"
                name="email"
                type="email"
                label="Email"
                hint="For your order confirmation. We won't add you to any list."
                autoComplete="email"
                inputMode="email"
                required
                maxLength={254}
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <p className={styles.aside}>
                Have an account? <Link href={CHECKOUT_SIGN_IN_HREF}>Sign in</Link> to use your saved addresses and keep your orders together.
              </p>
            </>
          )}
        </section>

        <section className={styles.section} aria-labelledby="delivery-title">
          <h2 id="delivery-title" className={styles.heading}>
            <span className={styles.step} aria-hidden="true">
              2
            </span>
            Delivery address
          </h2>
          <p className={styles.hint}>We deliver to addresses in the United Kingdom.</p>
          <AddressStep
            kind="delivery"
            legend="Deliver to"
            defaultFlag="isDefaultDelivery"
            addresses={signedIn ? addresses : null}
            value={delivery}
            onChange={setDelivery}
            draft={deliveryDraft}
            onDraftChange={editDraft(setDeliveryDraft)}
            save={saveDelivery}
            onSave={setSaveDelivery}
            errors={errors}
          />
        </section>

        <section className={styles.section} aria-labelledby="billing-title">
          <h2 id="billing-title" className={styles.heading}>
            <span className={styles.step} aria-hidden="true">
              3
            </span>
            Billing address
          </h2>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={billingSame} onChange={(event) => setBillingSame(event.target.checked)} />
            Same as the delivery address
          </label>
          {!billingSame && (
            <AddressStep
              kind="billing"
              legend="Bill to"
              defaultFlag="isDefaultBilling"
              addresses={signedIn ? addresses : null}
              value={billing}
              onChange={setBilling}
              draft={billingDraft}
              onDraftChange={editDraft(setBillingDraft)}
              save={saveBilling}
              onSave={setSaveBilling}
              errors={errors}
            />
          )}
        </section>

        <section className={styles.section} aria-labelledby="shipping-title">
          <h2 id="shipping-title" className={styles.heading}>
            <span className={styles.step} aria-hidden="true">
              4
            </span>
            Delivery option
          </h2>
          <ShippingOptions methods={methods} quotes={checkout.quotes} value={shippingMethod} onChange={setShippingMethod} error={errors.shippingMethod} />
        </section>
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
