"use client";
// One of the customer's reviews on /account/reviews: the review as shown (rendered on the server)
// with an "Edit review" button that swaps it for the form, and back.
import { useState, type ReactNode } from "react";
import type { OwnReview } from "@/lib/reviews/contract";
import { ReviewForm } from "./ReviewForm";
import styles from "./Reviews.module.css";

export function EditableReview({ review, children }: { review: OwnReview; children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <ReviewForm mode="edit" review={review} productName={review.productName} onDone={() => setEditing(false)} />;
  return (
    <>
      {children}
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(true)}>
          Edit review<span className="visually-hidden"> of {review.productName}</span>
        </button>
      </div>
    </>
  );
}
