import "server-only";
import { singleLine } from "@/lib/security/text";
import { and, desc, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "../platform/db";
import { prefixTsQuery } from "../catalogue/catalogue";
import { podcastEpisodes, podcastShows } from "../schema";

// What LISTEN's pages read: shows, episodes newest first, categories and search.

export type Show = typeof podcastShows.$inferSelect;
export type Episode = typeof podcastEpisodes.$inferSelect;
export type ShowSummary = Pick<Show, "id" | "slug" | "title" | "author" | "description" | "imageUrl" | "categories"> & { episodeCount: number; latestAt: Date | null };
export type EpisodeWithShow = Omit<Episode, "transcript" | "transcriptText" | "searchDocument" | "searchTitle" | "notesText"> & { show: Pick<Show, "slug" | "title" | "author" | "imageUrl"> };

const { transcript: _t, transcriptText: _tt, searchDocument: _sd, searchTitle: _st, notesText: _nt, ...listedEpisodeColumns } = getTableColumns(podcastEpisodes);
const showColumns = { slug: podcastShows.slug, title: podcastShows.title, author: podcastShows.author, imageUrl: podcastShows.imageUrl };

function withShow(rows: { episode: Omit<EpisodeWithShow, "show">; show: EpisodeWithShow["show"] }[]): EpisodeWithShow[] {
  return rows.map(({ episode, show }) => ({ ...episode, show }));
}

/** Every show (or those matching `where`), ranked by `rank` first, else newest episode first. */
export async function listShows(where?: SQL, rank?: SQL): Promise<ShowSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: podcastShows.id,
      slug: podcastShows.slug,
      title: podcastShows.title,
      author: podcastShows.author,
      description: podcastShows.description,
      imageUrl: podcastShows.imageUrl,
      categories: podcastShows.categories,
      episodeCount: sql<number>`count(${podcastEpisodes.id})::int`,
      latestAt: sql<Date | null>`max(${podcastEpisodes.publishedAt})`,
    })
    .from(podcastShows)
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.showId, podcastShows.id))
    .where(where)
    .groupBy(podcastShows.id)
    .orderBy(...(rank ? [rank] : []), sql`max(${podcastEpisodes.publishedAt}) DESC NULLS LAST`, podcastShows.title);
  return rows.map((row) => ({ ...row, latestAt: row.latestAt ? new Date(row.latestAt) : null }));
}

export async function latestEpisodes(limit: number): Promise<EpisodeWithShow[]> {
  const db = await getDb();
  const rows = await db
    .select({ episode: listedEpisodeColumns, show: showColumns })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .orderBy(desc(podcastEpisodes.publishedAt), podcastEpisodes.id)
    .limit(limit);
  return withShow(rows);
}

/** A show's episodes, newest first. */
export async function showEpisodes(showId: number): Promise<EpisodeWithShow[]> {
  const db = await getDb();
  const rows = await db
    .select({ episode: listedEpisodeColumns, show: showColumns })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastEpisodes.showId, showId))
    .orderBy(desc(podcastEpisodes.publishedAt), podcastEpisodes.id);
  return withShow(rows);
}

// Cached per render: a page's metadata and its body look up the same show or episode.
export const showBySlug = cache(async (slug: string): Promise<{ show: Show; episodes: EpisodeWithShow[] } | null> => {
  const db = await getDb();
  const [show] = await db.select().from(podcastShows).where(eq(podcastShows.slug, slug));
  return show ? { show, episodes: await showEpisodes(show.id) } : null;
});

export const episodeBySlugs = cache(async (showSlug: string, slug: string): Promise<{ show: Show; episode: Episode } | null> => {
  const db = await getDb();
  const [row] = await db
    .select({ show: podcastShows, episode: podcastEpisodes })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(eq(podcastShows.slug, showSlug), eq(podcastEpisodes.slug, slug)));
  return row ?? null;
});

/** Every show and episode slug pair (sitemap, static params). */
export async function episodeSlugs(): Promise<{ showSlug: string; slug: string; publishedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ showSlug: podcastShows.slug, slug: podcastEpisodes.slug, publishedAt: podcastEpisodes.publishedAt })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId));
}

/** Shows grouped under the iTunes categories their feeds name, categories A–Z. */
export function groupByCategory(shows: ShowSummary[]): { name: string; shows: ShowSummary[] }[] {
  const groups = new Map<string, ShowSummary[]>();
  for (const show of shows) for (const category of show.categories) groups.set(category.name, [...(groups.get(category.name) ?? []), show]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => ({ name, shows: list }));
}

export interface PodcastSearchResult {
  shows: ShowSummary[];
  episodes: (EpisodeWithShow & { snippet: string | null })[];
}

/**
 * Full-text search over show titles and descriptions and episode titles, summaries, notes and
 * transcripts (prefix matches, English stemming), plus trigram matching on titles so a misspelt
 * word still finds them. Ranked by text rank plus title similarity.
 */
export async function searchPodcasts(q: string, limit = 20): Promise<PodcastSearchResult> {
  // A NUL byte would make PostgreSQL refuse the query (a 500): every control character goes.
  const query = singleLine(q).slice(0, 100);
  if (!query) return { shows: [], episodes: [] };
  const db = await getDb();
  const lower = query.toLowerCase();
  const tsquery = prefixTsQuery(query);
  const episodeText = tsquery ? sql`${podcastEpisodes.searchDocument} @@ to_tsquery('english', ${tsquery})` : sql`false`;
  const episodeRank = tsquery ? sql`ts_rank(${podcastEpisodes.searchDocument}, to_tsquery('english', ${tsquery}))` : sql`0`;
  const episodeRows = await db
    .select({
      episode: listedEpisodeColumns,
      show: showColumns,
      snippet: tsquery
        ? sql<string>`ts_headline('english', ${podcastEpisodes.notesText} || ' ' || ${podcastEpisodes.transcriptText}, to_tsquery('english', ${tsquery}), 'MaxWords=24, MinWords=10, StartSel=«, StopSel=»')`
        : sql<string | null>`null`,
    })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(or(episodeText, sql`${lower} <% ${podcastEpisodes.searchTitle}`))
    .orderBy(sql`(${episodeRank} + word_similarity(${lower}, ${podcastEpisodes.searchTitle})) DESC`, desc(podcastEpisodes.publishedAt))
    .limit(limit);

  const showText = tsquery ? sql`${podcastShows.searchDocument} @@ to_tsquery('english', ${tsquery})` : sql`false`;
  const shows = await listShows(or(showText, sql`${lower} <% ${podcastShows.searchTitle}`), sql`word_similarity(${lower}, ${podcastShows.searchTitle}) DESC`);
  return {
    shows,
    episodes: episodeRows.map(({ episode, show, snippet }) => ({ ...episode, show, snippet: snippet && snippet.includes("«") ? snippet : null })),
  };
}
