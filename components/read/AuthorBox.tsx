// The author box titled "About The Author" shows avatar (with url), name and biography.
import Link from "next/link";
import type { Author } from "@/lib/server/content/content";
import { authorHref } from "@/lib/content/read-format";
import styles from "./AuthorBox.module.css";

export const AUTHOR_BOX_TITLE = "About The Author";

export function AuthorBox({ author }: { author: Author }) {
  return (
    <aside className={styles.box} aria-labelledby="about-the-author">
      <Link href={authorHref(author.slug)} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG avatar */}
        <img src={author.avatar} alt="" width={96} height={96} className={styles.avatar} loading="lazy" />
      </Link>
      <div className={styles.text}>
        <h2 id="about-the-author" className={styles.title}>
          {AUTHOR_BOX_TITLE}
        </h2>
        <p className={styles.name}>
          <Link href={authorHref(author.slug)}>{author.name}</Link>
          <span className={styles.role}>{author.role}</span>
        </p>
        <div className={styles.bio} dangerouslySetInnerHTML={{ __html: author.bioHtml }} />
        <Link href={authorHref(author.slug)} className={styles.more}>
          More from {author.name.split(" ")[0]}
        </Link>
      </div>
    </aside>
  );
}
