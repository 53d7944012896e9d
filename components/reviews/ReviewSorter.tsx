"use client";
// The product page's reviews in the order the shopper picks (newest, highest or lowest rated),
// REVIEWS_PAGE_SIZE at a time. The reviews arrive rendered on the server (their Markdown never
// ships a renderer to the browser); this only orders and reveals them, with the order announced.
import { useId, useMemo, useState, type ReactNode } from "react";
import { REVIEW_SORT_LABELS, REVIEW_SORTS, REVIEWS_PAGE_SIZE, REVIEWS_PER_SORT_ON_PAGE, type ReviewSort } from "@/lib/reviews/contract";
import { sortReviews, type Sortable } from "@/lib/reviews/rules";
import styles from "./Reviews.module.css";

export interface SortableReview extends Sortable {
  node: ReactNode;
}

export function ReviewSorter({ reviews, total }: { reviews: SortableReview[]; total: number }) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  const selectId = useId();
  // The page carries the first REVIEWS_PER_SORT_ON_PAGE of each order, so no more than that of any one.
  const available = Math.min(reviews.length, REVIEWS_PER_SORT_ON_PAGE);
  const ordered = useMemo(() => sortReviews(reviews, sort).slice(0, available), [reviews, sort, available]);
  const visible = ordered.slice(0, shown);
  return (
    <div className={styles.sorter}>
      <div className={styles.sortRow}>
        <label htmlFor={selectId} className={styles.sortLabel}>
          Sort reviews
        </label>
        <select
          id={selectId}
          className={styles.sortSelect}
          value={sort}
          data-testid="review-sort"
          onChange={(event) => {
            setSort(event.target.value as ReviewSort);
            setShown(REVIEWS_PAGE_SIZE);
          }}
        >
          {REVIEW_SORTS.map((value) => (
            <option key={value} value={value}>
              {REVIEW_SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <p className={styles.sortStatus} role="status">
          Showing {visible.length} of {total} {total === 1 ? "review" : "reviews"}, {REVIEW_SORT_LABELS[sort].toLowerCase()} first
        </p>
      </div>
      <ol className={styles.reviewList} data-testid="review-list" data-sort={sort}>
        {visible.map((review) => (
          <li key={review.id}>{review.node}</li>
        ))}
      </ol>
      {shown < ordered.length && (
        <button type="button" className="btn btn-outline btn-small" onClick={() => setShown((count) => count + REVIEWS_PAGE_SIZE)}>
          Show more reviews
        </button>
      )}
    </div>
  );
}
