// schema.org Article, VideoObject and Course data for stories, videos and courses, safe inside a <script> tag.
import { SITE_NAME, SITE_URL } from "../constants";

interface ArticleLike {
  slug: string;
  title: string;
  standfirst: string;
  date: string;
  hero: { image: string };
}

interface VideoLike {
  slug: string;
  title: string;
  description: string;
  date: string;
  duration: number;
  video: string;
  poster: { image: string };
}

// "<" escaped so no text can close the script element.
const serialise = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

export function articleJsonLd(article: ArticleLike, author: { name: string; slug: string }, siteUrl = SITE_URL): string {
  return serialise({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.standfirst,
    image: [`${siteUrl}${article.hero.image}`],
    datePublished: article.date,
    author: { "@type": "Person", name: author.name, url: `${siteUrl}/read/authors/${author.slug}` },
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
    mainEntityOfPage: `${siteUrl}/article/${article.slug}`,
  });
}

/** ISO 8601 duration: 42 → "PT42S", 75 → "PT1M15S". */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `PT${minutes ? `${minutes}M` : ""}${seconds % 60 || !minutes ? `${seconds % 60}S` : ""}`;
}

export function videoJsonLd(video: VideoLike, siteUrl = SITE_URL): string {
  return serialise({
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: [`${siteUrl}${video.poster.image}`],
    uploadDate: video.date,
    duration: isoDuration(video.duration),
    contentUrl: `${siteUrl}${video.video}`,
    embedUrl: `${siteUrl}/watch/${video.slug}`,
    publisher: { "@type": "Organization", name: SITE_NAME, url: siteUrl },
  });
}

interface CourseLike {
  slug: string;
  title: string;
  summary: string;
  level: string;
  outcomes: string[];
}

/** A LEARN course: free, online, self-paced, with its lessons as syllabus sections. */
export function courseJsonLd(course: CourseLike, lessons: { title: string; summary: string; minutes: number }[], siteUrl = SITE_URL): string {
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  const provider = { "@type": "Organization", name: SITE_NAME, url: siteUrl };
  return serialise({
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.summary,
    url: `${siteUrl}/learn/${course.slug}`,
    provider,
    inLanguage: "en-GB",
    educationalLevel: course.level,
    teaches: course.outcomes,
    isAccessibleForFree: true,
    offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: "GBP" },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: `PT${minutes}M` },
    syllabusSections: lessons.map((lesson) => ({ "@type": "Syllabus", name: lesson.title, description: lesson.summary, timeRequired: `PT${lesson.minutes}M` })),
  });
}
