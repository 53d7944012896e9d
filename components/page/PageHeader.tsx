import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./Breadcrumbs";
import styles from "./PageHeader.module.css";

export interface PageHeaderProps {
  /** A short line above the title naming the section or kind of page. */
  eyebrow?: string;
  /** The page's single <h1>. */
  title: ReactNode;
  /** The paragraph under the title that says what the page is for. */
  standfirst?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Buttons or links under the standfirst. */
  actions?: ReactNode;
  /** Extra content under the header text (e.g. a section's sub-navigation). */
  children?: ReactNode;
  /** Centred text for landing pages; start-aligned by default. */
  align?: "start" | "center";
  id?: string;
}

/** The header of a page: breadcrumbs, eyebrow, the page's <h1>, standfirst and actions. */
export function PageHeader({
  eyebrow,
  title,
  standfirst,
  breadcrumbs,
  actions,
  children,
  align = "start",
  id,
}: PageHeaderProps) {
  return (
    <header className={`${styles.header} ${align === "center" ? styles.center : ""}`}>
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title} id={id}>
          {title}
        </h1>
        {standfirst ? <p className={styles.standfirst}>{standfirst}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children}
    </header>
  );
}
