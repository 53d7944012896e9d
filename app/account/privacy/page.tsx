import type { Metadata } from "next";
import { PrivacyActions } from "@/components/account/privacy/PrivacyActions";
import { PrivacyExplainer } from "@/components/account/privacy/PrivacyExplainer";
import styles from "@/components/account/privacy/Privacy.module.css";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ACCOUNT_LINKS } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Your data",
  description: "Download everything we hold about you, or delete your account.",
  robots: { index: false },
};

// Per request, for the nonce CSP (proxy.ts): this page downloads everything held about the
// customer and deletes the account with their token, so no injected script may run here.
export const dynamic = "force-dynamic";

/** Your data (issue 28.4): what we hold, a copy of it (UK GDPR art. 15) and erasure (art. 17). */
export default function PrivacyPage() {
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.privacy.href}
      title="Your data"
      standfirst="Download a copy of everything we hold about you, or delete your account."
    >
      <div className={styles.sections}>
        <PrivacyExplainer />
        <PrivacyActions />
      </div>
    </AccountFrame>
  );
}
