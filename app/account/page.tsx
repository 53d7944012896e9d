import type { Metadata } from "next";
import Link from "next/link";
import { AccountCards } from "@/components/account/AccountCards";
import { AccountIdentity } from "@/components/account/AccountIdentity";
import { AccountRecentOrders } from "@/components/account/AccountRecentOrders";
import { ProfileForm } from "@/components/account/ProfileForm";
import { AccountFrame } from "@/components/page/AccountFrame";
import { CoursesInProgress } from "@/components/learn/CoursesInProgress";
import { ButtonRow } from "@/components/page/ButtonRow";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";
import type { OrderView } from "@/lib/checkout/contract";
import { courseSummaries } from "@/lib/server/learn/courses";
import { listOrdersOf } from "@/lib/server/orders/order-queries";
import { toReviewCount } from "@/lib/server/reviews/customer";
import { requireAccountUser } from "@/lib/server/auth/session";
import styles from "@/components/account/Account.module.css";

/** Orders the overview shows; the orders page lists them all. */
const RECENT_ORDERS = 3;

export const metadata: Metadata = {
  title: "Account overview",
  description: "Your account: your details, orders and delivery addresses.",
  robots: { index: false },
};

// Reads the sign-in cookie on every request.
export const dynamic = "force-dynamic";

export default async function AccountOverviewPage() {
  const user = await requireAccountUser(ACCOUNT_LINKS.overview.href);
  let recentOrders: OrderView[] | null = null;
  try {
    recentOrders = await listOrdersOf(user.uid, RECENT_ORDERS);
  } catch (error) {
    // The overview still shows; the orders page says plainly if the database is unavailable.
    console.error("Could not read recent orders", error);
  }
  // Dispatched drinks not yet reviewed: a short link to /account/reviews when there are any.
  const toReview = await toReviewCount(user.uid).catch(() => 0);
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.overview.href}
      title={ACCOUNT_LINKS.overview.label}
      standfirst="Your account at a glance: your details, your orders and the addresses we deliver to."
    >
      <AccountIdentity user={user} />
      <div className={styles.section}>
        <ProfileForm name={user.name} photoURL={user.picture} />
      </div>
      {recentOrders && recentOrders.length > 0 && <AccountRecentOrders orders={recentOrders} />}
      {toReview > 0 && (
        <p className={styles.section} data-testid="review-purchases-link">
          <Link href={ACCOUNT_LINKS.reviews.href}>Review your purchases</Link> ({toReview} {toReview === 1 ? "drink" : "drinks"} to review)
        </p>
      )}
      <div className={styles.section}>
        <CoursesInProgress courses={await courseSummaries()} />
      </div>
      <AccountCards />
      <ButtonRow>
        <Link href={canonicalHref(ACCOUNT_LINKS.signOut.href)} className="btn btn-outline">
          Sign out
        </Link>
      </ButtonRow>
    </AccountFrame>
  );
}
