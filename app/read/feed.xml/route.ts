import { buildRssFeed } from "@/lib/content/rss";
import { articles, authorOf } from "@/lib/server/content/content";
import { SECTION_LABELS } from "@/lib/content/read-format";

// READ's RSS 2.0 feed: built once at build time from the content files.
export const dynamic = "force-static";

export function GET() {
  const feed = buildRssFeed(
    articles().map((article) => ({ ...article, authorName: authorOf(article).name, category: SECTION_LABELS[article.section] })),
  );
  return new Response(feed, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
