// ReviewForm's three fields: the star rating, the title and the text with its hint and counter.
// Each field's ids derive from the form's one useId (`id`), so server-rendered ids stay stable;
// a field with a problem is described by its error line.
import { REVIEW_LIMITS } from "@/lib/reviews/contract";
import type { ReviewField } from "@/lib/reviews/rules";
import styles from "./Reviews.module.css";

interface FieldProps {
  /** The form's useId, prefix of every id below. */
  id: string;
  problem?: string;
}

/** The aria-describedby of a field: its hint, then its error line when it has a problem. */
function describedBy(id: string, field: ReviewField, problem: string | undefined, hint?: string) {
  return [hint, problem ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
}

function FieldError({ id, field, problem }: FieldProps & { field: ReviewField }) {
  return problem ? (
    <p id={`${id}-${field}-error`} className={styles.error}>
      {problem}
    </p>
  ) : null;
}

export function ReviewRatingField({ id, problem, rating, onRate }: FieldProps & { rating: number; onRate: (stars: number) => void }) {
  return (
    <fieldset className={styles.ratingField} aria-describedby={describedBy(id, "rating", problem)}>
      <legend>Your rating</legend>
      <div className={styles.ratingOptions}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.ratingOption}>
            <input type="radio" name={`${id}-rating`} value={stars} checked={rating === stars} onChange={() => onRate(stars)} />
            <span>
              {stars} {stars === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} field="rating" problem={problem} />
    </fieldset>
  );
}

export function ReviewTitleField({ id, problem, title, onChange }: FieldProps & { title: string; onChange: (title: string) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        value={title}
        maxLength={REVIEW_LIMITS.titleMax}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, "title", problem)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} field="title" problem={problem} />
    </div>
  );
}

export function ReviewBodyField({ id, problem, body, bodyLength, onChange }: FieldProps & { body: string; bodyLength: number; onChange: (body: string) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-body`}>Your review</label>
      <p id={`${id}-body-hint`} className={styles.hint}>
        {REVIEW_LIMITS.bodyMin} to {REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")} characters. You can use Markdown: *italics*, **bold**, lists and links.
      </p>
      <textarea
        id={`${id}-body`}
        value={body}
        rows={6}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, "body", problem, `${id}-body-hint`)}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.counter} aria-hidden="true">
        {bodyLength.toLocaleString("en-GB")} / {REVIEW_LIMITS.bodyMax.toLocaleString("en-GB")}
      </p>
      <FieldError id={id} field="body" problem={problem} />
    </div>
  );
}
