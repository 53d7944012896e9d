import type { Metadata } from "next";
import { SigningOut } from "@/components/account/SigningOut";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";

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
        standfirst="Your saved cart, orders, addresses and podcasts stay safely with your account, ready for the next time you sign in."
      />
      <SigningOut />
    </PageLayout>
  );
}
