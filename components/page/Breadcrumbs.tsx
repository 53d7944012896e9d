import Link from "next/link";
import { canonicalHref } from "@/lib/navigation";
import styles from "./Breadcrumbs.module.css";

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is the last crumb. */
  href?: string;
}

/**
 * A breadcrumb trail: Home › Shop › Wines › Red Wines. A last crumb without a link is the current
 * page; one with a link ends the trail at the page's parent (stories, whose title is the heading).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.href ? (
                <Link href={canonicalHref(item.href)} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={isLast ? "page" : undefined} className={styles.current}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
