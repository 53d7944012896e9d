import Link from "next/link";
import { canonicalHref, type NavLink } from "@/lib/navigation";
import styles from "./ChipNav.module.css";

interface ChipNavProps {
  /** Names the navigation for assistive technology, e.g. "Wine styles". */
  label: string;
  links: NavLink[];
  /** This page's path, to mark its chip as current. */
  current?: string;
  /** Show the label above the chips as well. */
  showLabel?: boolean;
}

/** A wrapping row of pill links, e.g. a category's ranges. */
export function ChipNav({ label, links, current, showLabel = false }: ChipNavProps) {
  const currentHref = current ? canonicalHref(current) : undefined;
  return (
    <nav aria-label={label} className={styles.nav}>
      {showLabel ? (
        <p className={styles.label} aria-hidden="true">
          {label}
        </p>
      ) : null}
      <ul className={styles.list}>
        {links.map((link) => {
          const href = canonicalHref(link.href);
          const isCurrent = href === currentHref;
          return (
            <li key={link.href}>
              <Link
                href={href}
                className={`${styles.chip} ${isCurrent ? styles.current : ""}`}
                aria-current={isCurrent ? "page" : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
