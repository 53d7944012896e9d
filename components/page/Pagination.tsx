import Link from "next/link";
import { prefetchFor } from "@/lib/navigation";
import styles from "./Pagination.module.css";

/** Page links: first, last, and two either side of the current page. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ["gap" as const, p] : [p]));
}

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  // Paged addresses are rendered per request: not prefetched (lib/navigation.ts prefetchFor).
  const linkTo = (target: number) => ({ href: hrefFor(target), prefetch: prefetchFor(hrefFor(target)) });
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      {page > 1 ? (
        <Link {...linkTo(page - 1)} className={styles.step} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={styles.stepDisabled}>Previous</span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link {...linkTo(p)} aria-current={p === page ? "page" : undefined} className={p === page ? styles.current : styles.page} aria-label={`Page ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link {...linkTo(page + 1)} className={styles.step} rel="next">
          Next
        </Link>
      ) : (
        <span className={styles.stepDisabled}>Next</span>
      )}
    </nav>
  );
}
