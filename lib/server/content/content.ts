import "server-only";
// READ's, WATCH's and LISTEN's music content as pages use it: the files content-collections built, in order.
import { allArticles, allAuthors, allPlaylists, allVideos, type Article, type Author, type Playlist, type Video } from "content-collections";
import { newestFirst, related } from "@/lib/content/queries";
import type { ArticleSection, ArticleTopic, VideoTheme } from "@/lib/content/schema";

export type { Article, Author, Playlist, Video };

const ARTICLES = newestFirst(allArticles);
const VIDEOS = newestFirst(allVideos);
const AUTHORS = new Map(allAuthors.map((author) => [author.slug, author]));

export const articles = (): Article[] => ARTICLES;
export const articleBySlug = (slug: string): Article | undefined => ARTICLES.find((article) => article.slug === slug);
export const articlesInSection = (section: ArticleSection): Article[] => ARTICLES.filter((article) => article.section === section);
export const articlesInTopic = (topic: ArticleTopic): Article[] => ARTICLES.filter((article) => article.topics.includes(topic));
export const articlesByAuthor = (slug: string): Article[] => ARTICLES.filter((article) => article.author === slug);
export const relatedArticles = (article: Article, limit = 3): Article[] => related(article, ARTICLES, limit);

export const authors = (): Author[] => [...AUTHORS.values()].sort((a, b) => a.name.localeCompare(b.name));
export const authorBySlug = (slug: string): Author | undefined => AUTHORS.get(slug);
/** A story's author: the build guarantees every story names one that exists. */
export function authorOf(article: Pick<Article, "author">): Author {
  const author = AUTHORS.get(article.author);
  if (!author) throw new Error(`No author ${article.author}`);
  return author;
}

export const videos = (): Video[] => VIDEOS;
export const videoBySlug = (slug: string): Video | undefined => VIDEOS.find((video) => video.slug === slug);
export const videosInTheme = (theme: VideoTheme): Video[] => VIDEOS.filter((video) => video.theme === theme);
export const relatedVideos = (video: Video, limit = 3): Video[] => related(video, VIDEOS, limit);

const PLAYLISTS = [...allPlaylists].sort((a, b) => a.order - b.order);
export const playlists = (): Playlist[] => PLAYLISTS;
