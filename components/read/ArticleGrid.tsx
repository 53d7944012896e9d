import type { Article } from "@/lib/server/content/content";
import { ArticleCard, type ArticleCardVariant } from "./ArticleCard";
import styles from "./ArticleGrid.module.css";

interface ArticleGridProps {
  articles: Article[];
  label: string;
  variant?: ArticleCardVariant;
  headingLevel?: 2 | 3;
  priorityCount?: number;
  /** One column whatever the width, for a list inside a narrow box. */
  stacked?: boolean;
}

/** Stories as a list of cards: three across on desktop, two on tablets, one on phones. */
export function ArticleGrid({ articles, label, variant = "standard", headingLevel = 3, priorityCount = 0, stacked = false }: ArticleGridProps) {
  return (
    <ul className={`${styles.grid} ${variant === "compact" ? styles.compact : ""} ${stacked ? styles.stacked : ""}`} aria-label={label}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard
            article={article}
            authorName={article.authorName}
            variant={variant}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
