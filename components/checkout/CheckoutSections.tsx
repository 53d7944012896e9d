"use client";
// The checkout form's left column, step by step: notices, Contact, the two address steps (one
// component, used for delivery and for billing) and the delivery option.
import Link from "next/link";
import type { Dispatch, ReactNode } from "react";
import { Field } from "@/components/account/Field";
import type { SavedAddress } from "@/lib/address/schema";
import { AddressStep } from "./AddressStep";
import type { AddressKind, AddressState, CheckoutFormAction, CheckoutFormState } from "@/lib/checkout/form-state";
import type { ReadyCheckout } from "./CheckoutForm";
import { EditBasketButton } from "./EditBasketButton";
import { CHECKOUT_SIGN_IN_HREF } from "@/lib/checkout/messages";
import { ShippingOptions, type ShippingMethodId } from "./ShippingOptions";
import styles from "./CheckoutForm.module.css";

/** The notice from the server and the drinks the basket has more of than we have in stock. */
export function CheckoutNotices({ checkout }: { checkout: ReadyCheckout }) {
  return (
    <>
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
    </>
  );
}

interface StepSectionProps {
  /** The heading's id: "contact-title", "delivery-title", … */
  titleId: string;
  step: number;
  title: string;
  children: ReactNode;
}

/** One numbered step of the form. */
export function StepSection({ titleId, step, title, children }: StepSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ContactProps {
  /** The signed-in customer's email; null for a guest, who types one. */
  accountEmail: string | null | undefined;
  signedIn: boolean;
  email: string;
  error: string | undefined;
  dispatch: Dispatch<CheckoutFormAction>;
}

export function ContactDetails({ accountEmail, signedIn, email, error, dispatch }: ContactProps) {
  if (signedIn) {
    return (
      <p className={styles.signedIn} data-testid="checkout-email">
        We&rsquo;ll send your confirmation to <strong>{accountEmail}</strong>, the email of the account you&rsquo;re signed in
        with.
      </p>
    );
  }
  return (
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
        error={error}
        onChange={(event) => dispatch({ type: "email", value: event.target.value })}
      />
      <p className={styles.aside}>
        Have an account? <Link href={CHECKOUT_SIGN_IN_HREF}>Sign in</Link> to use your saved addresses and keep your orders together.
      </p>
    </>
  );
}

const ADDRESS_STEPS = {
  delivery: { legend: "Deliver to", defaultFlag: "isDefaultDelivery" },
  billing: { legend: "Bill to", defaultFlag: "isDefaultBilling" },
} as const;

interface AddressSectionProps {
  kind: AddressKind;
  /** The signed-in customer's address book; null for guests. */
  addresses: SavedAddress[] | null;
  address: AddressState;
  errors: Record<string, string>;
  dispatch: Dispatch<CheckoutFormAction>;
}

/** The delivery or the billing address, bound to the form's state. */
export function AddressSection({ kind, addresses, address, errors, dispatch }: AddressSectionProps) {
  return (
    <AddressStep
      kind={kind}
      legend={ADDRESS_STEPS[kind].legend}
      defaultFlag={ADDRESS_STEPS[kind].defaultFlag}
      addresses={addresses}
      value={address.choice}
      onChange={(value) => dispatch({ type: "choice", kind, value })}
      draft={address.draft}
      onDraftChange={(field, value) => dispatch({ type: "draft", kind, field, value })}
      save={address.save}
      onSave={(value) => dispatch({ type: "save", kind, value })}
      errors={errors}
    />
  );
}

interface CheckoutStepsProps {
  checkout: ReadyCheckout;
  methods: ShippingMethodId[];
  state: CheckoutFormState;
  dispatch: Dispatch<CheckoutFormAction>;
}

/** Steps 1 to 4: contact, delivery address, billing address, delivery option. */
export function CheckoutSteps({ checkout, methods, state, dispatch }: CheckoutStepsProps) {
  const { errors, shippingMethod } = state;
  // Saved addresses are for signed-in customers only.
  const addresses = checkout.customer !== null ? checkout.addresses : null;
  return (
    <>
      <StepSection titleId="contact-title" step={1} title="Contact">
        <ContactDetails accountEmail={checkout.customer?.email} signedIn={checkout.customer !== null} email={state.email} error={errors.email} dispatch={dispatch} />
      </StepSection>

      <StepSection titleId="delivery-title" step={2} title="Delivery address">
        <p className={styles.hint}>We deliver to addresses in the United Kingdom.</p>
        <AddressSection kind="delivery" addresses={addresses} address={state.delivery} errors={errors} dispatch={dispatch} />
      </StepSection>

      <StepSection titleId="billing-title" step={3} title="Billing address">
        <label className={styles.checkbox}>
          <input type="checkbox" checked={state.billingSame} onChange={(event) => dispatch({ type: "billingSame", value: event.target.checked })} />
          Same as the delivery address
        </label>
        {!state.billingSame && <AddressSection kind="billing" addresses={addresses} address={state.billing} errors={errors} dispatch={dispatch} />}
      </StepSection>

      <StepSection titleId="shipping-title" step={4} title="Delivery option">
        <ShippingOptions
          methods={methods}
          quotes={checkout.quotes}
          value={shippingMethod}
          onChange={(value) => dispatch({ type: "shippingMethod", value })}
          error={errors.shippingMethod}
        />
      </StepSection>
    </>
  );
}
