import type { Metadata } from "next";
import Link from "next/link";
import { SignUpForm } from "@/components/account/SignUpForm";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { ThemeList } from "@/components/page/ThemeList";
import { ACCOUNT_LINKS, LEGAL_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Sign up",
  description: "Create an account to save your cart, addresses, orders and podcasts.",
  robots: { index: false },
};

const BENEFITS = [
  { title: "Your cart, everywhere", text: "Start a box on your phone and finish it on your laptop." },
  { title: "Faster checkout", text: "Saved addresses mean fewer forms to fill in." },
  { title: "Order history", text: "See what you ordered and when, so reordering a favourite is easy." },
  { title: "Saved podcasts", text: "Keep the shows you love in My Podcasts." },
] as const;

export default function SignUpPage() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        eyebrow="Join us"
        title={ACCOUNT_LINKS.signUp.label}
        standfirst="An account is free and takes a minute."
      />
      <SignUpForm />
      <Prose>
        <p>
          We&rsquo;ll look after your details as our{" "}
          <Link href={canonicalHref(LEGAL_LINKS.privacy.href)}>privacy policy</Link> explains.
        </p>
      </Prose>
      <h2>What an account gives you</h2>
      <ThemeList items={BENEFITS} headingLevel={3} />
    </PageLayout>
  );
}
