import { TERMS_OF_SALE } from "@/content/help/terms-of-sale";
import { PolicyPage, policyMetadata } from "@/components/help/PolicyPage";
import { LEGAL_LINKS } from "@/lib/navigation";

// The terms of sale: static, prerendered once (content/help/terms-of-sale.ts).
export const metadata = policyMetadata(TERMS_OF_SALE, LEGAL_LINKS.terms.href);

export default function TermsOfSalePage() {
  return <PolicyPage document={TERMS_OF_SALE} />;
}
