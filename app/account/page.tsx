import type { Metadata } from "next";
import Link from "next/link";
import { ProfileForm } from "@/components/account/ProfileForm";
import { OrderList } from "@/components/orders/OrderList";
import { AccountFrame } from "@/components/page/AccountFrame";
import { CoursesInProgress } from "@/components/learn/CoursesInProgress";
import { ButtonRow } from "@/components/page/ButtonRow";
import { CardGrid } from "@/components/page/CardGrid";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";
import type { OrderView } from "@/lib/checkout/contract";
import { courses, courseSummary } from "@/lib/server/learn/courses";
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
  const initial = (user.name || user.email || "?").trim().charAt(0).toUpperCase();
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
      <section className={styles.identity} aria-label="Signed in as">
        {user.picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- any host the user chose; not optimised
          <img src={user.picture} alt="" className={styles.photo} width={72} height={72} referrerPolicy="no-referrer" />
        ) : (
          <span className={`${styles.photo} ${styles.initial}`} aria-hidden="true">
            {initial}
          </span>
        )}
        <div className={styles.identityText}>
          <p className={styles.name} data-testid="account-name">
            {user.name || "Your account"}
          </p>
          {user.email && (
            <p className={styles.email} data-testid="account-email">
              {user.email}
            </p>
          )}
        </div>
      </section>
      <div className={styles.section}>
        <ProfileForm name={user.name} photoURL={user.picture} />
      </div>
      {recentOrders && recentOrders.length > 0 && (
        <section className={styles.section} aria-labelledby="recent-orders-title" data-testid="recent-orders">
          <h2 id="recent-orders-title">Recent orders</h2>
          <OrderList orders={recentOrders} label="Your recent orders" />
          <ButtonRow>
            <Link href={ACCOUNT_LINKS.orders.href} className="btn btn-outline btn-small">
              All your orders
            </Link>
          </ButtonRow>
        </section>
      )}
      {toReview > 0 && (
        <p className={styles.section} data-testid="review-purchases-link">
          <Link href={ACCOUNT_LINKS.reviews.href}>Review your purchases</Link> ({toReview} {toReview === 1 ? "drink" : "drinks"} to review)
        </p>
      )}
      <div className={styles.section}>
        <CoursesInProgress courses={courses().map(courseSummary)} />
      </div>
      <CardGrid
        headingLevel={2}
        size="large"
        items={[
          {
            title: ACCOUNT_LINKS.orders.label,
            href: ACCOUNT_LINKS.orders.href,
            description: "Every order you've placed, with its boxes, total and delivery details.",
            cta: "View orders",
          },
          {
            title: ACCOUNT_LINKS.addresses.label,
            href: ACCOUNT_LINKS.addresses.href,
            description: "The delivery addresses you've saved, ready to choose at checkout.",
            cta: "Manage addresses",
          },
          {
            title: ACCOUNT_LINKS.favourites.label,
            href: ACCOUNT_LINKS.favourites.href,
            description: "The drinks you've saved with the heart, with their prices and stock.",
            cta: "View favourites",
          },
        ]}
      />
      <ButtonRow>
        <Link href={canonicalHref(ACCOUNT_LINKS.signOut.href)} className="btn btn-outline">
          Sign out
        </Link>
      </ButtonRow>
    </AccountFrame>
  );
}
