import type { Metadata } from "next";
import Link from "next/link";
import { BoxTypes } from "@/components/page/BoxTypes";
import { ButtonRow } from "@/components/page/ButtonRow";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { Prose } from "@/components/page/Prose";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Check out your boxes of alcohol-free drinks.",
  robots: { index: false },
};

export default function CheckoutPage() {
  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Shop", href: "/shop" },
          { label: "Checkout" },
        ]}
        title="Checkout"
        standfirst="Nearly there. Before you pay, we check that every box in your cart is full and that every price is up to date."
      />

      <Prose>
        <h2>Before you check out</h2>
        <p>
          Drinks travel in boxes, and each box must be full before an order can be placed. Your cart
          counts the bottles and cans in each box for you (multipacks count by the bottle or can) and
          tells you how many more a box needs. Top it up with any drinks of the right size.
        </p>
        <p>
          When your boxes are full, your cart brings you here to choose delivery and confirm your
          order. Prices include VAT and are checked against the shop again as you check out; if
          anything has changed since you added it, we tell you before you pay.
        </p>
        <p>
          Signed in? Your cart is saved to your account and your addresses are ready to use. Not
          yet? <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)}>Sign in</Link> or{" "}
          <Link href={canonicalHref(ACCOUNT_LINKS.signUp.href)}>create an account</Link> to keep
          track of your orders.
        </p>
      </Prose>

      <PageSection id="checkout-boxes" title="The three boxes">
        <BoxTypes headingLevel={3} />
      </PageSection>

      <ButtonRow>
        <Link href={canonicalHref("/shop")} className="btn btn-cyan">
          Back to the shop
        </Link>
      </ButtonRow>
    </PageLayout>
  );
}
