import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Library } from "@/lib/podcasts/types";
import { getDb } from "../platform/db";
import { podcastEpisodes, podcastFollows, podcastProgress, podcastSaves, podcastShows } from "../schema";

// A signed-in listener's library: followed shows, saved episodes and where they stopped. Every
// function takes the uid of a verified token; nothing here trusts a user id from a request body.

export type { Library };

const key = (showSlug: string, slug: string) => `${showSlug}/${slug}`;

async function showId(showSlug: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: podcastShows.id }).from(podcastShows).where(eq(podcastShows.slug, showSlug));
  return row?.id ?? null;
}

async function episodeId(showSlug: string, slug: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(eq(podcastShows.slug, showSlug), eq(podcastEpisodes.slug, slug)));
  return row?.id ?? null;
}

/** Follows or unfollows a show; false when the show does not exist. */
export async function setFollow(uid: string, showSlug: string, follow: boolean): Promise<boolean> {
  const id = await showId(showSlug);
  if (id === null) return false;
  const db = await getDb();
  if (follow) await db.insert(podcastFollows).values({ userId: uid, showId: id }).onConflictDoNothing();
  else await db.delete(podcastFollows).where(and(eq(podcastFollows.userId, uid), eq(podcastFollows.showId, id)));
  return true;
}

/** Saves or unsaves an episode; false when the episode does not exist. */
export async function setSaved(uid: string, showSlug: string, slug: string, saved: boolean): Promise<boolean> {
  const id = await episodeId(showSlug, slug);
  if (id === null) return false;
  const db = await getDb();
  if (saved) await db.insert(podcastSaves).values({ userId: uid, episodeId: id }).onConflictDoNothing();
  else await db.delete(podcastSaves).where(and(eq(podcastSaves.userId, uid), eq(podcastSaves.episodeId, id)));
  return true;
}

/** Records where the listener is in an episode (and whether it is played); false when it does not exist. */
export async function saveProgress(uid: string, showSlug: string, slug: string, position: number, played?: boolean): Promise<boolean> {
  const id = await episodeId(showSlug, slug);
  if (id === null) return false;
  const db = await getDb();
  const values = { userId: uid, episodeId: id, positionSeconds: position, played: played ?? false, updatedAt: new Date() };
  await db
    .insert(podcastProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [podcastProgress.userId, podcastProgress.episodeId],
      set: { positionSeconds: position, updatedAt: values.updatedAt, ...(played === undefined ? {} : { played }) },
    });
  return true;
}

export async function libraryOf(uid: string): Promise<Library> {
  const db = await getDb();
  const [follows, saves, progress] = await Promise.all([
    db.select({ show: podcastShows.slug }).from(podcastFollows).innerJoin(podcastShows, eq(podcastShows.id, podcastFollows.showId)).where(eq(podcastFollows.userId, uid)),
    db
      .select({ show: podcastShows.slug, slug: podcastEpisodes.slug })
      .from(podcastSaves)
      .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastSaves.episodeId))
      .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
      .where(eq(podcastSaves.userId, uid)),
    db
      .select({ show: podcastShows.slug, slug: podcastEpisodes.slug, position: podcastProgress.positionSeconds, played: podcastProgress.played })
      .from(podcastProgress)
      .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastProgress.episodeId))
      .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
      .where(eq(podcastProgress.userId, uid)),
  ]);
  return {
    follows: follows.map((row) => row.show),
    saves: saves.map((row) => key(row.show, row.slug)),
    progress: Object.fromEntries(progress.map((row) => [key(row.show, row.slug), { position: row.position, played: row.played }])),
  };
}

const episodeFields = {
  showSlug: podcastShows.slug,
  showTitle: podcastShows.title,
  author: podcastShows.author,
  imageUrl: podcastShows.imageUrl,
  slug: podcastEpisodes.slug,
  title: podcastEpisodes.title,
  summary: podcastEpisodes.summary,
  audioUrl: podcastEpisodes.audioUrl,
  durationSeconds: podcastEpisodes.durationSeconds,
  publishedAt: podcastEpisodes.publishedAt,
};
export interface LibraryEpisode {
  showSlug: string;
  showTitle: string;
  author: string;
  imageUrl: string;
  slug: string;
  title: string;
  summary: string;
  audioUrl: string;
  durationSeconds: number | null;
  publishedAt: Date;
  position?: number;
  played?: boolean;
}

/** What My Podcasts shows: followed shows with their newest episodes, saved episodes, recently played. */
export async function myPodcasts(uid: string, { perShow = 3, recent = 8 } = {}) {
  const db = await getDb();
  const followed = await db
    .select({ id: podcastShows.id, slug: podcastShows.slug, title: podcastShows.title, author: podcastShows.author, imageUrl: podcastShows.imageUrl, followedAt: podcastFollows.createdAt })
    .from(podcastFollows)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastFollows.showId))
    .where(eq(podcastFollows.userId, uid))
    .orderBy(desc(podcastFollows.createdAt));
  const newest = followed.length
    ? await db
        .select({ ...episodeFields, showId: podcastEpisodes.showId, rank: sql<number>`row_number() over (partition by ${podcastEpisodes.showId} order by ${podcastEpisodes.publishedAt} desc)` })
        .from(podcastEpisodes)
        .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
        .where(inArray(podcastEpisodes.showId, followed.map((show) => show.id)))
    : [];
  const saved = await db
    .select(episodeFields)
    .from(podcastSaves)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastSaves.episodeId))
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastSaves.userId, uid))
    .orderBy(desc(podcastSaves.createdAt));
  const played = await db
    .select({ ...episodeFields, position: podcastProgress.positionSeconds, played: podcastProgress.played })
    .from(podcastProgress)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastProgress.episodeId))
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastProgress.userId, uid))
    .orderBy(desc(podcastProgress.updatedAt))
    .limit(recent);
  return {
    shows: followed.map((show) => ({
      ...show,
      episodes: newest.filter((episode) => episode.showId === show.id && Number(episode.rank) <= perShow).sort((a, b) => +b.publishedAt - +a.publishedAt),
    })),
    saved,
    recent: played,
  };
}
