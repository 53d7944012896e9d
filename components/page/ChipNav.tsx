import type { NavLink } from "@/lib/navigation";
import { NavLinkList } from "./NavLinkList";
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
  return (
    <nav aria-label={label} className={styles.nav}>
      {showLabel ? (
        <p className={styles.label} aria-hidden="true">
          {label}
        </p>
      ) : null}
      <NavLinkList links={links} current={current} className={styles.list} linkClassName={styles.chip} currentClassName={styles.current} />
    </nav>
  );
}
