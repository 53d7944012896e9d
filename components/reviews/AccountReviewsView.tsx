import Link from "next/link";
import type { AccountReviews, OwnReview } from "@/lib/reviews/contract";
import { purchaseMonth } from "@/lib/reviews/rules";
import { EditableReview } from "./EditableReview";
import { ReviewCard } from "./ReviewCard";
import { ReviewForm } from "./ReviewForm";
import styles from "./Reviews.module.css";

const STATUS_TEXT: Record<OwnReview["status"], string> = {
  published: "Published on the product page",
  held: "Waiting for our team: it was reported, so we are checking it",
  hidden: "Hidden by our team",
};

/** /account/reviews: "Review your purchases" (dispatched, not yet reviewed, each with its form) and the customer's own reviews. */
export function AccountReviewsView({ data }: { data: AccountReviews }) {
  return (
    <>
      <section aria-labelledby="to-review-heading" className={styles.accountSection} data-testid="to-review">
        <h2 id="to-review-heading">Review your purchases</h2>
        {data.toReview.length === 0 ? (
          <p className={styles.empty}>Nothing to review right now. Once an order of yours has been dispatched, its drinks appear here.</p>
        ) : (
          <ul className={styles.toReviewList}>
            {data.toReview.map((product) => (
              <li key={product.slug} className={styles.toReviewItem} data-testid="to-review-item" data-slug={product.slug}>
                <div className={styles.toReviewProduct}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVGs need no optimiser */}
                  <img src={product.imageUrl} alt="" width={72} height={72} className={styles.thumb} />
                  <div>
                    <h3 className={styles.productName}>
                      <Link href={`/shop/products/${product.slug}`}>
                        {product.brand} {product.name}
                      </Link>
                    </h3>
                    <p className={styles.muted}>Bought in {purchaseMonth(product.purchasedAt)}</p>
                  </div>
                </div>
                <ReviewForm mode="create" slug={product.slug} productName={`${product.brand} ${product.name}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="your-reviews-heading" className={styles.accountSection} data-testid="own-reviews">
        <h2 id="your-reviews-heading">Your reviews</h2>
        {data.reviews.length === 0 ? (
          <p className={styles.empty}>You haven&apos;t written a review yet.</p>
        ) : (
          <ul className={styles.ownList}>
            {data.reviews.map((review) => (
              <li key={review.id} className={styles.ownItem} data-testid="own-review" data-status={review.status}>
                <h3 className={styles.productName}>
                  <Link href={`/shop/products/${review.productSlug}#reviews`}>{review.productName}</Link>
                </h3>
                <p className={`${styles.status} ${styles[`status_${review.status}`]}`}>{STATUS_TEXT[review.status]}</p>
                {review.status === "hidden" && review.hiddenReason && (
                  <p className={styles.hiddenReason} data-testid="hidden-reason">
                    <strong>Why:</strong> {review.hiddenReason}
                  </p>
                )}
                <EditableReview review={review}>
                  <ReviewCard review={review} headingLevel={4} report={false} />
                </EditableReview>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
