// LISTEN's ingestion and search against a real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh): the shipped feeds, hostile feeds served by a real local HTTP server,
// idempotent re-ingestion, and search by a transcript-only word and by a misspelling.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/platform/db";
import { ingestFeedXml, ingestShippedFeeds, refreshRemoteFeed } from "@/lib/server/podcasts/ingest";
import { searchPodcasts, showBySlug } from "@/lib/server/podcasts/queries";
import { podcastEpisodes, podcastShows } from "@/lib/server/schema";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

beforeAll(useFreshDatabase);
afterAll(dropFreshDatabase);

const SHIPPED = readdirSync("content/podcasts").filter((name) => name.endsWith(".xml"));

const feed = (items: string, extra = "") =>
  `<?xml version="1.0"?>${extra}<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Test Show</title><link>https://example.test/</link><description>A test.</description>${items}</channel></rss>`;

describe(`podcast ingestion (${engineName()})`, () => {
  it("parses every shipped feed into its show and at least six episodes with transcript and chapters", async () => {
    const reports = await ingestShippedFeeds(await getDb(), { force: true });
    expect(reports.map((r) => r.feedUrl).sort()).toEqual(SHIPPED.map((name) => `content/podcasts/${name}`).sort());
    for (const report of reports) {
      expect(["updated", "unchanged"]).toContain(report.status);
      expect(report.episodes).toBeGreaterThanOrEqual(6);
    }
    const db = await getDb();
    const episodes = await db.select().from(podcastEpisodes);
    expect(episodes.length).toBeGreaterThanOrEqual(24);
    for (const episode of episodes) {
      expect(episode.audioUrl).toMatch(/^\/media\/podcasts\/[a-z0-9-]+\/[a-z0-9-]+\.[0-9a-f]{8}\.mp3$/);
      expect(episode.transcript.length).toBeGreaterThan(2);
      expect(episode.chapters.length).toBeGreaterThanOrEqual(2);
      expect(episode.durationSeconds).toBeGreaterThanOrEqual(20);
    }
  });

  it("changes nothing when the same feeds are ingested again", async () => {
    const db = await getDb();
    const before = await db.select({ id: podcastEpisodes.id, slug: podcastEpisodes.slug, updatedAt: podcastEpisodes.updatedAt }).from(podcastEpisodes).orderBy(podcastEpisodes.id);
    const showsBefore = await db.select({ id: podcastShows.id, updatedAt: podcastShows.updatedAt }).from(podcastShows).orderBy(podcastShows.id);
    const reports = await ingestShippedFeeds(db, { force: true });
    expect(reports.every((report) => report.status === "unchanged")).toBe(true);
    expect(await db.select({ id: podcastEpisodes.id, slug: podcastEpisodes.slug, updatedAt: podcastEpisodes.updatedAt }).from(podcastEpisodes).orderBy(podcastEpisodes.id)).toEqual(before);
    expect(await db.select({ id: podcastShows.id, updatedAt: podcastShows.updatedAt }).from(podcastShows).orderBy(podcastShows.id)).toEqual(showsBefore);
  });

  it("finds an episode by a word only in its transcript, and by a misspelt title word", async () => {
    // "kipper" is spoken in "Cycling the coast" but appears in no title, summary or notes.
    const db = await getDb();
    const [cycling] = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.slug, "cycling-the-coast"));
    expect(cycling.transcriptText).toMatch(/kipper/i);
    expect(`${cycling.title} ${cycling.summary} ${cycling.notesText}`).not.toMatch(/kipper/i);
    expect((await searchPodcasts("kipper")).episodes.map((e) => e.slug)).toContain("cycling-the-coast");

    const misspelt = await searchPodcasts("marathan");
    expect(misspelt.episodes[0]?.slug).toBe("my-first-sober-marathon");
    expect((await searchPodcasts("zzqxv")).episodes).toEqual([]);
    // A scanner's NUL byte (/listen/podcasts/search?q=%2Fe%00) once reached PostgreSQL and answered 500.
    await expect(searchPodcasts("/e\u0000")).resolves.toMatchObject({ episodes: expect.any(Array) });
    await expect(searchPodcasts("kip\u0000per\u0007")).resolves.toBeTruthy();
  });

  it("keeps hostile show notes safe: no script, no event handlers, no javascript: links", async () => {
    const db = await getDb();
    const report = await ingestFeedXml(
      db,
      "https://hostile.test/feed.xml",
      feed(`<item><title>Evil notes</title><guid>evil-1</guid><enclosure url="https://hostile.test/a.mp3" type="audio/mpeg" length="10"/>
        <description><![CDATA[<p onmouseover="steal()">Hello<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">click</a> <a href="https://ok.test/">fine</a></p>]]></description></item>
        <item><title>No audio</title><guid>evil-2</guid><enclosure url="javascript:alert(1)" type="audio/mpeg" length="1"/></item>`),
    );
    expect(report).toMatchObject({ status: "updated", episodes: 1 });
    const { episodes } = (await showBySlug("test-show"))!;
    expect(episodes).toHaveLength(1);
    const html = episodes[0].notesHtml;
    expect(html).not.toMatch(/script|onmouseover|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="https://ok.test/" rel="nofollow noopener noreferrer">fine</a>');
  });

  it("skips a malformed feed and a billion-laughs feed without stopping", async () => {
    const db = await getDb();
    const malformed = await ingestFeedXml(db, "https://broken.test/feed.xml", "<rss><channel><title>Broken</title><item><title>a</item></channel>");
    expect(malformed.status).toBe("failed");

    const lol = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>`;
    const started = Date.now();
    const bomb = await ingestFeedXml(db, "https://bomb.test/feed.xml", feed(`<item><title>&lol9;</title><guid>b1</guid><enclosure url="https://bomb.test/a.mp3" type="audio/mpeg" length="1"/></item>`, lol));
    expect(Date.now() - started).toBeLessThan(2_000);
    if (bomb.status !== "failed") {
      const [row] = await db.select({ title: podcastEpisodes.title }).from(podcastEpisodes).where(eq(podcastEpisodes.guid, "b1"));
      expect(row.title.length).toBeLessThan(300); // never expanded
    }
    // The shipped shows are untouched.
    const [{ shows }] = await db.select({ shows: count() }).from(podcastShows).where(eq(podcastShows.slug, "dry-run"));
    expect(shows).toBe(1);
  });

  describe("remote feeds over HTTP", () => {
    let server: Server;
    let base = "";
    const hits: Record<string, number> = {};
    beforeAll(async () => {
      server = createServer((request, response) => {
        hits[request.url!] = (hits[request.url!] ?? 0) + 1;
        if (request.url === "/good.xml") {
          if (request.headers["if-none-match"] === '"v1"') return void response.writeHead(304).end();
          response.writeHead(200, { "content-type": "application/rss+xml", etag: '"v1"' });
          return void response.end(feed(`<item><title>Remote one</title><guid>r1</guid><enclosure url="/r1.mp3" type="audio/mpeg" length="10"/></item>`).replace("Test Show", "Remote Show"));
        }
        if (request.url === "/huge.xml") {
          // 50 MB, streamed without a Content-Length: the cap must cut it off.
          response.writeHead(200, { "content-type": "application/rss+xml" });
          const chunk = Buffer.alloc(1024 * 1024, 0x20);
          let sent = 0;
          const pump = () => {
            while (sent < 50 && response.write(chunk)) sent += 1;
            if (sent < 50) response.once("drain", () => { sent += 1; pump(); });
            else response.end();
          };
          response.on("error", () => undefined);
          return void pump();
        }
        if (request.url === "/slow.xml") return void setTimeout(() => response.end(feed("")), 15_000).unref();
        response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      server.close();
    });

    it("ingests a remote feed, resolves its relative links, then gets a 304 with its ETag", async () => {
      const db = await getDb();
      expect(await refreshRemoteFeed(db, `${base}/good.xml`)).toMatchObject({ status: "updated", episodes: 1 });
      const { episodes } = (await showBySlug("remote-show"))!;
      expect(episodes[0].audioUrl).toBe(`${base}/r1.mp3`);
      expect(await refreshRemoteFeed(db, `${base}/good.xml`)).toMatchObject({ status: "notModified" });
    });

    it("cuts off a 50 MB body at the size cap", async () => {
      const result = await refreshRemoteFeed(await getDb(), `${base}/huge.xml`);
      expect(result.status).toBe("failed");
      expect(result.error).toMatch(/cap/);
    });

    it("gives up on a slow feed after the timeout", { timeout: 20_000 }, async () => {
      const started = Date.now();
      const result = await refreshRemoteFeed(await getDb(), `${base}/slow.xml`);
      expect(result).toMatchObject({ status: "failed" });
      expect(result.error).toMatch(/timed out/);
      expect(Date.now() - started).toBeLessThan(12_000);
    });
  });
});

