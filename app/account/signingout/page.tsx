import type { Metadata } from "next";
import Link from "next/link";
import { ButtonRow } from "@/components/page/ButtonRow";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Signing out",
  description: "Signing you out of your account on this device.",
  robots: { index: false },
};

export default function SigningOutPage() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        eyebrow="See you soon"
        title="Signing out"
        standfirst="This is where you sign out of your account on this device."
      />
      <Prose>
        <p>
          Signing out removes your sign-in from this browser. Your saved cart, orders, addresses
          and podcasts stay safely with your account, ready for the next time you sign in.
        </p>
        <p>
          On a shared or public computer, it&rsquo;s a good idea to close the browser too once
          you&rsquo;ve signed out.
        </p>
      </Prose>
      <ButtonRow>
        <Link href={canonicalHref("/")} className="btn btn-cyan">
          Back to the home page
        </Link>
        <Link href={canonicalHref(ACCOUNT_LINKS.signIn.href)} className="btn btn-outline">
          Sign in again
        </Link>
      </ButtonRow>
    </PageLayout>
  );
}
