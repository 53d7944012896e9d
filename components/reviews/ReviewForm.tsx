"use client";
// Writing or editing a review (issue 28.1) on /account/reviews: a rating of 1–5 stars, a title and
// the text (Markdown), checked here with the same rules the server applies (lib/reviews/rules.ts),
// then sent with the customer's token. State and sending live in use-review-form.ts, the fields in
// ReviewFormFields.tsx; the one useId stays here so the server-rendered ids do not move.
import { useId } from "react";
import styles from "./Reviews.module.css";
import { ReviewBodyField, ReviewRatingField, ReviewTitleField } from "./ReviewFormFields";
import { useReviewForm, type ReviewFormTarget } from "./use-review-form";

type Props = { productName: string } & ReviewFormTarget;

export function ReviewForm(props: Props) {
  const id = useId();
  const form = useReviewForm(props);
  const { problems } = form;

  return (
    <form
      className={styles.form}
      noValidate
      data-testid={props.mode === "create" ? "review-form" : "review-edit-form"}
      aria-label={`${props.mode === "create" ? "Review" : "Edit your review of"} ${props.productName}`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <ReviewRatingField id={id} problem={problems.rating} rating={form.rating} onRate={form.setRating} />
      <ReviewTitleField id={id} problem={problems.title} title={form.title} onChange={form.setTitle} />
      <ReviewBodyField id={id} problem={problems.body} body={form.body} bodyLength={form.bodyLength} onChange={form.setBody} />
      {form.error && (
        <p className={styles.error} role="alert">
          {form.error}
        </p>
      )}
      <p className={form.done ? styles.done : "visually-hidden"} role="status">
        {form.done}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-small" disabled={form.busy}>
          {props.mode === "create" ? "Publish review" : "Save changes"}
        </button>
        {props.mode === "edit" && props.onDone && (
          <button type="button" className="btn btn-outline btn-small" onClick={props.onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
