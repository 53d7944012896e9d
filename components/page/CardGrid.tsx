import Link from "next/link";
import type { ReactNode } from "react";
import type { CardTone } from "@/lib/copy/art";
import { canonicalHref } from "@/lib/navigation";
import styles from "./CardGrid.module.css";
import tones from "./tones.module.css";

export interface CardItem {
  title: string;
  href: string;
  description?: ReactNode;
  /** A short label above the title. */
  eyebrow?: string;
  /** Decorative artwork at the top of the card (aria-hidden SVG or gradient). */
  art?: ReactNode;
  /** Text of the call to action at the foot of the card, e.g. "Shop wines". */
  cta?: string;
  /** A colour theme for the artwork block. */
  tone?: CardTone;
  /** Extra lines under the description (facts, a progress bar), above the call to action. */
  extra?: ReactNode;
}

interface CardGridProps {
  items: CardItem[];
  /** The level of each card's title, so headings stay in order under the section's heading. */
  headingLevel?: 2 | 3;
  /** Minimum card width before the grid adds a column. */
  size?: "small" | "medium" | "large";
  className?: string;
}

/**
 * A responsive grid of link cards. The title is the link; its hit area stretches over the whole
 * card, so the card is one target without reading the description out as link text.
 */
export function CardGrid({ items, headingLevel = 2, size = "medium", className }: CardGridProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={[styles.grid, styles[size], className].filter(Boolean).join(" ")}>
      {items.map((item) => (
        <li key={item.href} className={styles.card}>
          {item.art ? (
            <div className={`${styles.art} ${tones[item.tone ?? "cyan"]}`} aria-hidden="true">
              {item.art}
            </div>
          ) : null}
          <div className={styles.body}>
            {item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null}
            <Heading className={styles.title}>
              <Link href={canonicalHref(item.href)} className={styles.link}>
                {item.title}
              </Link>
            </Heading>
            {item.description ? <p className={styles.description}>{item.description}</p> : null}
            {item.extra}
            {item.cta ? (
              <p className={styles.cta} aria-hidden="true">
                {item.cta} <span className={styles.arrow}>→</span>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
