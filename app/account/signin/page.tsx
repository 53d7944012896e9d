import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";

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
      <ComingSoon
        title="Sign-in is almost ready"
        illustration="compass"
        actions={
          <Link href={canonicalHref("/shop")} className="btn btn-outline">
            Shop as a guest
          </Link>
        }
      >
        <p>
          You&rsquo;ll be able to sign in with your email and password, or with one click using an
          account you already have. Until then, you can browse and fill your cart as a guest.
        </p>
        <p>
          New here? <Link href={canonicalHref(ACCOUNT_LINKS.signUp.href)}>Create an account</Link>.
        </p>
      </ComingSoon>
    </PageLayout>
  );
}
