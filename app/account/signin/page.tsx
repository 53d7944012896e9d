import type { Metadata } from "next";
import { SignInForm } from "@/components/account/SignInForm";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { ACCOUNT_LINKS } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to your account to see your orders, addresses, saved cart and podcasts.",
  robots: { index: false },
};

export default function SignInPage() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        eyebrow="Welcome back"
        title={ACCOUNT_LINKS.signIn.label}
        standfirst="Sign in to pick up your cart on any device, check out faster with saved addresses, follow your orders and keep your favourite podcasts."
      />
      <SignInForm />
    </PageLayout>
  );
}
