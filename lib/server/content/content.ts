import "server-only";
// What READ, WATCH and LISTEN's music pages show. READ's stories and authors, and WATCH's videos,
// and LISTEN's playlists, come from the newsroom's tables through the data cache (./cached-stories.ts,
// ../watch/cached-videos.ts, ../music/cached-playlists.ts).
import { related } from "@/lib/content/queries";
import type { ArticleSection, ArticleTopic, VideoTheme } from "@/lib/content/schema";
import type { Playlist } from "@/lib/music/types";
import type { Video } from "@/lib/watch/types";
import { cachedPlaylists } from "../music/cached-playlists";
import { cachedVideos } from "../watch/cached-videos";
import { allAuthors, liveArticle, liveArticles } from "./cached-stories";
import type { Article, ArticleWithBody, Author } from "./story-rows";

export type { Article, ArticleWithBody, Author, Playlist, Video };

export const articles = (): Promise<Article[]> => liveArticles();
export const articleBySlug = (slug: string): Promise<ArticleWithBody | null> => liveArticle(slug);
export const articlesInSection = async (section: ArticleSection): Promise<Article[]> => (await articles()).filter((article) => article.section === section);
export const articlesInTopic = async (topic: ArticleTopic): Promise<Article[]> => (await articles()).filter((article) => article.topics.includes(topic));
export const articlesByAuthor = async (slug: string): Promise<Article[]> => (await articles()).filter((article) => article.author === slug);
export const relatedArticles = async (article: Article, limit = 3): Promise<Article[]> => related(article, await articles(), limit);

export const authors = (): Promise<Author[]> => allAuthors();
export async function authorBySlug(slug: string): Promise<Author | undefined> {
  return (await authors()).find((author) => author.slug === slug);
}
/** A story's author: the database's foreign key guarantees every story names one that exists. */
export async function authorOf(article: Pick<Article, "author">): Promise<Author> {
  const author = await authorBySlug(article.author);
  if (!author) throw new Error(`No author ${article.author}`);
  return author;
}

/** Every video, newest first. */
export const videos = (): Promise<Video[]> => cachedVideos();
export async function videoBySlug(slug: string): Promise<Video | null> {
  return (await videos()).find((video) => video.slug === slug) ?? null;
}
export const videosInTheme = async (theme: VideoTheme): Promise<Video[]> => (await videos()).filter((video) => video.theme === theme);
export const relatedVideos = async (video: Video, limit = 3): Promise<Video[]> => related(video, await videos(), limit);

/** Every playlist, in the order /music lists them. */
export const playlists = (): Promise<Playlist[]> => cachedPlaylists();
