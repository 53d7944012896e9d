import { buildRssFeed } from "@/lib/content/rss";
import { articles } from "@/lib/server/content/content";
import { SECTION_LABELS } from "@/lib/content/read-format";

// READ's RSS 2.0 feed: prerendered from the published stories, and rendered again when the
// newsroom publishes, changes or unpublishes one (the stories' cache tags) or within the hour.
export const revalidate = 3600;

export async function GET() {
  const stories = await articles();
  const feed = buildRssFeed(stories.map((article) => ({ ...article, category: SECTION_LABELS[article.section] })));
  return new Response(feed, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
