import type { Metadata } from "next";
import { TERMS_OF_SALE } from "@/content/help/terms-of-sale";
import { PolicyPage } from "@/components/help/PolicyPage";
import { LEGAL_LINKS } from "@/lib/navigation";

// The terms of sale: static, prerendered once (content/help/terms-of-sale.ts).
export const metadata: Metadata = {
  title: TERMS_OF_SALE.title,
  description: TERMS_OF_SALE.description,
  alternates: { canonical: LEGAL_LINKS.terms.href },
  openGraph: { title: TERMS_OF_SALE.title, description: TERMS_OF_SALE.description, url: LEGAL_LINKS.terms.href },
};

export default function TermsOfSalePage() {
  return <PolicyPage document={TERMS_OF_SALE} />;
}
