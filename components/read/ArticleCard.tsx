// A story in a listing: hero picture, section or topic, headline, standfirst and byline.
import Link from "next/link";
import type { Article } from "@/lib/server/content/content";
import { articleHref, formatDate, SECTION_LABELS, topicLabel } from "@/lib/content/read-format";
import styles from "./ArticleCard.module.css";

export type ArticleCardVariant = "lead" | "standard" | "compact";

interface ArticleCardProps {
  article: Article;
  authorName: string;
  variant?: ArticleCardVariant;
  headingLevel?: 2 | 3;
  /** The first picture on a page loads eagerly (it may be the LCP element). */
  priority?: boolean;
}

export function ArticleCard({ article, authorName, variant = "standard", headingLevel = 3, priority = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const kicker = article.section === "features" && article.topics[0] ? topicLabel(article.topics[0]) : SECTION_LABELS[article.section];
  return (
    <article className={`${styles.card} ${styles[variant]}`} data-testid="article-card">
      {variant !== "compact" && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn SVGs need no optimiser
        <img
          className={styles.image}
          src={article.hero.image}
          alt=""
          width={1200}
          height={675}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <p className={styles.kicker}>{kicker}</p>
        <Heading className={styles.title}>
          <Link href={articleHref(article.slug)} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        {variant !== "compact" && <p className={styles.standfirst}>{article.standfirst}</p>}
        <p className={styles.byline}>
          <span>{authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {variant !== "compact" && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{article.readingMinutes} min read</span>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
