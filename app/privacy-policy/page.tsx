import type { Metadata } from "next";
import {
  PrivacyCookies,
  PrivacyHowLongWeKeepIt,
  PrivacyKeepingItSafe,
  PrivacyPolicyChanges,
  PrivacyWhatWeCollect,
  PrivacyWhoWeAre,
  PrivacyWhoWeShareItWith,
  PrivacyWhyWeUseIt,
  PrivacyYourRights,
} from "@/components/legal/PrivacyPolicySections";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { SITE_NAME } from "@/lib/constants";
import { LEGAL_LINKS } from "@/lib/navigation";

export const metadata: Metadata = {
  title: LEGAL_LINKS.privacy.label,
  description: `How ${SITE_NAME} collects, uses and protects your personal information, and your rights over it.`,
};

export default function PrivacyPolicyPage() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: LEGAL_LINKS.privacy.label }]}
        eyebrow="Legal"
        title={LEGAL_LINKS.privacy.label}
        standfirst="What personal information we collect, why we need it, who we share it with and the choices you have. We keep it to what the site needs, and we never sell it."
      />
      <Prose>
        <PrivacyWhoWeAre />
        <PrivacyWhatWeCollect />
        <PrivacyWhyWeUseIt />
        <PrivacyWhoWeShareItWith />
        <PrivacyHowLongWeKeepIt />
        <PrivacyYourRights />
        <PrivacyCookies />
        <PrivacyKeepingItSafe />
        <PrivacyPolicyChanges />
      </Prose>
    </PageLayout>
  );
}
