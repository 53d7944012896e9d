import Link from "next/link";
import { queryString } from "@/lib/admin/format";
import styles from "../QueueTabs.styles";

/** A tab's URL under the list's `path` ("open", the default, has no query). */
export const caseHref = (path: string, filter: string): string => `${path}${queryString({ status: filter === "open" ? undefined : filter })}`;

/** How a page names one case and several ("return", "returns"). */
export interface CaseNoun {
  one: string;
  many: string;
}

interface CaseTabsProps<Filter extends string> {
  /** "return", "damage": starts each tab's test id. */
  name: string;
  /** The nav's accessible name ("Return status"). */
  label: string;
  tabs: readonly Filter[];
  labels: Record<Filter, string>;
  href: (filter: Filter) => string;
  /** The open tab. */
  filter: Filter;
  counts: Record<Filter, number>;
  /** Said after each count for assistive technology: "(2 returns)". */
  noun: CaseNoun;
}

/** One link per tab with its count; the open tab has aria-current="page". */
export function CaseTabs<Filter extends string>({ name, label, tabs, labels, href, filter, counts, noun }: CaseTabsProps<Filter>) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link href={href(tab)} className={styles.tab} aria-current={tab === filter ? "page" : undefined} data-testid={`${name}-tab-${tab}`}>
              {labels[tab]}
              <span className={styles.count}>
                <span className="visually-hidden"> (</span>
                {counts[tab].toLocaleString("en-GB")}
                <span className="visually-hidden"> {counts[tab] === 1 ? noun.one : noun.many})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
