// A show's own public podcast feed (/listen/podcasts/show/<slug>/feed.xml): RSS 2.0 with the
// iTunes and Podcasting 2.0 tags podcast apps read, every link and media URL absolute against the
// site's origin. Pure: the request handler (api-routes/podcast-feed.ts) brings the data and origin.
import { SITE_NAME } from "../constants";
import { escapeXml } from "../xml";
import type { FeedCategory, FeedPerson } from "./types";

export interface FeedShowInput {
  title: string;
  description: string;
  author: string;
  /** Site path or absolute URL of the artwork. */
  imageUrl: string;
  categories: FeedCategory[];
  persons: FeedPerson[];
  /** Absolute URL of the show's page. */
  pageUrl: string;
  /** Absolute URL of this feed. */
  feedUrl: string;
  /** A line every listener should read in any app (the shipped shows' synthesised voices): ends the channel's description and each episode's notes. */
  note?: string;
}

export interface FeedEpisodeInput {
  guid: string;
  title: string;
  summary: string;
  /** Sanitised show notes (lib/podcasts/feed.ts sanitiseNotes); site links become absolute. */
  notesHtml: string;
  audioUrl: string;
  audioType: string;
  /** Bytes of the audio file; 0 when unknown. */
  audioBytes: number;
  durationSeconds: number | null;
  episodeNumber: number | null;
  publishedAt: Date;
  transcriptUrl: string | null;
  chaptersUrl: string | null;
  persons: FeedPerson[];
  /** Absolute URL of the episode's page. */
  pageUrl: string;
}

/** The feed's language: the shows are British. */
export const FEED_LANGUAGE = "en-gb";

/** A site path made absolute against `origin`; an http(s) URL kept; anything else null. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return `${origin.replace(/\/+$/, "")}${value}`;
  return /^https?:\/\//i.test(value) ? value : null;
}

/** Site links in show notes (href="/article/…") made absolute: a podcast app has no page to resolve them against. */
export function absoluteNotes(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}/`);
}

const AUDIO_TYPES: Record<string, string> = { mp3: "audio/mpeg", m4a: "audio/mp4", aac: "audio/aac", ogg: "audio/ogg", opus: "audio/ogg", wav: "audio/wav" };

/** The enclosure's MIME type: the stored one when it is an audio type, else the file extension's. */
export function audioMimeType(url: string, stored: string | null | undefined): string {
  if (stored && /^audio\/[a-z0-9.+-]+$/i.test(stored)) return stored.toLowerCase();
  const extension = url.split(/[?#]/)[0].split(".").pop()?.toLowerCase() ?? "";
  return AUDIO_TYPES[extension] ?? "audio/mpeg";
}

/** The Podcasting 2.0 transcript type of a transcript file, from its extension. */
export function transcriptMimeType(url: string): string {
  const extension = url.split(/[?#]/)[0].split(".").pop()?.toLowerCase() ?? "";
  return extension === "srt" ? "application/srt" : extension === "json" ? "application/json" : extension === "html" ? "text/html" : "text/vtt";
}

/** RFC 2822 date, as RSS 2.0's pubDate asks ("Fri, 20 Nov 2026 08:00:00 GMT"). */
export const rfc2822 = (date: Date) => date.toUTCString();

/** HH:MM:SS for itunes:duration (seconds alone are also valid; this reads better in a feed). */
export function itunesDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function personTags(persons: FeedPerson[], indent: string): string[] {
  const seen = new Set<string>();
  return persons
    .filter((person) => {
      const key = `${person.role}|${person.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((person) => `${indent}<podcast:person role="${escapeXml(person.role || "host")}">${escapeXml(person.name)}</podcast:person>`);
}

function categoryTags(categories: FeedCategory[]): string[] {
  return categories.map((category) =>
    category.subcategories.length
      ? [
          `    <itunes:category text="${escapeXml(category.name)}">`,
          ...category.subcategories.map((sub) => `      <itunes:category text="${escapeXml(sub)}"/>`),
          "    </itunes:category>",
        ].join("\n")
      : `    <itunes:category text="${escapeXml(category.name)}"/>`,
  );
}

function itemXml(episode: FeedEpisodeInput, origin: string, note: string | undefined): string | null {
  const audio = absoluteUrl(episode.audioUrl, origin);
  if (!audio) return null; // an item without playable audio is no podcast episode
  const transcript = absoluteUrl(episode.transcriptUrl, origin);
  const chapters = absoluteUrl(episode.chaptersUrl, origin);
  // HTML in RSS travels entity-escaped (tag() escapes it once more); a summary is text, so it is escaped as HTML first.
  const notes = (absoluteNotes(episode.notesHtml, origin) || `<p>${escapeXml(episode.summary)}</p>`) + (note ? `<p>${escapeXml(note)}</p>` : "");
  const lines = [
    "    <item>",
    `      ${tag("title", episode.title)}`,
    `      ${tag("link", episode.pageUrl)}`,
    `      <guid isPermaLink="false">${escapeXml(episode.guid)}</guid>`,
    `      ${tag("pubDate", rfc2822(episode.publishedAt))}`,
    `      ${tag("description", notes)}`,
    `      ${tag("content:encoded", notes)}`,
    `      <enclosure url="${escapeXml(audio)}" length="${Math.max(0, Math.round(episode.audioBytes))}" type="${escapeXml(audioMimeType(audio, episode.audioType))}"/>`,
    episode.durationSeconds ? `      ${tag("itunes:duration", itunesDuration(episode.durationSeconds))}` : "",
    episode.episodeNumber ? `      ${tag("itunes:episode", String(episode.episodeNumber))}` : "",
    "      <itunes:episodeType>full</itunes:episodeType>",
    "      <itunes:explicit>false</itunes:explicit>",
    episode.summary ? `      ${tag("itunes:summary", episode.summary)}` : "",
    transcript ? `      <podcast:transcript url="${escapeXml(transcript)}" type="${transcriptMimeType(transcript)}" language="en-GB"/>` : "",
    chapters ? `      <podcast:chapters url="${escapeXml(chapters)}" type="application/json+chapters"/>` : "",
    ...personTags(episode.persons, "      "),
    "    </item>",
  ];
  return lines.filter(Boolean).join("\n");
}

/** The whole feed, episodes in the order given (newest first). */
export function buildPodcastFeed(show: FeedShowInput, episodes: readonly FeedEpisodeInput[], origin: string): string {
  const image = absoluteUrl(show.imageUrl, origin);
  const newest = episodes.reduce<Date | null>((latest, episode) => (!latest || episode.publishedAt > latest ? episode.publishedAt : latest), null);
  const items = episodes.map((episode) => itemXml(episode, origin, show.note)).filter((item): item is string => item !== null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    ${tag("title", show.title)}`,
    `    ${tag("link", show.pageUrl)}`,
    `    <atom:link href="${escapeXml(show.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${tag("description", show.note ? `${show.description} ${show.note}` : show.description)}`,
    `    ${tag("language", FEED_LANGUAGE)}`,
    newest ? `    ${tag("lastBuildDate", rfc2822(newest))}` : "",
    `    ${tag("generator", SITE_NAME)}`,
    image ? ["    <image>", `      ${tag("url", image)}`, `      ${tag("title", show.title)}`, `      ${tag("link", show.pageUrl)}`, "    </image>"].join("\n") : "",
    image ? `    <itunes:image href="${escapeXml(image)}"/>` : "",
    `    ${tag("itunes:author", show.author)}`,
    ...categoryTags(show.categories),
    "    <itunes:explicit>false</itunes:explicit>",
    "    <itunes:type>episodic</itunes:type>",
    ...personTags(show.persons, "    "),
    "    <podcast:medium>podcast</podcast:medium>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}
