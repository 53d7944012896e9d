// An RSS 2.0 podcast feed (iTunes and Podcasting 2.0 tags) to a show and its episodes, parsed by
// feedsmith. feedsmith never expands DOCTYPE entities, so an entity bomb stays inert text.
// Everything from a feed is untrusted: notes are sanitised, links must be http(s) or site paths,
// and an item without playable audio is dropped rather than failing the whole feed.
import { decodeHTML } from "entities";
import { parseRssFeed } from "feedsmith";
import sanitizeHtml from "sanitize-html";
import { slugify } from "@/lib/catalogue/seed-data";
import type { FeedCategory, FeedPerson, ParsedEpisode, ParsedShow } from "./types";

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}

const NOTES_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "a", "ul", "ol", "li", "em", "strong", "b", "i", "blockquote", "h3", "h4", "code"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Scripts, styles and their text are dropped entirely, not kept as text.
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:/i.test(href);
      const safe: Record<string, string> = external ? { href, rel: "nofollow noopener noreferrer" } : { href };
      return { tagName, attribs: safe };
    },
  },
};

/** Show notes made safe to render: no scripts, handlers, styles or javascript: links. */
export function sanitiseNotes(html: string): string {
  return sanitizeHtml(html, NOTES_POLICY).trim();
}

/** Plain text of some HTML, for search and summaries. */
export function htmlToText(html: string): string {
  return decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })).replace(/\s+/g, " ").trim();
}

/**
 * A link from a feed made absolute against the feed's own URL, or kept as a site path for the
 * shipped feeds; null for anything else (javascript:, data:, file:…).
 */
export function resolveFeedLink(link: string | undefined, feedUrl: string): string | null {
  const value = link?.trim();
  if (!value) return null;
  const remote = /^https?:\/\//i.test(feedUrl);
  if (!remote) return value.startsWith("/") && !value.startsWith("//") ? value : /^https?:\/\//i.test(value) ? value : null;
  try {
    const url = new URL(value, feedUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const EPISODE_PATH = /\/listen\/podcasts\/episode\/[a-z0-9-]+\/([a-z0-9-]+)$/;

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base || "episode";
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function persons(list: { display?: string; role?: string }[] | undefined): FeedPerson[] {
  return (list ?? []).filter((p) => p.display?.trim()).map((p) => ({ name: p.display!.trim(), role: (p.role ?? "host").toLowerCase() }));
}

function text(value: string | undefined, max: number): string {
  return htmlToText(value ?? "").slice(0, max);
}

function parseOrThrow(xml: string) {
  try {
    return parseRssFeed(xml);
  } catch (error) {
    throw new FeedError(`not a valid RSS feed (${(error as Error).message})`);
  }
}

/** Parses a feed; throws FeedError when it is not a usable podcast feed. */
export function parsePodcastFeed(xml: string, feedUrl: string): ParsedShow {
  const feed = parseOrThrow(xml);
  const title = text(feed.title, 200);
  if (!title) throw new FeedError("the feed has no title");

  const taken = new Set<string>();
  const episodes: ParsedEpisode[] = [];
  for (const item of feed.items ?? []) {
    const enclosure = item.enclosures?.find((e) => /^audio\//.test(e.type ?? "") || /\.(mp3|m4a|ogg|opus)$/i.test(e.url ?? ""));
    const audioUrl = resolveFeedLink(enclosure?.url, feedUrl);
    const itemTitle = text(item.title ?? item.itunes?.title, 200);
    if (!enclosure || !audioUrl || !itemTitle) continue;
    const guid = (item.guid?.value ?? audioUrl).trim().slice(0, 500);
    const publishedAt = item.pubDate ? new Date(item.pubDate) : new Date(0);
    const notesHtml = sanitiseNotes(item.content?.encoded ?? item.description ?? item.itunes?.summary ?? "");
    const notesText = htmlToText(notesHtml);
    const fromLink = item.link?.match(EPISODE_PATH)?.[1];
    episodes.push({
      guid,
      slug: uniqueSlug(fromLink ?? slugify(itemTitle).slice(0, 80), taken),
      title: itemTitle,
      summary: text(item.itunes?.summary ?? item.itunes?.subtitle, 400) || notesText.slice(0, 240),
      notesHtml,
      notesText,
      audioUrl,
      audioType: enclosure.type || "audio/mpeg",
      audioBytes: Number.isFinite(enclosure.length) && enclosure.length! > 0 ? Math.round(enclosure.length!) : null,
      durationSeconds: Number.isFinite(item.itunes?.duration) ? Math.round(item.itunes!.duration!) : null,
      episodeNumber: Number.isInteger(item.itunes?.episode) ? item.itunes!.episode! : null,
      publishedAt: Number.isNaN(publishedAt.getTime()) ? new Date(0) : publishedAt,
      transcriptUrl: resolveFeedLink(item.podcast?.transcripts?.find((t) => /vtt|srt/i.test(t.type ?? ""))?.url, feedUrl),
      chaptersUrl: resolveFeedLink(item.podcast?.chapters?.url, feedUrl),
      persons: persons(item.podcast?.persons),
    });
  }

  const categories: FeedCategory[] = (feed.itunes?.categories ?? [])
    .filter((c) => c.text?.trim())
    .map((c) => ({ name: c.text!.trim(), subcategories: (c.categories ?? []).map((s) => s.text?.trim() ?? "").filter(Boolean) }));
  return {
    slug: slugify(title).slice(0, 80),
    title,
    description: text(feed.description ?? feed.itunes?.summary, 4000),
    author: text(feed.itunes?.author, 200) || title,
    imageUrl: resolveFeedLink(feed.itunes?.image ?? feed.image?.url, feedUrl) ?? "",
    link: resolveFeedLink(feed.link, feedUrl),
    categories,
    persons: persons(feed.podcast?.persons),
    episodes,
  };
}
