// READ's and WATCH's pure rules: ordering, paging, related items, Markdown, captions, feed, JSON-LD.
import { describe, expect, it } from "vitest";
import { articleJsonLd, isoDuration, videoJsonLd } from "@/lib/content/json-ld";
import { countWords, readingMinutes, renderMarkdown } from "@/lib/content/markdown";
import { newestFirst, paginate, parsePageParam, related } from "@/lib/content/queries";
import { buildRssFeed, FEED_SIZE } from "@/lib/content/rss";
import { formatClock, parseVtt } from "@/lib/content/vtt";

const story = (slug: string, date: string, extra: Partial<{ section: string; topics: string[]; products: string[] }> = {}) => ({
  slug,
  date,
  section: "news",
  topics: [] as string[],
  products: [] as string[],
  ...extra,
});

describe("lists of stories", () => {
  it("sorts newest first, the slug breaking a tie", () => {
    const sorted = newestFirst([story("b", "2026-01-02"), story("c", "2026-03-01"), story("a", "2026-01-02")]);
    expect(sorted.map((s) => s.slug)).toEqual(["c", "a", "b"]);
  });

  it("reads ?page= strictly", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(["2", "5"])).toBe(2);
    for (const bad of ["0", "-1", "1.5", "two", "", "01"]) expect(parsePageParam(bad)).toBeNull();
  });

  it("pages twelve at a time and has no page past the end", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, 1)).toMatchObject({ items: items.slice(0, 12), page: 1, pageCount: 3, total: 25 });
    expect(paginate(items, 3)?.items).toEqual([24]);
    expect(paginate(items, 4)).toBeNull();
    expect(paginate([], 1)).toMatchObject({ items: [], pageCount: 1 });
  });

  it("relates by shared topics first, then products, then section, newest breaking ties", () => {
    const me = story("me", "2026-05-01", { section: "opinion", topics: ["health"], products: ["p1"] });
    const all = [
      me,
      story("same-section", "2026-06-01", { section: "opinion" }),
      story("shared-product", "2026-01-01", { products: ["p1"] }),
      story("shared-topic-old", "2025-01-01", { topics: ["health", "travel"] }),
      story("unrelated-new", "2026-09-01"),
    ];
    expect(related(me, all, 4).map((s) => s.slug)).toEqual(["shared-topic-old", "shared-product", "same-section", "unrelated-new"]);
  });
});

describe("Markdown rendered at build time", () => {
  it("gives headings ids and anchors, collects the table of contents and sets quotes", async () => {
    const { html, headings, words } = await renderMarkdown('## Where to start\n\nIt\'s "simple".\n\n## The second part\n\n> A pull quote\n');
    expect(headings).toEqual([
      { id: "where-to-start", text: "Where to start" },
      { id: "the-second-part", text: "The second part" },
    ]);
    expect(html).toContain('<h2 id="where-to-start">Where to start<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#where-to-start">#</a></h2>');
    expect(html).toContain("It’s “simple”.");
    expect(html).toContain("<blockquote>");
    expect(words).toBe(11);
  });

  it("refuses a picture without alt text", async () => {
    await expect(renderMarkdown("![](/images/read/x.svg)")).rejects.toThrow("image /images/read/x.svg has no alt text");
    await expect(renderMarkdown("![A glass](/images/read/x.svg)")).resolves.toBeTruthy();
  });

  it("counts words as a reader would and rounds reading time", () => {
    expect(countWords("A [linked phrase](https://example.com) and ![alt](/x.svg) — done.")).toBe(5);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(1150)).toBe(5);
  });
});

describe("captions", () => {
  const vtt = "WEBVTT\n\nNOTE made by espeak-ng\n\n1\n00:00:00.000 --> 00:00:03.500\nFirst line,\n<i>wrapped</i>.\n\n00:01:02.250 --> 00:01:05.000 align:start\nSecond.\n";

  it("reads cues with times and plain text", () => {
    expect(parseVtt(vtt)).toEqual([
      { start: 0, end: 3.5, text: "First line, wrapped." },
      { start: 62.25, end: 65, text: "Second." },
    ]);
    expect(() => parseVtt("1\n00:00 --> 00:01\nx")).toThrow("WEBVTT");
  });

  it("formats clock times and ISO durations", () => {
    expect(formatClock(62.25)).toBe("1:02");
    expect(isoDuration(42)).toBe("PT42S");
    expect(isoDuration(75)).toBe("PT1M15S");
    expect(isoDuration(120)).toBe("PT2M");
  });
});

describe("feed and structured data", () => {
  const articles = Array.from({ length: FEED_SIZE + 5 }, (_, i) => ({
    slug: `story-${i}`,
    title: `Story ${i} & <friends>`,
    standfirst: "Fish & chips",
    date: "2026-10-14",
    authorName: "Nadia Okafor",
    category: "News",
  }));

  it("builds RSS 2.0 with at most the newest 50 stories, escaped", () => {
    const feed = buildRssFeed(articles, "https://example.test");
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(feed).toContain("<title>Story 0 &amp; &lt;friends&gt;</title>");
    expect(feed).toContain("<link>https://example.test/article/story-0</link>");
    expect(feed).toContain("<pubDate>Wed, 14 Oct 2026 12:00:00 GMT</pubDate>");
    expect(feed).not.toContain("story-50<");
  });

  it("describes a story and a video for search engines without breaking out of the script", () => {
    const article = JSON.parse(
      articleJsonLd(
        { slug: "s", title: "</script>Title", standfirst: "Sf", date: "2026-01-02", hero: { image: "/images/read/s.svg" } },
        { name: "Nadia Okafor", slug: "nadia-okafor" },
        "https://example.test",
      ),
    );
    expect(article).toMatchObject({ "@type": "Article", headline: "</script>Title", datePublished: "2026-01-02", author: { name: "Nadia Okafor" }, image: ["https://example.test/images/read/s.svg"] });
    expect(articleJsonLd({ slug: "s", title: "</script>", standfirst: "", date: "2026-01-02", hero: { image: "/x" } }, { name: "A", slug: "a" })).not.toContain("</script>");
    const video = JSON.parse(
      videoJsonLd({ slug: "v", title: "V", description: "D", date: "2026-01-02", duration: 42, video: "/media/videos/v.webm", poster: { image: "/media/videos/v.jpg" } }, "https://example.test"),
    );
    expect(video).toMatchObject({ "@type": "VideoObject", duration: "PT42S", contentUrl: "https://example.test/media/videos/v.webm", uploadDate: "2026-01-02" });
  });
});
