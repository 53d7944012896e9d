// Where a show's feed lives and how a listener takes it to a podcast app. Only links whose form
// the app's makers publish are offered (checked for issue 26); every other app takes the copied
// feed URL through its own "add by URL".

/** The path of a show's own feed, served by app/listen/podcasts/show/[show]/feed.xml/route.ts. */
export const showFeedPath = (slug: string) => `/listen/podcasts/show/${slug}/feed.xml`;

/** True for the shows the site publishes (the shipped feeds, stored as content/podcasts/<file>.xml). */
export const isPublishedShow = (show: { feedUrl: string }) => !/^https?:\/\//i.test(show.feedUrl);

/**
 * The feed to subscribe to: the site's own for a show it publishes, the original feed for a show
 * from PODCAST_FEEDS (other people's shows are linked to, not republished).
 */
export function subscribeFeed(show: { slug: string; feedUrl: string }): { href: string; own: boolean } {
  return isPublishedShow(show) ? { href: showFeedPath(show.slug), own: true } : { href: show.feedUrl, own: false };
}

export interface AppLink {
  app: string;
  href: string;
}

/**
 * Links that open a podcast app on the feed (an absolute http(s) URL), or [] for anything else.
 * - AntennaPod: `https://antennapod.org/deeplink/subscribe?url=<feed>`, documented in AntennaPod's
 *   "Add on AntennaPod" page for podcasters (antennapod.org documentation, podcasters-hosters).
 * - Pocket Casts: `pktc://subscribe/<feed without http://>` and `pktc://subscribehttps/<feed
 *   without https://>`, as Pocket Casts' own app source reads them (Automattic/pocket-casts-android,
 *   DeepLinkFactory's PodloveAdapter).
 */
export function appLinks(feedUrl: string): AppLink[] {
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return [];
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return [];
  const bare = url.href.slice(url.protocol.length + 2);
  return [
    { app: "Pocket Casts", href: `pktc://${url.protocol === "https:" ? "subscribehttps" : "subscribe"}/${bare}` },
    { app: "AntennaPod", href: `https://antennapod.org/deeplink/subscribe?url=${encodeURIComponent(url.href)}` },
  ];
}
