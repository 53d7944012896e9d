// Words READ's components share: dates as a British reader writes them, section and topic names.
import type { ArticleSection, ArticleTopic } from "@/lib/content/schema";
import { FEATURED_TOPICS } from "@/lib/copy/read";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 October 2026" for 2026-10-14. */
export function formatDate(isoDate: string): string {
  return DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

export const SECTION_LABELS: Record<ArticleSection, string> = { news: "News", opinion: "Opinion", features: "Features" };

export function topicLabel(topic: ArticleTopic): string {
  return FEATURED_TOPICS.find((candidate) => candidate.slug === topic)?.label ?? topic;
}

export function topicHref(topic: ArticleTopic): string {
  return `/read/featured-finds/${topic}`;
}

export function articleHref(slug: string): string {
  return `/article/${slug}`;
}

export function authorHref(slug: string): string {
  return `/read/authors/${slug}`;
}

/** Where a section's stories are listed: NEWS and OPINION have pages; features live under topics. */
export function sectionHref(section: ArticleSection): string {
  return section === "features" ? "/read/featured-finds" : `/read/${section}`;
}
