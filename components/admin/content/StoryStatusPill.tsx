import { STATUS_LABELS, type StoryStatus } from "@/lib/content/workflow";
import styles from "./StoryStatusPill.styles";

/** A story's state as a tinted pill: draft (grey), scheduled (amber), published (green), unpublished (red). */
export function StoryStatusPill({ status }: { status: StoryStatus }) {
  return (
    <span className={`${styles.pill} ${styles[status]}`} data-testid="story-status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}
