import Link from "next/link";
import type { ReactNode } from "react";
import { canonicalHref } from "@/lib/navigation";
import styles from "./SectionHeading.module.css";

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  eyebrow?: string;
  /** A "see all" link at the end of the heading row. */
  link?: { label: string; href: string };
  tone?: "light" | "dark";
}

/** The <h2> that opens a section of a page, with an optional intro and "see all" link. */
export function SectionHeading({ id, title, intro, eyebrow, link, tone = "light" }: SectionHeadingProps) {
  return (
    <div className={`${styles.row} ${tone === "dark" ? styles.dark : ""}`}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {link ? (
        <Link href={canonicalHref(link.href)} className={styles.link}>
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
