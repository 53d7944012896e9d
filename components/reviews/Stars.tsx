import { starsText } from "@/lib/reviews/rules";
import styles from "./Reviews.module.css";

/** A rating as five stars (drawn, hidden from screen readers) and its words ("4 out of 5 stars"), unless the words are beside it already (`decorative`). */
export function Stars({ rating, size = "md", decorative = false }: { rating: number; size?: "md" | "lg"; decorative?: boolean }) {
  const whole = Math.round(rating);
  return (
    <span className={`${styles.stars} ${size === "lg" ? styles.starsLarge : ""}`} data-rating={rating}>
      <span aria-hidden="true">
        <span className={styles.starsOn}>{"★".repeat(whole)}</span>
        <span className={styles.starsOff}>{"☆".repeat(5 - whole)}</span>
      </span>
      {!decorative && <span className="visually-hidden">{starsText(rating)}</span>}
    </span>
  );
}
