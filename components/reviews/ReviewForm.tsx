"use client";
// Writing or editing a review (issue 28.1) on /account/reviews: a rating of 1–5 stars, a title and
// the text (Markdown), checked here with the same rules the server applies (lib/reviews/rules.ts),
// then sent with the customer's token. On success the page re-renders from the server.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { accountReviewApiPath, REVIEW_LIMITS, type OwnReview, type ReviewInput } from "@/lib/reviews/contract";
import { charCount, cleanBody, cleanTitle, reviewInputProblems, type ReviewField } from "@/lib/reviews/rules";
import { reviewRequest, ReviewRequestError } from "@/lib/reviews/client";
import styles from "./Reviews.module.css";

type Props = { productName: string } & ({ mode: "create"; slug: string } | { mode: "edit"; review: OwnReview; onDone?: () => void });

export function ReviewForm(props: Props) {
  const router = useRouter();
  const id = useId();
  const initial = props.mode === "edit" ? props.review : null;
  const [rating, setRating] = useState<number>(initial?.rating ?? 0);
  const [title, setTitle] = useState(initial?.title ?? "");
  const [body, setBody] = useState(initial?.body ?? "");
  const [problems, setProblems] = useState<Partial<Record<ReviewField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState("");
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;
  const bodyLength = charCount(cleanBody(body));

  async function submit() {
    const input: ReviewInput = { rating, title: cleanTitle(title), body: cleanBody(body) };
    const found = reviewInputProblems(input);
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      if (props.mode === "create") await reviewRequest(accountReviewApiPath(), "POST", { slug: props.slug, ...input });
      else await reviewRequest(accountReviewApiPath(props.review.id), "PUT", input);
      setDone(props.mode === "create" ? "Thank you: your review is published." : "Your changes are saved.");
      startRefresh(() => router.refresh());
      if (props.mode === "edit") props.onDone?.();
    } catch (caught) {
      setError(caught instanceof ReviewRequestError ? caught.message : "Something went wrong. Nothing was saved; try again.");
    } finally {
      setSending(false);
    }
  }

  const described = (field: ReviewField, hint?: string) => [hint, problems[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ReviewField) =>
    problems[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <form
      className={styles.form}
      noValidate
      data-testid={props.mode === "create" ? "review-form" : "review-edit-form"}
      aria-label={`${props.mode === "create" ? "Review" : "Edit your review of"} ${props.productName}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className={styles.ratingField} aria-describedby={described("rating")}>
        <legend>Your rating</legend>
        <div className={styles.ratingOptions}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.ratingOption}>
              <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => setRating(stars)} />
              <span>
                {stars} {stars === 1 ? "star" : "stars"}
              </span>
            </label>
          ))}
        </div>
        {fieldError("rating")}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={REVIEW_LIMITS.titleMax}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={described("title")}
          onChange={(event) => setTitle(event.target.value)}
        />
        {fieldError("title")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>Your review</label>
        <p id={`${id}-body-hint`} className={styles.hint}>
          {REVIEW_LIMITS.bodyMin} to {REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")} characters. You can use Markdown: *italics*, **bold**, lists and links.
        </p>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={6}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={described("body", `${id}-body-hint`)}
          onChange={(event) => setBody(event.target.value)}
        />
        <p className={styles.counter} aria-hidden="true">
          {bodyLength.toLocaleString("en-GB")} / {REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")}
        </p>
        {fieldError("body")}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={done ? styles.done : "visually-hidden"} role="status">
        {done}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-small" disabled={busy}>
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
