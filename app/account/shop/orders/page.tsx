import type { Metadata } from "next";
import Link from "next/link";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ButtonRow } from "@/components/page/ButtonRow";
import { Prose } from "@/components/page/Prose";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Your orders",
  description: "The orders you've placed with us.",
  robots: { index: false },
};

export default function AccountOrdersPage() {
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.orders.href}
      title={ACCOUNT_LINKS.orders.label}
      standfirst="Every order you place while signed in is listed here, newest first."
    >
      <Prose>
        <p>
          For each order you&rsquo;ll see the date, the drinks and boxes in it, the delivery
          address and what you paid, including VAT and delivery. Sign in to see your orders.
        </p>
        <p>
          Ordered as a guest? Create an account with the same email address to keep future orders
          together in one place.
        </p>
      </Prose>
      <ButtonRow>
        <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)} className="btn btn-cyan">
          Sign in
        </Link>
        <Link href={canonicalHref("/shop")} className="btn btn-outline">
          Continue shopping
        </Link>
      </ButtonRow>
    </AccountFrame>
  );
}
