import Link from "next/link";
import type { ReactNode } from "react";
import { authorEditorPath } from "@/lib/admin/content-contract";
import type { NewsroomAuthor } from "@/lib/server/content/newsroom-authors";
import { Panel } from "../Panel";
import styles from "./Newsroom.styles";

/** READ's authors with their story counts; each name opens the author's details. `children` (the new-author form) follows, spaced as the newsroom's panels. */
export function AuthorList({ authors, children }: { authors: NewsroomAuthor[]; children?: ReactNode }) {
  return (
    <div className={styles.stack}>
      <Panel id="authors" title="Authors" aside={`${authors.length}`} flush>
        <div className={styles.scroller} role="region" aria-label="Author table" tabIndex={0}>
          <table className={`${styles.table} ${styles.middle}`} data-testid="newsroom-authors">
            <caption className="visually-hidden">READ&apos;s authors, by name</caption>
            <thead>
              <tr>
                <th scope="col">Author</th>
                <th scope="col">Role</th>
                <th scope="col">Stories</th>
              </tr>
            </thead>
            <tbody>
              {authors.map((author) => (
                <tr key={author.slug}>
                  <td>
                    <span className={styles.author}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- small avatars from the site's own folders */}
                      <img src={author.avatar} alt="" width={32} height={32} className={styles.avatar} />
                      <Link href={authorEditorPath(author.slug)}>{author.name}</Link>
                    </span>
                  </td>
                  <td>{author.role}</td>
                  <td>{author.stories}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      {children}
    </div>
  );
}
