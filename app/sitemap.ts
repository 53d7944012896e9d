import type { MetadataRoute } from "next";
import { CATEGORY_PAGE_SLUGS, shopPath } from "@/components/shop/CategoryPage";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";
import { activeProductSlugs } from "@/lib/server/catalogue/cached-catalogue";
import { articles, authors, videos } from "@/lib/server/content/content";
import { allLessonRefs, courses } from "@/lib/server/learn/courses";
import { episodeSlugs, listShows } from "@/lib/server/podcasts/queries";
import { allCategories, threadsForSitemap } from "@/lib/server/talk/queries";
import { HELP_LINK, LEGAL_LINKS } from "@/lib/navigation";
import { categoryPath, threadPath } from "@/lib/talk/rules";

import { SITE_URL } from "@/lib/constants";

// Every shop page and product, every story, author and video, every show and episode, every
// course and lesson, every TALK category and thread page, and the help centre with its two policies.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, shows, episodes, talkCategories, threads, stories, writers] = await Promise.all([
    activeProductSlugs(),
    listShows(),
    episodeSlugs(),
    allCategories(),
    threadsForSitemap(),
    articles(),
    authors(),
  ]);
  return [
    { url: `${SITE_URL}/`, changeFrequency: "daily", priority: 1 },
    { url: `${SITE_URL}/shop`, changeFrequency: "daily", priority: 0.9 },
    ...CATEGORY_PAGE_SLUGS.map((slug) => ({ url: `${SITE_URL}${shopPath(slug)}`, changeFrequency: "daily" as const, priority: 0.8 })),
    { url: `${SITE_URL}${ABV_EXPLAINER_PATH}`, changeFrequency: "monthly", priority: 0.6 },
    ...products.map(({ slug, addedOn }) => ({
      url: `${SITE_URL}/shop/products/${slug}`,
      lastModified: addedOn,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    { url: `${SITE_URL}/read`, changeFrequency: "daily", priority: 0.8 },
    ...stories.map((article) => ({ url: `${SITE_URL}/article/${article.slug}`, lastModified: article.date, changeFrequency: "monthly" as const, priority: 0.6 })),
    ...writers.map((author) => ({ url: `${SITE_URL}/read/authors/${author.slug}`, changeFrequency: "monthly" as const, priority: 0.4 })),
    { url: `${SITE_URL}/watch`, changeFrequency: "weekly", priority: 0.7 },
    ...(await videos()).map((video) => ({ url: `${SITE_URL}/watch/${video.slug}`, lastModified: video.date, changeFrequency: "monthly" as const, priority: 0.5 })),
    { url: `${SITE_URL}/listen`, changeFrequency: "daily", priority: 0.7 },
    { url: `${SITE_URL}/music`, changeFrequency: "monthly", priority: 0.5 },
    ...shows.map((show) => ({ url: `${SITE_URL}/listen/podcasts/show/${show.slug}`, lastModified: show.latestAt ?? undefined, changeFrequency: "weekly" as const, priority: 0.6 })),
    ...episodes.map((episode) => ({
      url: `${SITE_URL}/listen/podcasts/episode/${episode.showSlug}/${episode.slug}`,
      lastModified: episode.publishedAt,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
    { url: `${SITE_URL}/learn`, changeFrequency: "monthly", priority: 0.7 },
    ...(await courses()).map((course) => ({ url: `${SITE_URL}/learn/${course.slug}`, changeFrequency: "monthly" as const, priority: 0.6 })),
    ...(await allLessonRefs()).map(({ course, lesson }) => ({ url: `${SITE_URL}/learn/${course}/${lesson}`, changeFrequency: "monthly" as const, priority: 0.5 })),
    { url: `${SITE_URL}/talk`, changeFrequency: "daily", priority: 0.6 },
    { url: `${SITE_URL}${HELP_LINK.href}`, changeFrequency: "monthly", priority: 0.5 },
    ...[LEGAL_LINKS.terms, LEGAL_LINKS.returns].map((link) => ({ url: `${SITE_URL}${link.href}`, changeFrequency: "yearly" as const, priority: 0.3 })),
    ...talkCategories.map((category) => ({ url: `${SITE_URL}${categoryPath(category.slug)}`, changeFrequency: "daily" as const, priority: 0.5 })),
    ...threads.flatMap((thread) =>
      Array.from({ length: thread.pages }, (_, index) => ({ url: `${SITE_URL}${threadPath(thread.id, thread.slug, index + 1)}`, lastModified: thread.lastPostedAt, changeFrequency: "weekly" as const, priority: 0.4 })),
    ),
  ];
}
