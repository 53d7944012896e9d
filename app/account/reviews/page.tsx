import type { Metadata } from "next";
import { AccountFrame } from "@/components/page/AccountFrame";
import { AccountReviewsView } from "@/components/reviews/AccountReviewsView";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { accountReviews } from "@/lib/server/reviews/customer";
import { requireAccountUser } from "@/lib/server/auth/session";

export const metadata: Metadata = {
  title: "Reviews",
  description: "Review the drinks you've bought, and see and edit your reviews.",
  robots: { index: false },
};

// Reads the sign-in cookie on every request.
export const dynamic = "force-dynamic";

export default async function AccountReviewsPage() {
  const user = await requireAccountUser(ACCOUNT_LINKS.reviews.href);
  const data = await accountReviews(user.uid);
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.reviews.href}
      title={ACCOUNT_LINKS.reviews.label}
      standfirst="Tell other shoppers what you thought of the drinks we've sent you. Each review shows as a verified purchase, with the month you ordered."
    >
      <AccountReviewsView data={data} />
    </AccountFrame>
  );
}
