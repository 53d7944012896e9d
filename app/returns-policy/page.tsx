import { RETURNS_POLICY } from "@/content/help/returns-policy";
import { PolicyPage, policyMetadata } from "@/components/help/PolicyPage";
import { LEGAL_LINKS } from "@/lib/navigation";

// The returns policy: static, prerendered once (content/help/returns-policy.ts).
export const metadata = policyMetadata(RETURNS_POLICY, LEGAL_LINKS.returns.href);

export default function ReturnsPolicyPage() {
  return <PolicyPage document={RETURNS_POLICY} />;
}
