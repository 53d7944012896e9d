import type { Metadata } from "next";
import { RETURNS_POLICY } from "@/content/help/returns-policy";
import { PolicyPage } from "@/components/help/PolicyPage";
import { LEGAL_LINKS } from "@/lib/navigation";

// The returns policy: static, prerendered once (content/help/returns-policy.ts).
export const metadata: Metadata = {
  title: RETURNS_POLICY.title,
  description: RETURNS_POLICY.description,
  alternates: { canonical: LEGAL_LINKS.returns.href },
  openGraph: { title: RETURNS_POLICY.title, description: RETURNS_POLICY.description, url: LEGAL_LINKS.returns.href },
};

export default function ReturnsPolicyPage() {
  return <PolicyPage document={RETURNS_POLICY} />;
}
