// READ's front page, laid out like a magazine's: the lead story, the latest stories, a NEWS strip,
// an OPINION strip and the six featured-finds topics with their newest stories.
import Link from "next/link";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { FEATURED_TOPICS, readLink } from "@/lib/copy/read";
import type { ArticleTopic } from "@/lib/content/schema";
import { FEATURED_FINDS } from "@/lib/navigation";
import { articles, articlesInSection, articlesInTopic, type Article } from "@/lib/server/content/content";
import { ArticleCard } from "./ArticleCard";
import { ArticleGrid } from "./ArticleGrid";
import { topicHref } from "@/lib/content/read-format";
import styles from "./ReadFrontPage.module.css";

const LATEST_COUNT = 6;
const STRIP_COUNT = 4;
const TOPIC_COUNT = 3;

export async function ReadFrontPage() {
  const [all, news, opinion, lists] = await Promise.all([
    articles(),
    articlesInSection("news"),
    articlesInSection("opinion"),
    Promise.all(FEATURED_TOPICS.map((topic) => articlesInTopic(topic.slug as ArticleTopic))),
  ]);
  const [lead, ...rest] = all;
  const latest = rest.slice(0, LATEST_COUNT);
  const onPage = new Set([lead, ...latest].map((article) => article?.slug));
  // The strips prefer stories not already shown above, so the page never repeats itself.
  const strip = (list: Article[]) =>
    [...list.filter((a) => !onPage.has(a.slug)), ...list.filter((a) => onPage.has(a.slug))].slice(0, STRIP_COUNT);

  return (
    <>
      <SectionIntro
        section="read"
        current={readLink("FRONT PAGE").href}
        eyebrow="Stories and ideas"
        standfirst="Thoughtful, practical reading for anyone drinking less or not at all: the latest news, honest opinion and the best finds in drinks, health and travel."
      />

      {lead && (
        <section aria-label="Lead story" className={styles.lead}>
          <ArticleCard article={lead} authorName={lead.authorName} variant="lead" headingLevel={2} priority />
        </section>
      )}

      {latest.length > 0 && (
        <PageSection id="read-latest" title="Latest stories" link={{ label: "Every story", href: "/article" }}>
          <ArticleGrid articles={latest} label="Latest stories" />
        </PageSection>
      )}

      <PageSection id="read-news" title="News" link={{ label: "All news", href: readLink("NEWS").href }}>
        <ArticleGrid articles={strip(news)} label="News" variant="compact" />
      </PageSection>

      <PageSection id="read-opinion" title="Opinion" link={{ label: "All opinion", href: readLink("OPINION").href }}>
        <ArticleGrid articles={strip(opinion)} label="Opinion" variant="compact" />
      </PageSection>

      <PageSection
        id="read-featured-finds"
        title={FEATURED_FINDS.link.label}
        intro="Our editors' pick of the best things to drink, do and discover, by topic."
        link={{ label: "All featured finds", href: FEATURED_FINDS.link.href }}
      >
        <ul className={styles.topics}>
          {FEATURED_TOPICS.map((topic, index) => (
            <li key={topic.slug} className={styles.topic}>
              <h3 className={styles.topicTitle}>
                <Link href={topicHref(topic.slug as ArticleTopic)}>{topic.label}</Link>
              </h3>
              <ArticleGrid
                articles={lists[index].slice(0, TOPIC_COUNT)}
                label={`${topic.label} stories`}
                variant="compact"
                headingLevel={3}
                stacked
              />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
