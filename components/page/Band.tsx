import type { ReactNode } from "react";
import { PageLayout } from "./PageLayout";
import styles from "./Band.module.css";

interface BandProps {
  /** Background: plain white, light grey, warm cream, or the dark band colour. */
  tone?: "plain" | "alt" | "warm" | "dark";
  /** id of the band's heading, so the section is named for assistive technology. */
  labelledBy?: string;
  id?: string;
  children: ReactNode;
}

/** A full-width band of colour across the page, its content held at the wide layout width. */
export function Band({ tone = "plain", labelledBy, id, children }: BandProps) {
  return (
    <section className={`${styles.band} ${styles[tone]}`} aria-labelledby={labelledBy} id={id}>
      <PageLayout variant="wide" spacing="none" className={styles.inner}>
        {children}
      </PageLayout>
    </section>
  );
}
