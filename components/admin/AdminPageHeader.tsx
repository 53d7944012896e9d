import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./AdminPageHeader.styles";

interface AdminPageHeaderProps {
  title: ReactNode;
  /** A line under the title: counts, dates, the order's facts. */
  subtitle?: ReactNode;
  /** A link back up ("Orders"), shown above the title. */
  back?: { href: string; label: string };
  /** Buttons or links on the right. */
  actions?: ReactNode;
  /** Badges beside the title (the order's status). */
  badges?: ReactNode;
}

/** A back-office page's heading row: the page's only h1. */
export function AdminPageHeader({ title, subtitle, back, actions, badges }: AdminPageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {back && (
          <Link href={back.href} className={styles.back}>
            <span aria-hidden="true">←</span> {back.label}
          </Link>
        )}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {badges}
        </div>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
