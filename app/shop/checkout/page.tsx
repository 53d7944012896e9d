import type { Metadata } from "next";
import { CheckoutEmpty } from "@/components/checkout/CheckoutEmpty";
import { CheckoutForm } from "@/components/checkout/CheckoutForm";
import { CheckoutInvalid } from "@/components/checkout/CheckoutInvalid";
import { CheckoutRefresher } from "@/components/checkout/CheckoutRefresher";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { loadCheckout } from "@/lib/server/checkout";

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

export default async function CheckoutPage() {
  const checkout = await loadCheckout();
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
      {checkout.state === "empty" && <CheckoutEmpty />}
      {checkout.state === "invalid" && <CheckoutInvalid items={checkout.items} cartValidity={checkout.cartValidity} />}
      {checkout.state === "ready" && <CheckoutForm checkout={checkout} />}
      {checkout.state !== "empty" && <CheckoutRefresher />}
    </PageLayout>
  );
}
