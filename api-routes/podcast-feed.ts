import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import { episodeHref, showHref, SYNTHETIC_SHOW_NOTE } from "@/lib/podcasts/episode-data";
import { buildPodcastFeed } from "@/lib/podcasts/feed-xml";
import { isPublishedShow, showFeedPath } from "@/lib/podcasts/subscribe-links";
import { showBySlug } from "@/lib/server/podcasts/queries";
import { etagStillFresh, siteOrigin, withDatabase } from "./http";

// GET /listen/podcasts/show/<show>/feed.xml: the show's own podcast feed, for podcast apps. Only
// the shows the site publishes (the shipped feeds); a show from PODCAST_FEEDS belongs to someone
// else and keeps its own feed, so it answers 404 here (its page links to the original).
// Public and cacheable: a feed changes only when the shipped feeds do.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Apps poll feeds often; ten minutes matches the show page's revalidation. */
export const FEED_CACHE_CONTROL = "public, max-age=600, stale-while-revalidate=3600";
const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");

function notFound(): Response {
  return new Response("No such podcast feed.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
}

/**
 * The enclosure's length in bytes: the size of the file itself for a site path (the truth, even if
 * a feed's length attribute went stale), else what the feed said, else 0 (RSS's "unknown").
 */
async function audioLength(audioUrl: string, stored: number | null): Promise<number> {
  if (audioUrl.startsWith("/") && !audioUrl.startsWith("//")) {
    const file = path.join(PUBLIC_DIR, path.normalize(audioUrl.split(/[?#]/)[0]));
    if (file.startsWith(PUBLIC_DIR + path.sep)) {
      const size = await stat(file).then((info) => (info.isFile() ? info.size : null), () => null);
      if (size !== null) return size;
    }
  }
  return stored ?? 0;
}

export async function handleGetShowFeed(request: Request, context: { params: Promise<{ show: string }> }): Promise<Response> {
  const { show: slug } = await context.params;
  if (!SLUG.test(slug)) return notFound();
  return withDatabase(async () => {
    const found = await showBySlug(slug);
    if (!found || !isPublishedShow(found.show)) return notFound();
    const { show, episodes } = found;
    const origin = siteOrigin(request);
    const items = await Promise.all(
      episodes.map(async (episode) => ({
        ...episode,
        audioBytes: await audioLength(episode.audioUrl, episode.audioBytes),
        pageUrl: `${origin}${episodeHref(show.slug, episode.slug)}`,
      })),
    );
    // Every show published here is one of the shipped, synthesised ones: the feed says so, as the show page does.
    const feedShow = { ...show, pageUrl: `${origin}${showHref(show.slug)}`, feedUrl: `${origin}${showFeedPath(show.slug)}`, note: SYNTHETIC_SHOW_NOTE };
    const xml = buildPodcastFeed(feedShow, items, origin);
    const etag = `"${createHash("sha256").update(xml).digest("base64url").slice(0, 32)}"`;
    // Public, credential-free data: web-based podcast players may read it from their own pages.
    const headers = { "Cache-Control": FEED_CACHE_CONTROL, ETag: etag, "Access-Control-Allow-Origin": "*" };
    if (etagStillFresh(request, etag)) return new Response(null, { status: 304, headers });
    return new Response(xml, { status: 200, headers: { ...headers, "Content-Type": "application/rss+xml; charset=utf-8" } });
  });
}
