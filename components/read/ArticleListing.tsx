// A paginated list of stories under its page header (NEWS, OPINION, every story, a topic).
import type { ReactNode } from "react";
import { Pagination } from "@/components/page/Pagination";
import type { Page } from "@/lib/content/queries";
import type { Article } from "@/lib/server/content/content";
import { ArticleGrid } from "./ArticleGrid";
import styles from "./ArticleListing.module.css";

interface ArticleListingProps {
  header: ReactNode;
  page: Page<Article>;
  /** The listing's path; page n links to `${path}?page=n`. */
  path: string;
  label: string;
  empty?: ReactNode;
}

export function ArticleListing({ header, page, path, label, empty }: ArticleListingProps) {
  const first = (page.page - 1) * page.perPage + 1;
  return (
    <>
      {header}
      {page.total === 0 ? (
        empty
      ) : (
        <section aria-label={label} className={styles.section}>
          <p className={styles.count}>
            {page.pageCount > 1
              ? `Stories ${first}–${first + page.items.length - 1} of ${page.total}, newest first`
              : `${page.total} ${page.total === 1 ? "story" : "stories"}, newest first`}
          </p>
          <ArticleGrid articles={page.items} label={label} headingLevel={2} priorityCount={page.page === 1 ? 3 : 0} />
          <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(n) => (n === 1 ? path : `${path}?page=${n}`)} />
        </section>
      )}
    </>
  );
}
