import type { Metadata } from "next";
import { CheckoutEmpty } from "@/components/checkout/CheckoutEmpty";
import { CheckoutForm } from "@/components/checkout/CheckoutForm";
import { CheckoutInvalid } from "@/components/checkout/CheckoutInvalid";
import { CheckoutRefresher } from "@/components/checkout/CheckoutRefresher";
import { OrderLines } from "@/components/checkout/OrderLines";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { loadCheckout } from "@/lib/server/orders/checkout";
import styles from "@/components/checkout/CheckoutStates.module.css";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Check out your boxes of alcohol-free drinks.",
  robots: { index: false },
};

// The basket is read from its cookies and re-priced on every request.
export const dynamic = "force-dynamic";

const STANDFIRST = {
  empty: "Nothing to check out yet.",
  invalid: "Nearly there: every box must be full before we can send your order.",
  ready: "Check your details, choose a delivery option and place your order. Prices are checked again as you order.",
} as const;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const [checkout, params] = await Promise.all([loadCheckout(), searchParams]);
  // Back from Stripe Checkout without paying (its cancel address).
  const paymentCancelled = params.payment === "cancelled";
  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Shop", href: "/shop" },
          { label: "Checkout" },
        ]}
        title="Checkout"
        standfirst={STANDFIRST[checkout.state]}
      />
      {paymentCancelled && (
        <p role="status" className={styles.notice} data-testid="payment-cancelled">
          You left the card payment before it finished, so nothing has been charged.
          {checkout.state !== "empty" && " Your basket is below when you are ready to try again."}
        </p>
      )}
      {checkout.state === "empty" && <CheckoutEmpty />}
      {checkout.state === "invalid" && <CheckoutInvalid items={checkout.items} cartValidity={checkout.cartValidity} />}
      {checkout.state === "ready" && (
        <CheckoutForm checkout={checkout} orderLines={<OrderLines items={checkout.items} boxes={checkout.cartValidity.boxes} />} />
      )}
      {checkout.state !== "empty" && <CheckoutRefresher server={checkout.cart} />}
    </PageLayout>
  );
}
