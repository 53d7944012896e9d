import Link from "next/link";
import { pageWindow } from "@/components/page/Pagination";
import styles from "./AdminPagination.styles";

interface AdminPaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** "Showing 26–50 of 312 orders", when the total is known. */
  summary?: string;
}

/** Previous, numbered pages and Next under a table, as plain links (works without JavaScript). */
export function AdminPagination({ page, pageCount, hrefFor, summary }: AdminPaginationProps) {
  return (
    <div className={styles.row}>
      {summary ? <p className={styles.summary}>{summary}</p> : <span />}
      {pageCount > 1 && (
        <nav aria-label="Pages" className={styles.nav}>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹</span> Previous
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              <span aria-hidden="true">‹</span> Previous
            </span>
          )}
          <ol className={styles.pages}>
            {pageWindow(page, pageCount).map((p, i) =>
              p === "gap" ? (
                <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
                  …
                </li>
              ) : (
                <li key={p}>
                  <Link href={hrefFor(p)} aria-current={p === page ? "page" : undefined} className={styles.page} aria-label={`Page ${p}`}>
                    {p}
                  </Link>
                </li>
              ),
            )}
          </ol>
          {page < pageCount ? (
            <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
              Next <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              Next <span aria-hidden="true">›</span>
            </span>
          )}
        </nav>
      )}
    </div>
  );
}
