import type { ReactNode } from "react";
import { SectionHeading } from "./SectionHeading";
import styles from "./PageSection.module.css";

interface PageSectionProps {
  /** id of the section's <h2>, which names the section. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: string;
  link?: { label: string; href: string };
  children?: ReactNode;
}

/** A titled section within a page: an <h2> (with optional intro and link) and its content. */
export function PageSection({ id, title, intro, eyebrow, link, children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <SectionHeading id={id} title={title} intro={intro} eyebrow={eyebrow} link={link} />
      {children}
    </section>
  );
}
