import type { Heading } from "@/lib/content/markdown";
import styles from "./TableOfContents.module.css";

/** Stories over this many words get a table of contents (issue 11). */
export const TOC_MIN_WORDS = 800;

export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length < 2) return null;
  return (
    <nav className={styles.toc} aria-labelledby="in-this-story">
      <h2 id="in-this-story" className={styles.title}>
        In this story
      </h2>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
