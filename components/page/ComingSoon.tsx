import { useId, type ReactNode } from "react";
import type { IllustrationName } from "@/lib/copy/art";
import { Illustration } from "./Illustration";
import styles from "./ComingSoon.module.css";

interface ComingSoonProps {
  title: string;
  children: ReactNode;
  /** Links or buttons to somewhere useful in the meantime. */
  actions?: ReactNode;
  illustration?: IllustrationName;
  headingLevel?: 2 | 3;
  id?: string;
}

/** A friendly "more arriving soon" panel, so a page without its content yet is still useful. */
export function ComingSoon({
  title,
  children,
  actions,
  illustration = "box",
  headingLevel = 2,
  id,
}: ComingSoonProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.art}>
        <Illustration name={illustration} />
      </div>
      <div className={styles.body}>
        <p className={styles.badge}>Arriving soon</p>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.text}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
