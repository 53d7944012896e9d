import type { Metadata } from "next";
import Link from "next/link";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ButtonRow } from "@/components/page/ButtonRow";
import { CardGrid } from "@/components/page/CardGrid";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Account overview",
  description: "Your account: your details, orders and delivery addresses.",
  robots: { index: false },
};

export default function AccountOverviewPage() {
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.overview.href}
      title={ACCOUNT_LINKS.overview.label}
      standfirst="Your account at a glance: your details, your orders and the addresses we deliver to. Sign in to see yours."
    >
      <ButtonRow>
        <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)} className="btn btn-cyan">
          Sign in
        </Link>
        <Link href={canonicalHref(ACCOUNT_LINKS.signUp.href)} className="btn btn-outline">
          Create an account
        </Link>
      </ButtonRow>
      <CardGrid
        headingLevel={2}
        size="large"
        items={[
          {
            title: ACCOUNT_LINKS.orders.label,
            href: ACCOUNT_LINKS.orders.href,
            description: "Every order you've placed, with its boxes, total and delivery details.",
            cta: "View orders",
          },
          {
            title: ACCOUNT_LINKS.addresses.label,
            href: ACCOUNT_LINKS.addresses.href,
            description: "The delivery addresses you've saved, ready to choose at checkout.",
            cta: "Manage addresses",
          },
        ]}
      />
    </AccountFrame>
  );
}
