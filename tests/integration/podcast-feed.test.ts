// Every show the site publishes, served through the real feed handler from a real database (the
// shipped feeds ingested as at start-up) and read by a real podcast client's parser
// (podcast-partytime): absolute media URLs that point at files that exist, enclosure lengths equal
// to those files' sizes, Podcasting 2.0 transcript, chapters and people, caching, and 404s for
// unknown shows and for other people's shows from PODCAST_FEEDS.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { parseFeed } from "podcast-partytime";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handleGetShowFeed } from "@/api-routes/podcast-feed";
import { getDb } from "@/lib/server/platform/db";
import { ingestFeedXml, ingestShippedFeeds } from "@/lib/server/podcasts/ingest";
import { listShows, showBySlug } from "@/lib/server/podcasts/queries";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

const ORIGIN = "http://127.0.0.1:3000";

beforeAll(async () => {
  await useFreshDatabase();
  const reports = await ingestShippedFeeds(await getDb(), { force: true });
  expect(reports.every((report) => report.status !== "failed")).toBe(true);
});
afterAll(dropFreshDatabase);
afterEach(() => {
  delete process.env.NEXT_PUBLIC_SITE_URL;
});

const get = (slug: string, headers: Record<string, string> = {}) =>
  handleGetShowFeed(new Request(`${ORIGIN}/listen/podcasts/show/${slug}/feed.xml`, { headers }), { params: Promise.resolve({ show: slug }) });

/** The file under public/ an absolute site URL names. */
function publicFile(url: string, origin: string): string {
  expect(url.startsWith(`${origin}/`)).toBe(true);
  return path.join("public", new URL(url).pathname);
}

describe(`each show's own podcast feed (${engineName()})`, () => {
  it("serves every shipped show's feed, and podcast-partytime reads all of it", async () => {
    const shows = await listShows();
    expect(shows.length).toBeGreaterThanOrEqual(4);
    let episodesChecked = 0;
    for (const summary of shows) {
      const response = await get(summary.slug);
      expect(response.status, summary.slug).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const xml = await response.text();
      const feed = parseFeed(xml);
      expect(feed, `${summary.slug}: partytime could not read the feed`).toBeTruthy();
      const { show, episodes } = (await showBySlug(summary.slug))!;

      expect(feed!.title).toBe(show.title);
      expect(feed!.link).toBe(`${ORIGIN}/listen/podcasts/show/${show.slug}`);
      expect(feed!.language).toBe("en-gb");
      expect(feed!.explicit).toBe(false);
      expect(feed!.author).toBe(show.author);
      // The shipped shows are voiced by espeak-ng and their guests are invented: every feed says so (issue 37.7).
      const SYNTHETIC = "The voices in this show are synthesised, and its guests are characters written for it.";
      expect(feed!.description).toBe(`${show.description} ${SYNTHETIC}`);
      expect(feed!.itunesImage).toBe(`${ORIGIN}${show.imageUrl}`);
      expect(existsSync(publicFile(feed!.itunesImage!, ORIGIN))).toBe(true);
      expect(feed!.itunesCategory!.length).toBe(show.categories.length);
      expect(feed!.podcastPeople?.map((person) => person.name)).toEqual(show.persons.map((person) => person.name));

      // Every episode the site shows is in the feed, in the same order, with the same GUID.
      expect(feed!.items.map((item) => item.guid)).toEqual(episodes.map((episode) => episode.guid));
      for (const [index, item] of feed!.items.entries()) {
        const episode = episodes[index];
        const where = `${show.slug}/${episode.slug}`;
        expect(item.title, where).toBe(episode.title);
        expect(item.pubDate?.getTime(), where).toBe(episode.publishedAt.getTime());
        const audio = publicFile(item.enclosure.url, ORIGIN);
        expect(existsSync(audio), `${where}: ${item.enclosure.url} is not a file`).toBe(true);
        expect(item.enclosure.length, `${where}: enclosure length`).toBe(statSync(audio).size);
        expect(item.enclosure.type).toBe("audio/mpeg");
        expect(item.duration, where).toBe(episode.durationSeconds);
        const [transcript] = item.podcastTranscripts ?? [];
        expect(transcript?.type, `${where}: transcript`).toBe("text/vtt");
        expect(existsSync(publicFile(transcript.url, ORIGIN))).toBe(true);
        expect(item.podcastChapters?.type, `${where}: chapters`).toBe("application/json+chapters");
        expect(existsSync(publicFile(item.podcastChapters!.url, ORIGIN))).toBe(true);
        expect(item.podcastPeople?.map((person) => person.name), `${where}: people`).toEqual(episode.persons.map((person) => person.name));
        expect(item.description, where).toContain(`<p>${SYNTHETIC}</p>`);
        // No relative link is left for an app to resolve against nothing.
        expect(item.description).not.toMatch(/href="\/(?!\/)/);
        episodesChecked += 1;
      }
    }
    expect(episodesChecked).toBeGreaterThanOrEqual(24);
  });

  it("uses NEXT_PUBLIC_SITE_URL for every absolute URL when it is set", async () => {
    process.env.NEXT_PUBLIC_SITE_URL = "https://www.alcoholfree.example/";
    const [first] = await listShows();
    const feed = parseFeed(await (await get(first.slug)).text())!;
    expect(feed.link).toBe(`https://www.alcoholfree.example/listen/podcasts/show/${first.slug}`);
    for (const item of feed.items) expect(item.enclosure.url).toMatch(/^https:\/\/www\.alcoholfree\.example\/media\/podcasts\//);
  });

  it("answers 304 to a client that already has this version", async () => {
    const [first] = await listShows();
    const response = await get(first.slug);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(first.slug, { "if-none-match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get(first.slug, { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("answers 404 for an unknown show, a malformed slug and another publisher's show", async () => {
    expect((await get("no-such-show")).status).toBe(404);
    expect((await get("../../etc/passwd")).status).toBe(404);
    const remote = await ingestFeedXml(
      await getDb(),
      "https://feeds.elsewhere.test/show.xml",
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Elsewhere Show</title><link>https://elsewhere.test/</link><description>Not ours.</description>
        <item><title>One</title><guid>e-1</guid><enclosure url="https://elsewhere.test/1.mp3" type="audio/mpeg" length="10"/></item></channel></rss>`,
    );
    expect(remote.status).toBe("updated");
    expect(await showBySlug("elsewhere-show")).toBeTruthy();
    expect((await get("elsewhere-show")).status).toBe(404);
  });
});
