import type { Metadata } from "next";
import { EmailAction } from "@/components/account/EmailAction";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";

// robots.ts already keeps crawlers out of everything under /account.
export const metadata: Metadata = {
  title: "Your account link",
  description: "Reset your password or confirm your email address.",
  robots: { index: false },
};

export default function EmailActionPage() {
  return (
    <PageLayout variant="narrow">
      <PageHeader eyebrow="Your account" title="Your account link" />
      <EmailAction />
    </PageLayout>
  );
}
