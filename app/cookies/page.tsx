import type { Metadata } from "next";
import {
  CookiesBrowserStorage,
  CookiesMoreInformation,
  CookiesOnlyWithConsent,
  CookiesPayingByCard,
  CookiesWeUse,
  CookiesWhatTheyAre,
  CookiesYourChoices,
} from "@/components/legal/CookiePolicySections";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { SITE_NAME } from "@/lib/constants";
import { LEGAL_LINKS } from "@/lib/navigation";

export const metadata: Metadata = {
  title: LEGAL_LINKS.cookies.label,
  description: `The cookies and browser storage ${SITE_NAME} uses, what each is for and how long it lasts.`,
};

export default function CookiePolicyPage() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: LEGAL_LINKS.cookies.label }]}
        eyebrow="Legal"
        title={LEGAL_LINKS.cookies.label}
        standfirst="Which cookies we use, what they do and how long they last. The short version: only the ones the site needs to work, and no third-party trackers."
      />
      <Prose>
        <CookiesWhatTheyAre />
        <CookiesWeUse />
        <CookiesBrowserStorage />
        <CookiesOnlyWithConsent />
        <CookiesYourChoices />
        <CookiesPayingByCard />
        <CookiesMoreInformation />
      </Prose>
    </PageLayout>
  );
}
