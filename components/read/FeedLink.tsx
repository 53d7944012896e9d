// Announces READ's RSS feed to browsers and feed readers; React hoists the <link> into <head>.
export const FEED_PATH = "/read/feed.xml";

export function FeedLink() {
  return <link rel="alternate" type="application/rss+xml" title="Alcohol Free Co: Read" href={FEED_PATH} />;
}
