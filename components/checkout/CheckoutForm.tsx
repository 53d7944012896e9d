"use client";
// The checkout form for a cart whose boxes are full: contact, delivery and billing addresses,
// delivery method, the order summary with the server's figures for the chosen method, stock
// warnings, how payment works, and Place order. The browser checks the body with the server's own
// schema first; the server re-checks and re-prices everything and answers with the order or a
// code this form turns into plain words.
import type { SavedAddress } from "@/lib/address/schema";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { v4 as uuidv4 } from "uuid";
import { Field } from "@/components/account/Field";
import { AmountList } from "@/components/orders/AmountList";
import { BoxList } from "@/components/orders/BoxList";
import { LineList } from "@/components/orders/LineList";
import { lineUnits, money } from "@/components/orders/format";
import { CHECKOUT_PATH, type CheckoutData } from "@/lib/checkout/contract";
import { SHIPPING_METHODS } from "@/lib/constants";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { loadCartClient, useCartStore } from "@/stores/cart";
import { useAlertStore } from "@/stores/alert";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { AddressChooser } from "./AddressChooser";
import { AddressFields } from "./AddressFields";
import { EditBasketButton } from "./EditBasketButton";
import {
  EMPTY_ADDRESS,
  buildBody,
  draftFrom,
  initialChoice,
  isBlankDraft,
  postalFrom,
  type AddressChoiceValue,
  type AddressDraft,
  type AddressField,
} from "./form-model";
import { FIELDS_MESSAGE, checkoutProblem, type ErrorFollowUp } from "./messages";
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

const SIGN_IN_HREF = `${ACCOUNT_LINKS.signIn.href}?next=${encodeURIComponent(CHECKOUT_PATH)}`;

interface Problem {
  message: string;
  followUp: ErrorFollowUp;
}

/** A same-site path ("/shop/checkout/confirmation?…"), not "//host" or "https://…". */
const isSitePath = (url: string) => url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");

export function CheckoutForm({ checkout }: { checkout: ReadyCheckout }) {
  const router = useRouter();
  const signedIn = checkout.customer !== null;
  const addresses = checkout.addresses;
  const methods = (Object.keys(SHIPPING_METHODS) as (keyof typeof SHIPPING_METHODS)[]).filter((id) => checkout.quotes[id]);

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

  // A guest's email, delivery and billing addresses come back after a reload (kept in this
  // browser's stores once they have rehydrated; cleared when the order is placed).
  const hydrated = useUiStore((state) => state.hydrated);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!hydrated || restored || signedIn) return;
    setRestored(true);
    const { guestEmailAddress, guestBillingAddress } = useCartStore.getState();
    const { shippingAddress } = useUserStore.getState();
    if (guestEmailAddress) setEmail((current) => current || guestEmailAddress);
    if (shippingAddress) setDeliveryDraft((current) => (isBlankDraft(current) ? draftFrom(shippingAddress) : current));
    if (guestBillingAddress) {
      setBillingSame(false);
      setBillingDraft((current) => (isBlankDraft(current) ? draftFrom(guestBillingAddress) : current));
    }
  }, [hydrated, restored, signedIn]);

  // Keep what a guest types, so a reload does not lose it (once the kept details are restored).
  useEffect(() => {
    if (signedIn || !restored) return;
    useCartStore.setState({
      guestEmailAddress: email.trim() || null,
      guestBillingAddress: billingSame || isBlankDraft(billingDraft) ? null : postalFrom(billingDraft),
    });
    useUserStore.setState({ shippingAddress: isBlankDraft(deliveryDraft) ? null : postalFrom(deliveryDraft) });
  }, [signedIn, restored, email, billingSame, billingDraft, deliveryDraft]);

  // The button waits for this script: before it runs, a press would submit the form natively
  // (putting the details in the address bar). The request code (axios, zod) is fetched when the
  // shopper first touches the form, not with the page.
  const [ready, setReady] = useState(false);
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
        const { currentToken } = await import("@/lib/auth/session");
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

  const paymentStatement =
    checkout.paymentMethod === "payOnDelivery"
      ? "You pay on delivery: no card needed now."
      : "You'll pay securely by card with Stripe: we take you to Stripe's payment page next.";

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
                Have an account? <Link href={SIGN_IN_HREF}>Sign in</Link> to use your saved addresses and keep your orders together.
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
          <fieldset className={styles.fieldset} aria-describedby={errors.shippingMethod ? "shipping-error" : undefined}>
            <legend className="visually-hidden">Choose how fast we deliver</legend>
            {errors.shippingMethod && (
              <p id="shipping-error" className={styles.fieldError}>
                {errors.shippingMethod}
              </p>
            )}
            <div className={styles.options}>
              {methods.map((id) => {
                const method = SHIPPING_METHODS[id];
                const price = checkout.quotes[id].shippingPrice.gross;
                return (
                  <label key={id} className={`${styles.option} ${styles.shippingOption}`} data-testid={`shipping-${id}`}>
                    <input type="radio" name="shippingMethod" value={id} checked={shippingMethod === id} onChange={() => setShippingMethod(id)} />
                    <span className={styles.optionText}>
                      <span className={styles.optionName}>{method.name}</span>
                      {method.freeFromPence !== null && <span className={styles.optionHint}>Free when your drinks come to {money(method.freeFromPence)} or more</span>}
                    </span>
                    <span className={styles.optionPrice}>{price === 0 ? "Free" : money(price)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </section>
      </div>

      <aside className={styles.summary} aria-labelledby="summary-title">
        <div>
          <h2 id="summary-title" className={styles.summaryTitle}>
            Your order
          </h2>
          <p className={styles.summaryCount}>
            {checkout.items.length} {checkout.items.length === 1 ? "product" : "products"} · {units} bottles and cans
          </p>
        </div>
        {/* On a wide screen the summary stays in view: a long list of lines scrolls inside it. */}
        <div className={styles.summaryLines} role="region" aria-label="Items in your order" tabIndex={0}>
          <LineList items={checkout.items} label="Items" compact />
        </div>
        <BoxList boxes={checkout.cartValidity.boxes} label="Boxes in your order" />
        <AmountList amounts={quote} shippingMethod={shippingMethod} totalLabel="Total to pay" showNet={false} />

        <p className={styles.payment} data-testid="payment-statement">
          {paymentStatement}
        </p>

        <div ref={alertRef} tabIndex={-1} className={styles.alertSlot}>
          {problem && (
            <div role="alert" className={styles.alert} data-testid="checkout-alert">
              <p>{problem.message}</p>
              {problem.followUp === "signIn" && (
                <p>
                  <Link href={SIGN_IN_HREF}>Sign in again</Link>
                </p>
              )}
            </div>
          )}
        </div>

        <button type="submit" className={`btn btn-pink ${styles.placeOrder}`} disabled={!ready || submitting}>
          {submitting ? "Placing your order…" : "Place order"}
        </button>
        <p className={styles.small}>
          By placing your order you confirm you&rsquo;re buying alcohol-free drinks for delivery in the UK. Prices include VAT.
        </p>
      </aside>
    </form>
  );
}

interface AddressStepProps {
  kind: "delivery" | "billing";
  legend: string;
  defaultFlag: "isDefaultDelivery" | "isDefaultBilling";
  /** The signed-in customer's address book; null for guests. */
  addresses: SavedAddress[] | null;
  value: AddressChoiceValue;
  onChange: (value: AddressChoiceValue) => void;
  draft: AddressDraft;
  onDraftChange: (field: AddressField, value: string) => void;
  save: boolean;
  onSave: (save: boolean) => void;
  errors: Record<string, string>;
}

/** One address step: saved addresses to choose from (with "Use a new address"), or the form alone. */
function AddressStep({ kind, legend, defaultFlag, addresses, value, onChange, draft, onDraftChange, save, onSave, errors }: AddressStepProps) {
  const section = kind === "delivery" ? "shipping" : "billing";
  const form = (withOwnError: boolean) => (
    <NewAddress
      idPrefix={kind}
      section={section}
      draft={draft}
      onChange={onDraftChange}
      errors={errors}
      save={addresses ? save : null}
      onSave={onSave}
      error={withOwnError ? errors[kind] : undefined}
    />
  );
  if (!addresses?.length) return form(true);
  return (
    <AddressChooser
      name={kind}
      legend={legend}
      addresses={addresses}
      defaultFlag={defaultFlag}
      value={value}
      onChange={onChange}
      error={errors[kind]}
      newAddress={form(false)}
    />
  );
}

interface NewAddressProps {
  idPrefix: "delivery" | "billing";
  section: "shipping" | "billing";
  draft: AddressDraft;
  onChange: (field: AddressField, value: string) => void;
  errors: Record<string, string>;
  /** The "Save to my address book" checkbox's state, or null for guests (no address book). */
  save: boolean | null;
  onSave: (save: boolean) => void;
  /** The choice's own message, when there is no list of saved addresses to show it with. */
  error?: string;
}

function NewAddress({ idPrefix, section, draft, onChange, errors, save, onSave, error }: NewAddressProps) {
  return (
    <div className={styles.newAddressBody}>
      {error && !Object.keys(errors).some((key) => key.startsWith(`${idPrefix}.`)) && <p className={styles.fieldError}>{error}</p>}
      <AddressFields idPrefix={idPrefix} path={`${idPrefix}.address`} section={section} draft={draft} errors={errors} onChange={onChange} />
      {save !== null && (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={save} onChange={(event) => onSave(event.target.checked)} />
          Save to my address book
        </label>
      )}
    </div>
  );
}
