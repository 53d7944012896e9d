// A story's page: header and byline, hero, table of contents, the body with "Shop the story"
// beside it and the video it names below, the author box and related stories. The body is HTML
// rendered from the story's Markdown on the server.
import Link from "next/link";
import { Breadcrumbs, type Crumb } from "@/components/page/Breadcrumbs";
import type { ProductSummary } from "@/lib/catalogue/types";
import type { Article, ArticleWithBody, Author, Video } from "@/lib/server/content/content";
import { VideoCard } from "@/components/watch/VideoCard";
import { ArticleGrid } from "./ArticleGrid";
import { AuthorBox } from "./AuthorBox";
import { authorHref, formatDate, SECTION_LABELS, sectionHref, topicHref, topicLabel } from "@/lib/content/read-format";
import { ShopTheStory } from "./ShopTheStory";
import { TableOfContents, TOC_MIN_WORDS } from "./TableOfContents";
import styles from "./ArticleView.module.css";

interface ArticleViewProps {
  article: ArticleWithBody;
  author: Author;
  products: ProductSummary[];
  related: Article[];
  /** The WATCH video the story names, if it is still on WATCH. */
  video?: Video | null;
}

/** Home › Read › the story's section or topic; the title itself is the page's heading. */
function crumbs(article: Article): Crumb[] {
  const trail: Crumb[] = [
    { label: "Home", href: "/" },
    { label: "Read", href: "/read" },
  ];
  if (article.section === "features" && article.topics[0]) {
    trail.push({ label: topicLabel(article.topics[0]), href: topicHref(article.topics[0]) });
  } else {
    trail.push({ label: SECTION_LABELS[article.section], href: sectionHref(article.section) });
  }
  return trail;
}

export function ArticleView({ article, author, products, related, video = null }: ArticleViewProps) {
  const withToc = article.words > TOC_MIN_WORDS;
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Breadcrumbs items={crumbs(article)} />
        <p className={styles.kicker}>
          <Link href={sectionHref(article.section)}>{SECTION_LABELS[article.section]}</Link>
          {article.topics.map((topic) => (
            <Link key={topic} href={topicHref(topic)} className={styles.topic}>
              {topicLabel(topic)}
            </Link>
          ))}
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.standfirst}>{article.standfirst}</p>
        <div className={styles.byline}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG avatar */}
          <img src={author.avatar} alt="" width={44} height={44} className={styles.avatar} />
          <p className={styles.bylineText}>
            <span>
              By <Link href={authorHref(author.slug)}>{author.name}</Link>, {author.role}
            </span>
            <span className={styles.meta}>
              <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readingMinutes} min read
            </span>
          </p>
        </div>
      </header>

      {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG hero */}
      <img src={article.hero.image} alt={article.hero.alt} width={1200} height={675} className={styles.hero} fetchPriority="high" />

      <div className={`${styles.columns} ${products.length > 0 ? styles.withAside : ""}`}>
        <div className={styles.main}>
          {withToc && <TableOfContents headings={article.headings} />}
          <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
          {video && (
            <section aria-labelledby="story-video" className={styles.video}>
              <h2 id="story-video" className={styles.videoTitle}>
                Watch
              </h2>
              <VideoCard video={video} />
            </section>
          )}
        </div>
        {products.length > 0 && (
          <div className={styles.aside}>
            <ShopTheStory products={products} />
          </div>
        )}
      </div>

      <div className={styles.after}>
        <AuthorBox author={author} />
        {related.length > 0 && (
          <section aria-labelledby="related-stories" className={styles.related}>
            <h2 id="related-stories" className={styles.relatedTitle}>
              Read next
            </h2>
            <ArticleGrid articles={related} label="Related stories" />
          </section>
        )}
      </div>
    </article>
  );
}
