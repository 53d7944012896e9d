import type { ReactNode } from "react";
import styles from "./Panel.styles";

interface PanelProps {
  /** Names the panel; also the id stem of its heading. */
  id: string;
  title: ReactNode;
  /** Something small on the heading's right: a count, a link. */
  aside?: ReactNode;
  /** No inner padding (a table that runs edge to edge). */
  flush?: boolean;
  className?: string;
  children: ReactNode;
}

/** A white card with an h2: the back office's unit of layout. */
export function Panel({ id, title, aside, flush = false, className, children }: PanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={[styles.panel, className].filter(Boolean).join(" ")} aria-labelledby={headingId} data-testid={`panel-${id}`}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
