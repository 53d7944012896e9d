import type { RatingSummary } from "@/lib/reviews/contract";
import { averageText, distributionPercent, reviewCountText } from "@/lib/reviews/rules";
import { Stars } from "./Stars";
import styles from "./Reviews.module.css";

/** The product's average, its number of reviews, and how many gave each star (five first). */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  return (
    <div className={styles.summary} data-testid="rating-summary">
      <div className={styles.average}>
        <p className={styles.averageNumber} aria-hidden="true">
          {summary.average?.toFixed(1)}
        </p>
        <Stars rating={summary.average ?? 0} size="lg" decorative />
        <p className={styles.averageText} data-testid="rating-average">
          {averageText(summary)}, from {reviewCountText(summary.count)}
        </p>
      </div>
      <ul className={styles.distribution} aria-label="Ratings by stars">
        {summary.distribution.map(({ stars, count }) => {
          const percent = distributionPercent(count, summary.count);
          return (
            <li key={stars} className={styles.distributionRow} data-testid={`rating-${stars}`}>
              <span className={styles.distributionLabel}>
                {stars} {stars === 1 ? "star" : "stars"}
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.distributionCount}>
                {count}
                <span className="visually-hidden"> {count === 1 ? "review" : "reviews"} ({percent}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
