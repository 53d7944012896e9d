import type { Metadata } from "next";
import Link from "next/link";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ButtonRow } from "@/components/page/ButtonRow";
import { Prose } from "@/components/page/Prose";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Your addresses",
  description: "The delivery addresses saved to your account.",
  robots: { index: false },
};

export default function AccountAddressesPage() {
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.addresses.href}
      title={ACCOUNT_LINKS.addresses.label}
      standfirst="Save the places you'd like your drinks delivered, and choose one in a tap at checkout."
    >
      <Prose>
        <p>
          Keep home, work or a friend&rsquo;s address on file, and pick whichever suits each
          order. Addresses are saved to your account, so they&rsquo;re ready on any device where
          you sign in. Sign in to see and manage yours.
        </p>
      </Prose>
      <ButtonRow>
        <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)} className="btn btn-cyan">
          Sign in
        </Link>
      </ButtonRow>
    </AccountFrame>
  );
}
