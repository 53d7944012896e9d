import type { Metadata } from "next";
import { HELP_PAGE } from "@/content/help";
import { HelpCentre } from "@/components/help/HelpCentre";
import { HELP_LINK } from "@/lib/navigation";

// The help centre: static, prerendered once (its words and figures are content/help/ and the
// shop's constants). Anchors: #delivery, #boxes, #strength, #returns, #payment, #account, #contact.
export const metadata: Metadata = {
  title: HELP_PAGE.title,
  description: HELP_PAGE.description,
  alternates: { canonical: HELP_LINK.href },
  openGraph: { title: HELP_PAGE.title, description: HELP_PAGE.description, url: HELP_LINK.href },
};

export default function HelpPage() {
  return <HelpCentre />;
}
