import "server-only";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { PODCAST_FEED_MAX_BYTES, PODCAST_FETCH_TIMEOUT_MS, PODCAST_SIDECAR_MAX_BYTES } from "@/lib/constants";
import { parseTranscript } from "@/lib/content/vtt";
import { parsePodcastFeed } from "@/lib/podcasts/feed";
import type { Chapter, ParsedShow, TranscriptCue } from "@/lib/podcasts/types";
import type { Db } from "../platform/db";
import { logServerError } from "../platform/log";
import { meta, podcastEpisodes, podcastShows } from "../schema";
import { fetchLimited } from "./fetch-limited";

// Feeds in, shows and episodes out. Shows are keyed by feed URL and episodes by (show, GUID); a
// feed that has not changed since the last run writes nothing. A feed that fails (unreachable,
// slow, huge, malformed) is logged and skipped: it never stops the other feeds or the site.

const ROOT = process.cwd();
const SHIPPED_DIR = "content/podcasts";
const SHIPPED_HASH_KEY = "shippedPodcastsHash";

export type IngestStatus = "updated" | "unchanged" | "notModified" | "failed";
export interface IngestReport {
  feedUrl: string;
  status: IngestStatus;
  episodes: number;
  error?: string;
}

const chaptersSchema = z.object({
  chapters: z.array(z.object({ startTime: z.number().min(0), title: z.string().trim().min(1).max(200) })).max(500),
});

/** A site path (shipped feeds) is read from public/; anything else is fetched within limits. */
async function readSidecar(url: string): Promise<string> {
  if (url.startsWith("/")) {
    const file = path.join(/*turbopackIgnore: true*/ ROOT, "public", path.normalize(url).replace(/^(\.\.[/\\])+/, ""));
    return readFile(file, "utf8");
  }
  const result = await fetchLimited(url, { maxBytes: PODCAST_SIDECAR_MAX_BYTES, timeoutMs: PODCAST_FETCH_TIMEOUT_MS });
  if (result.notModified) throw new Error("unexpected 304");
  return result.body;
}

async function loadTranscript(url: string | null, feedUrl: string): Promise<TranscriptCue[]> {
  if (!url) return [];
  try {
    return parseTranscript(await readSidecar(url)).slice(0, 5000);
  } catch (error) {
    logServerError(`[podcasts] transcript ${url} of ${feedUrl} skipped`, error);
    return [];
  }
}

async function loadChapters(url: string | null, feedUrl: string): Promise<Chapter[]> {
  if (!url) return [];
  try {
    return chaptersSchema.parse(JSON.parse(await readSidecar(url))).chapters.sort((a, b) => a.startTime - b.startTime);
  } catch (error) {
    logServerError(`[podcasts] chapters ${url} of ${feedUrl} skipped`, error);
    return [];
  }
}

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** A slug no other feed's show uses. */
async function freeShowSlug(db: Db, base: string, feedUrl: string): Promise<string> {
  const rows = await db
    .select({ slug: podcastShows.slug })
    .from(podcastShows)
    .where(and(sql`${podcastShows.slug} LIKE ${`${base}%`}`, ne(podcastShows.feedUrl, feedUrl)));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base || "podcast";
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** Writes a parsed feed; returns whether anything changed. */
export async function storeShow(db: Db, feedUrl: string, show: ParsedShow, conditional: { etag?: string | null; lastModified?: string | null } = {}): Promise<IngestStatus> {
  const episodes = await Promise.all(
    show.episodes.map(async (episode) => {
      const transcript = await loadTranscript(episode.transcriptUrl, feedUrl);
      const chapters = await loadChapters(episode.chaptersUrl, feedUrl);
      const row = { ...episode, transcript, transcriptText: transcript.map((cue) => cue.text).join(" "), chapters };
      return { ...row, contentHash: hashOf(row) };
    }),
  );
  const { episodes: _episodes, ...showFields } = show;
  const contentHash = hashOf({ showFields, episodes: episodes.map((e) => e.contentHash) });
  const [existing] = await db.select({ id: podcastShows.id, slug: podcastShows.slug, contentHash: podcastShows.contentHash }).from(podcastShows).where(eq(podcastShows.feedUrl, feedUrl));
  const fetchState = { etag: conditional.etag ?? null, lastModified: conditional.lastModified ?? null, fetchedAt: new Date() };
  if (existing?.contentHash === contentHash) {
    await db.update(podcastShows).set(fetchState).where(eq(podcastShows.id, existing.id));
    return "unchanged";
  }

  // Outside the transaction: PGlite has one connection, so a query on `db` inside it would wait forever.
  const slug = existing?.slug ?? (await freeShowSlug(db, show.slug, feedUrl));
  await db.transaction(async (tx) => {
    const values = { ...showFields, slug, feedUrl, contentHash, ...fetchState, updatedAt: new Date() };
    const [{ id: showId }] = await tx
      .insert(podcastShows)
      .values(values)
      .onConflictDoUpdate({ target: podcastShows.feedUrl, set: { ...values, slug: sql`${podcastShows.slug}` } })
      .returning({ id: podcastShows.id });

    // Known episodes keep their slug (their URL) even if the title changes; new ones get a free slug.
    const known = await tx.select({ guid: podcastEpisodes.guid, slug: podcastEpisodes.slug }).from(podcastEpisodes).where(eq(podcastEpisodes.showId, showId));
    const slugByGuid = new Map(known.map((row) => [row.guid, row.slug]));
    const taken = new Set(known.map((row) => row.slug));
    for (const episode of episodes) {
      let slug = slugByGuid.get(episode.guid);
      if (!slug) {
        slug = episode.slug;
        for (let n = 2; taken.has(slug); n += 1) slug = `${episode.slug}-${n}`;
        taken.add(slug);
      }
      const row = { ...episode, slug, showId, updatedAt: new Date() };
      await tx
        .insert(podcastEpisodes)
        .values(row)
        .onConflictDoUpdate({
          target: [podcastEpisodes.showId, podcastEpisodes.guid],
          set: { ...row, slug: sql`${podcastEpisodes.slug}` },
          setWhere: sql`${podcastEpisodes.contentHash} <> excluded.content_hash`,
        });
    }
  });
  return "updated";
}

/** Ingests one feed from its XML; a bad feed is reported, never thrown. */
export async function ingestFeedXml(db: Db, feedUrl: string, xml: string, conditional?: { etag?: string | null; lastModified?: string | null }): Promise<IngestReport> {
  try {
    const show = parsePodcastFeed(xml, feedUrl);
    const status = await storeShow(db, feedUrl, show, conditional);
    return { feedUrl, status, episodes: show.episodes.length };
  } catch (error) {
    logServerError(`[podcasts] feed ${feedUrl} skipped`, error);
    return { feedUrl, status: "failed", episodes: 0, error: (error as Error).message };
  }
}

/** Fetches a remote feed with conditional GET, a timeout and a size cap, then ingests it. */
export async function refreshRemoteFeed(db: Db, feedUrl: string): Promise<IngestReport> {
  try {
    const [previous] = await db.select({ etag: podcastShows.etag, lastModified: podcastShows.lastModified }).from(podcastShows).where(eq(podcastShows.feedUrl, feedUrl));
    const result = await fetchLimited(feedUrl, { maxBytes: PODCAST_FEED_MAX_BYTES, timeoutMs: PODCAST_FETCH_TIMEOUT_MS, ...previous });
    if (result.notModified) return { feedUrl, status: "notModified", episodes: 0 };
    return ingestFeedXml(db, feedUrl, result.body, result);
  } catch (error) {
    logServerError(`[podcasts] feed ${feedUrl} skipped`, error);
    return { feedUrl, status: "failed", episodes: 0, error: (error as Error).message };
  }
}

/** The feed URLs of PODCAST_FEEDS (comma or space separated http(s) URLs). */
export function configuredFeedUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.PODCAST_FEEDS ?? "")
    .split(/[\s,]+/)
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\//i.test(url));
}

async function shippedFeedFiles(): Promise<string[]> {
  const names = await readdir(path.join(/*turbopackIgnore: true*/ ROOT, SHIPPED_DIR)).catch(() => []);
  return names.filter((name) => name.endsWith(".xml")).sort().map((name) => `${SHIPPED_DIR}/${name}`);
}

/**
 * The feeds shipped in content/podcasts, ingested when their files have changed since the last
 * run (a hash kept in `meta`), so a start-up with an up-to-date database costs one small query.
 */
export async function ingestShippedFeeds(db: Db, options: { force?: boolean } = {}): Promise<IngestReport[]> {
  const files = await shippedFeedFiles();
  const sources = await Promise.all(files.map(async (file) => ({ file, xml: await readFile(path.join(/*turbopackIgnore: true*/ ROOT, file), "utf8") })));
  const hash = hashOf(sources);
  const [current] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, SHIPPED_HASH_KEY));
  if (!options.force && current?.value === hash) return sources.map(({ file }) => ({ feedUrl: file, status: "unchanged", episodes: 0 }));
  const reports: IngestReport[] = [];
  for (const { file, xml } of sources) reports.push(await ingestFeedXml(db, file, xml));
  if (reports.every((report) => report.status !== "failed")) {
    await db.insert(meta).values({ key: SHIPPED_HASH_KEY, value: hash }).onConflictDoUpdate({ target: meta.key, set: { value: hash } });
  }
  return reports;
}

/** Every feed: the shipped ones, then PODCAST_FEEDS one after another. */
export async function refreshAllFeeds(db: Db): Promise<IngestReport[]> {
  const reports = await ingestShippedFeeds(db, { force: true });
  for (const url of configuredFeedUrls()) reports.push(await refreshRemoteFeed(db, url));
  return reports;
}
