// A show's own podcast feed (lib/podcasts/feed-xml.ts) read back by a real podcast client's parser
// (podcast-partytime, Podverse's and Podcast Index's): absolute URLs, enclosure length and type,
// Podcasting 2.0 transcript, chapters and person tags, escaping that survives hostile text. And
// the subscribe links (lib/podcasts/subscribe-links.ts) in the forms the apps publish.
import { parseFeed } from "podcast-partytime";
import { describe, expect, it } from "vitest";
import { absoluteNotes, absoluteUrl, audioMimeType, buildPodcastFeed, itunesDuration, transcriptMimeType, type FeedEpisodeInput, type FeedShowInput } from "@/lib/podcasts/feed-xml";
import { escapeXml } from "@/lib/xml";
import { appLinks, isPublishedShow, showFeedPath, subscribeFeed } from "@/lib/podcasts/subscribe-links";

const ORIGIN = "https://shop.example";

const show: FeedShowInput = {
  title: "Behind the Label",
  description: "Makers, methods & money behind alcohol-free drinks.",
  author: "Tom Hartley",
  imageUrl: "/media/podcasts/behind-the-label/cover.d0d5d711.svg",
  categories: [{ name: "Arts", subcategories: ["Food"] }, { name: "Business", subcategories: [] }],
  persons: [{ name: "Tom Hartley", role: "host" }],
  pageUrl: `${ORIGIN}/listen/podcasts/show/behind-the-label`,
  feedUrl: `${ORIGIN}/listen/podcasts/show/behind-the-label/feed.xml`,
};

const episode = (overrides: Partial<FeedEpisodeInput> = {}): FeedEpisodeInput => ({
  guid: "afc:podcast:behind-the-label:how-the-alcohol-comes-out",
  title: "How the alcohol comes out",
  summary: "Vacuum distillation, spinning cones and membranes.",
  notesHtml: '<p>Three ways to take alcohol out. Read <a href="/article/how-alcohol-is-removed-from-wine-guide">the explainer</a>.</p>',
  audioUrl: "/media/podcasts/behind-the-label/how-the-alcohol-comes-out.595a9b0a.mp3",
  audioType: "audio/mpeg",
  audioBytes: 188570,
  durationSeconds: 245,
  episodeNumber: 6,
  publishedAt: new Date("2026-11-20T08:00:00Z"),
  transcriptUrl: "/media/podcasts/behind-the-label/how-the-alcohol-comes-out.07244637.vtt",
  chaptersUrl: "/media/podcasts/behind-the-label/how-the-alcohol-comes-out.0c9f10f1.chapters.json",
  persons: [
    { name: "Tom Hartley", role: "host" },
    { name: "Claire Dubois", role: "guest" },
  ],
  pageUrl: `${ORIGIN}/listen/podcasts/episode/behind-the-label/how-the-alcohol-comes-out`,
  ...overrides,
});

describe("a show's feed, read by podcast-partytime", () => {
  const xml = buildPodcastFeed(show, [episode(), episode({ guid: "afc:podcast:behind-the-label:second", title: "Second", episodeNumber: 5, publishedAt: new Date("2026-11-13T08:00:00Z"), persons: [] })], ORIGIN);
  const feed = parseFeed(xml)!;

  it("has the channel a podcast app needs, every URL absolute", () => {
    expect(feed).toBeTruthy();
    expect(feed).toMatchObject({
      title: "Behind the Label",
      link: show.pageUrl,
      description: show.description,
      language: "en-gb",
      author: "Tom Hartley",
      explicit: false,
      itunesImage: `${ORIGIN}/media/podcasts/behind-the-label/cover.d0d5d711.svg`,
    });
    expect(feed.image?.url).toBe(`${ORIGIN}/media/podcasts/behind-the-label/cover.d0d5d711.svg`);
    expect(feed.itunesCategory).toEqual(["Arts > Food", "Business"]);
    // partytime maps roles onto the Podcasting 2.0 taxonomy: recognised, so capitalised.
    expect(feed.podcastPeople).toEqual([expect.objectContaining({ name: "Tom Hartley", role: "Host" })]);
    expect(xml).toContain(`<atom:link href="${show.feedUrl}" rel="self" type="application/rss+xml"/>`);
  });

  it("gives each episode a stable guid, an RFC 2822 date, an absolute enclosure with length and type, transcript, chapters and people", () => {
    expect(feed.items).toHaveLength(2);
    const [item] = feed.items;
    expect(item.guid).toBe("afc:podcast:behind-the-label:how-the-alcohol-comes-out");
    expect(item.pubDate?.toISOString()).toBe("2026-11-20T08:00:00.000Z");
    expect(xml).toContain("<pubDate>Fri, 20 Nov 2026 08:00:00 GMT</pubDate>");
    expect(item.enclosure).toEqual({ url: `${ORIGIN}/media/podcasts/behind-the-label/how-the-alcohol-comes-out.595a9b0a.mp3`, length: 188570, type: "audio/mpeg" });
    expect(item.duration).toBe(245);
    expect(item.itunesEpisode).toBe(6);
    expect(item.podcastTranscripts).toEqual([expect.objectContaining({ url: `${ORIGIN}/media/podcasts/behind-the-label/how-the-alcohol-comes-out.07244637.vtt`, type: "text/vtt" })]);
    expect(item.podcastChapters).toMatchObject({ url: `${ORIGIN}/media/podcasts/behind-the-label/how-the-alcohol-comes-out.0c9f10f1.chapters.json`, type: "application/json+chapters" });
    expect(item.podcastPeople?.map((p) => [p.name, p.role])).toEqual([
      ["Tom Hartley", "Host"],
      ["Claire Dubois", "Guest"],
    ]);
    // Show notes keep their links, made absolute: a podcast app has no page to resolve /article/… against.
    expect(item.description).toContain(`href="${ORIGIN}/article/how-alcohol-is-removed-from-wine-guide"`);
    expect(feed.pc20support[1]).toEqual(expect.arrayContaining(["transcript", "chapters"]));
  });

  it("survives hostile text: markup, ampersands, quotes, CDATA ends and control characters", () => {
    const hostile = 'Gin & "tonic" <b>]]></b> \u0007bell';
    const text = buildPodcastFeed({ ...show, title: hostile, author: hostile }, [episode({ title: hostile, summary: hostile, notesHtml: "", guid: `g-${hostile}` })], ORIGIN);
    const parsed = parseFeed(text)!;
    expect(parsed.title).toBe('Gin & "tonic" <b>]]></b> bell');
    expect(parsed.items[0].title).toBe('Gin & "tonic" <b>]]></b> bell');
    expect(text).not.toContain("\u0007");
  });

  it("ends the channel description and every episode's notes with the show's note, when it has one (issue 37.7)", () => {
    const note = "The voices in this show are synthesised & invented.";
    const withNote = parseFeed(buildPodcastFeed({ ...show, note }, [episode(), episode({ guid: "no-notes", notesHtml: "" })], ORIGIN))!;
    expect(withNote.description).toBe("Makers, methods & money behind alcohol-free drinks. The voices in this show are synthesised & invented.");
    expect(withNote.items[0].description).toMatch(/the explainer<\/a>\.<\/p><p>The voices in this show are synthesised & invented\.<\/p>$/);
    // An episode without notes keeps its summary, and still gets the note.
    expect(withNote.items[1].description).toBe("<p>Vacuum distillation, spinning cones and membranes.</p><p>The voices in this show are synthesised & invented.</p>");
    expect(feed.description).toBe("Makers, methods & money behind alcohol-free drinks.");
    expect(feed.items[0].description).not.toContain("synthesised");
  });

  it("drops an episode whose audio is not a site path or http(s) URL rather than publish a broken enclosure", () => {
    const text = buildPodcastFeed(show, [episode({ audioUrl: "javascript:alert(1)" }), episode({ guid: "ok" })], ORIGIN);
    expect(parseFeed(text)!.items.map((item) => item.guid)).toEqual(["ok"]);
  });
});

describe("feed helpers", () => {
  it("makes site paths absolute and refuses other schemes", () => {
    expect(absoluteUrl("/media/a.mp3", "https://x.test/")).toBe("https://x.test/media/a.mp3");
    expect(absoluteUrl("https://cdn.test/a.mp3", ORIGIN)).toBe("https://cdn.test/a.mp3");
    expect(absoluteUrl("//evil.test/a.mp3", ORIGIN)).toBeNull();
    expect(absoluteUrl("javascript:alert(1)", ORIGIN)).toBeNull();
    expect(absoluteNotes('<a href="/a">x</a> <a href="//b.test/">y</a> <a href="https://c.test/">z</a>', ORIGIN)).toBe(`<a href="${ORIGIN}/a">x</a> <a href="//b.test/">y</a> <a href="https://c.test/">z</a>`);
  });

  it("names types and durations the way apps expect", () => {
    expect(audioMimeType("/a.mp3", "")).toBe("audio/mpeg");
    expect(audioMimeType("/a.m4a", "application/octet-stream")).toBe("audio/mp4");
    expect(audioMimeType("/a.mp3", "audio/mpeg")).toBe("audio/mpeg");
    expect(transcriptMimeType("/a.vtt")).toBe("text/vtt");
    expect(transcriptMimeType("/a.srt")).toBe("application/srt");
    expect(itunesDuration(245)).toBe("00:04:05");
    expect(itunesDuration(3725)).toBe("01:02:05");
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;");
  });
});

describe("subscribe links", () => {
  it("publishes the shipped shows' own feeds and links to other people's shows' originals", () => {
    const shipped = { slug: "dry-run", feedUrl: "content/podcasts/dry-run.xml" };
    const remote = { slug: "someone-else", feedUrl: "https://feeds.example.org/show.xml" };
    expect(isPublishedShow(shipped)).toBe(true);
    expect(isPublishedShow(remote)).toBe(false);
    expect(subscribeFeed(shipped)).toEqual({ href: showFeedPath("dry-run"), own: true });
    expect(showFeedPath("dry-run")).toBe("/listen/podcasts/show/dry-run/feed.xml");
    expect(subscribeFeed(remote)).toEqual({ href: "https://feeds.example.org/show.xml", own: false });
  });

  it("builds the apps' documented link forms, and none for a relative or non-web URL", () => {
    expect(appLinks("https://shop.example/listen/podcasts/show/dry-run/feed.xml")).toEqual([
      { app: "Pocket Casts", href: "pktc://subscribehttps/shop.example/listen/podcasts/show/dry-run/feed.xml" },
      { app: "AntennaPod", href: "https://antennapod.org/deeplink/subscribe?url=https%3A%2F%2Fshop.example%2Flisten%2Fpodcasts%2Fshow%2Fdry-run%2Ffeed.xml" },
    ]);
    expect(appLinks("http://localhost:3000/f.xml")[0].href).toBe("pktc://subscribe/localhost:3000/f.xml");
    expect(appLinks("/listen/podcasts/show/dry-run/feed.xml")).toEqual([]);
    expect(appLinks("javascript:alert(1)")).toEqual([]);
  });
});
