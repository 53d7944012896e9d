import Link from "next/link";
import { ACCOUNT_REVIEWS_PATH, type ProductReviews } from "@/lib/reviews/contract";
import { ReviewCard } from "./ReviewCard";
import { RatingSummaryView } from "./RatingSummaryView";
import { ReviewSorter } from "./ReviewSorter";
import styles from "./Reviews.module.css";

/**
 * The product page's reviews (issue 28.1): the average, the count and the distribution by stars,
 * then the reviews themselves, sortable. Only customers whose order with the drink has been
 * dispatched can write one; with none yet, it says so and invents nothing.
 */
export function ReviewsSection({ data, productName }: { data: ProductReviews | null; productName: string }) {
  const summary = data?.summary;
  return (
    <section aria-labelledby="reviews-heading" className={styles.section} id="reviews" data-testid="product-reviews">
      <h2 id="reviews-heading">Reviews</h2>
      {!summary || summary.count === 0 ? (
        <p className={styles.empty} data-testid="reviews-empty">
          No reviews of {productName} yet. Reviews here come only from customers whose order with it in has been dispatched.
        </p>
      ) : (
        <div className={styles.sectionGrid}>
          <RatingSummaryView summary={summary} />
          <ReviewSorter
            total={summary.count}
            reviews={data.reviews.map((review) => ({ id: review.id, rating: review.rating, createdAt: review.createdAt, node: <ReviewCard review={review} /> }))}
          />
        </div>
      )}
      <p className={styles.writeNote}>
        Bought {productName}? Once your order has been dispatched, you can <Link href={ACCOUNT_REVIEWS_PATH}>review it from your account</Link>.
      </p>
    </section>
  );
}
