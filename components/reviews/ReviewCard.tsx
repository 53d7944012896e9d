import { SafeMarkdown } from "@/components/talk/SafeMarkdown";
import type { PublicReview } from "@/lib/reviews/contract";
import { reviewDate, verifiedPurchaseLabel } from "@/lib/reviews/rules";
import { ReportButton } from "./ReportButton";
import { Stars } from "./Stars";
import styles from "./Reviews.module.css";

/** One review: stars, title, who and when, "Verified purchase, <month>", its Markdown, and the shop's reply under it. */
export function ReviewCard({ review, headingLevel = 3, report = true }: { review: PublicReview; headingLevel?: 3 | 4; report?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}-title`} data-testid="review" data-review-id={review.id}>
      <header className={styles.reviewHead}>
        <Stars rating={review.rating} />
        <Heading id={`review-${review.id}-title`} className={styles.reviewTitle}>
          {review.title}
        </Heading>
        <p className={styles.byline}>
          <span className={styles.author}>{review.authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
          {review.editedAt && <span className={styles.edited}> (edited)</span>}
        </p>
        <p className={styles.verified} data-testid="review-verified">
          <span aria-hidden="true">✓ </span>
          {verifiedPurchaseLabel(review.purchasedAt)}
        </p>
      </header>
      <div className={styles.reviewBody}>
        <SafeMarkdown markdown={review.body} />
      </div>
      {review.reply && (
        <div className={styles.reply} data-testid="review-reply">
          <p className={styles.replyBy}>
            Reply from Alcohol Free Co, <time dateTime={review.reply.at}>{reviewDate(review.reply.at)}</time>
          </p>
          <div className={styles.reviewBody}>
            <SafeMarkdown markdown={review.reply.body} />
          </div>
        </div>
      )}
      {report && <ReportButton reviewId={review.id} title={review.title} />}
    </article>
  );
}
