import Link from "next/link";
import { Stars } from "@/components/reviews/Stars";
import { SafeMarkdown } from "@/components/talk/SafeMarkdown";
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type AdminReview, type AdminReviewQueue } from "@/lib/reviews/contract";
import { reviewDate, verifiedPurchaseLabel } from "@/lib/reviews/rules";
import { AdminPageHeader } from "../AdminPageHeader";
import { AdminPagination } from "../AdminPagination";
import { reviewsHref } from "@/lib/admin/review-hrefs";
import { ReviewModeration } from "./ReviewModeration";
import card from "../OrderQueue.styles";
import tabs from "../QueueTabs.styles";
import styles from "./ReviewQueue.styles";

const EMPTY: Record<AdminReview["status"], string> = {
  held: "No reviews are waiting: a review is held here when enough customers have reported it (two verified buyers, or more newer accounts).",
  published: "No published reviews yet.",
  hidden: "No hidden reviews.",
};

/** /admin/reviews: held reviews first (reported twice), then published and hidden, each with its moderation. */
export function ReviewQueueView({ queue }: { queue: AdminReviewQueue }) {
  const { status, counts, reviews, page, pageCount } = queue;
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        subtitle="Verified buyers' reviews. New reviews are published at once; a review reported by two verified buyers (or more newer accounts) is held here until you publish or hide it."
      />
      <div className={card.card}>
        <nav aria-label="Review status" className={tabs.nav}>
          <ul className={tabs.tabs}>
            {REVIEW_STATUSES.map((value) => (
              <li key={value}>
                <Link href={reviewsHref(value)} className={tabs.tab} aria-current={value === status ? "page" : undefined} data-testid={`review-tab-${value}`}>
                  {REVIEW_STATUS_LABELS[value]}
                  <span className={tabs.count}>
                    <span className="visually-hidden">(</span>
                    {counts[value].toLocaleString("en-GB")}
                    <span className="visually-hidden"> reviews)</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={card.status} role="status">
          {reviews.length === 0 ? EMPTY[status] : `${counts[status].toLocaleString("en-GB")} ${REVIEW_STATUS_LABELS[status].toLowerCase()} ${counts[status] === 1 ? "review" : "reviews"}.`}
        </p>
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.item} data-testid="admin-review" data-review-id={review.id} data-status={review.status}>
              <article className={styles.review} aria-labelledby={`admin-review-${review.id}`}>
                <div className={styles.text}>
                  <p className={styles.product}>
                    <Link href={`/shop/products/${review.productSlug}#reviews`}>{review.productName}</Link>
                  </p>
                  <Stars rating={review.rating} />
                  <h2 id={`admin-review-${review.id}`} className={styles.title}>
                    {review.title}
                  </h2>
                  <p className={styles.meta}>
                    {review.authorName} · {reviewDate(review.createdAt)}
                    {review.editedAt ? ` · edited ${reviewDate(review.editedAt)}` : ""} · {verifiedPurchaseLabel(review.purchasedAt)}
                  </p>
                  <div className={styles.body}>
                    <SafeMarkdown markdown={review.body} />
                  </div>
                  {review.hiddenReason && (
                    <p className={styles.note}>
                      <strong>Hidden because:</strong> {review.hiddenReason}
                    </p>
                  )}
                  {review.reportCount > 0 && (
                    <div className={styles.reports} data-testid="admin-review-reports">
                      <p className={styles.reportsTitle}>
                        Reported by {review.reportCount} {review.reportCount === 1 ? "customer" : "customers"}
                      </p>
                      <ul>
                        {review.reports.map((report, index) => (
                          <li key={index}>
                            {reviewDate(report.at)}: {report.reason ?? <em>no reason given</em>}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {review.reply && (
                    <div className={styles.reply}>
                      <p className={styles.reportsTitle}>Our reply ({reviewDate(review.reply.at)})</p>
                      <SafeMarkdown markdown={review.reply.body} />
                    </div>
                  )}
                </div>
                <ReviewModeration review={review} />
              </article>
            </li>
          ))}
        </ul>
        {reviews.length > 0 && <AdminPagination page={page} pageCount={pageCount} hrefFor={(p) => reviewsHref(status, p)} />}
      </div>
    </>
  );
}
