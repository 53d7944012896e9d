// READ's RSS 2.0 feed (/read/feed.xml): the newest stories, each with its link, date and summary.
import { SITE_NAME, SITE_URL } from "../constants";
import { escapeXml } from "../xml";

/** The feed carries at most this many stories (issue 11). */
export const FEED_SIZE = 50;

interface FeedArticle {
  slug: string;
  title: string;
  standfirst: string;
  date: string;
  authorName: string;
  category: string;
}

/** RFC 822 date at noon UTC, as RSS 2.0 asks. */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

/** The feed for stories already sorted newest first; only the first FEED_SIZE are included. */
export function buildRssFeed(articles: readonly FeedArticle[], siteUrl = SITE_URL): string {
  const items = articles.slice(0, FEED_SIZE).map((article) => {
    const link = `${siteUrl}/article/${article.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${escapeXml(article.standfirst)}</description>`,
      `      <dc:creator>${escapeXml(article.authorName)}</dc:creator>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${SITE_NAME}: Read`)}</title>`,
    `    <link>${siteUrl}/read</link>`,
    `    <atom:link href="${siteUrl}/read/feed.xml" rel="self" type="application/rss+xml"/>`,
    "    <description>News, opinion and featured finds on alcohol-free drinks, health, lifestyle, sobriety and travel.</description>",
    "    <language>en-gb</language>",
    articles[0] ? `    <lastBuildDate>${rfc822(articles[0].date)}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
