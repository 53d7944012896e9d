// The shape of READ's and WATCH's files (content/README.md), checked by content-collections when
// the site builds. Cross-file checks (an author or a product that exists) live in references.ts.
import { z } from "zod";
import { quizSchema } from "../learn/quiz";

export const ARTICLE_SECTIONS = ["news", "opinion", "features"] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** The six featured-finds topics; their slugs are the paths under /read/featured-finds/. */
export const ARTICLE_TOPICS = ["alcohol-free-drinks", "entertainment", "health", "lifestyle", "sobriety", "travel"] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

export const VIDEO_THEMES = ["mix-it-up", "taste-test", "my-story", "ask-the-expert"] as const;
export type VideoTheme = (typeof VIDEO_THEMES)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, "must be lowercase kebab case");

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "is not a real calendar date");

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(1, "is required").max(max, `must be at most ${max} characters`);
const publicPath = (folder: string, extensions: string) =>
  z.string().regex(new RegExp(`^/${folder}/[a-z0-9-]+\\.(?:${extensions})$`), `must be a file under /${folder}/ (${extensions.replaceAll("|", ", ")})`);

/** A picture with the text a screen reader reads instead: the alt text is required. */
const picture = (folder: string, extensions: string) =>
  z.object({ image: publicPath(folder, extensions), alt: text(300) }, { error: "needs an image and its alt text" });

const productSlugs = z.array(slug).max(3, "lists at most 3 products").default([]);

export const authorSchema = z.object({
  name: text(80),
  role: text(80),
  avatar: publicPath("images/authors", "svg"),
  content: text(2000),
});

export const articleSchema = z.object({
  title: text(120),
  standfirst: text(320),
  author: slug,
  date: isoDate,
  section: z.enum(ARTICLE_SECTIONS),
  topics: z.array(z.enum(ARTICLE_TOPICS)).max(2, "lists at most 2 topics").default([]),
  hero: picture("images/read", "svg|jpg|png|webp"),
  products: productSlugs,
  /** A WATCH video shown after the story (its slug). */
  video: slug.optional(),
  content: text(20000),
});

export const videoSchema = z.object({
  title: text(120),
  description: text(320),
  date: isoDate,
  theme: z.enum(VIDEO_THEMES),
  duration: z.number().int().min(5).max(600),
  video: publicPath("media/videos", "webm|mp4"),
  poster: picture("media/videos", "jpg|png|webp"),
  captions: publicPath("media/videos", "vtt"),
  products: productSlugs,
  content: z.string().default(""),
});

export const PLAYLIST_TONES = ["cyan", "pink", "navy", "cream"] as const;

export const playlistSchema = z.object({
  title: text(80),
  mood: text(40),
  description: text(240),
  tone: z.enum(PLAYLIST_TONES),
  order: z.number().int().min(1),
  tracks: z.array(slug).min(1, "lists at least one track").max(20, "lists at most 20 tracks"),
  products: productSlugs,
  content: text(2000),
});

/** One track of public/media/music/tracks.json, written by scripts/make-music.mjs. */
export const trackManifestSchema = z.record(
  z.string(),
  z.object({ title: text(80), audio: z.string().regex(/^\/media\/music\/[a-z0-9-]+\.[0-9a-f]{8}\.mp3$/), duration: z.number().int().positive(), bytes: z.number().int().positive() }),
);

export type AuthorFields = z.infer<typeof authorSchema>;
export type ArticleFields = z.infer<typeof articleSchema>;
export type VideoFields = z.infer<typeof videoSchema>;
export type PlaylistFields = z.infer<typeof playlistSchema>;

// LEARN: content/learn/<course>/course.md describes a course; every other file in the folder is
// a lesson (content/README.md). Lessons are 300–900 words; about a third end with a quiz.
export const COURSE_LEVELS = ["Beginner", "Intermediate", "All levels"] as const;
export const COURSE_ILLUSTRATIONS = ["compass", "wine", "talk", "softDrinks", "learn", "cocktail", "beer"] as const;
export const COURSE_TONES = ["cyan", "pink", "berry", "amber", "apple", "citrus", "slate", "warm"] as const;
export const LESSON_WORDS = { min: 300, max: 900 } as const;

/** A course's limits, shared with the newsroom's course editor (lib/learn/course-input.ts). */
export const COURSE_LIMITS = { title: 60, audience: 60, summary: 320, outcome: 160, outcomes: { min: 3, max: 6 }, body: 3000 } as const;

export const courseSchema = z.object({
  title: text(COURSE_LIMITS.title),
  audience: text(COURSE_LIMITS.audience),
  level: z.enum(COURSE_LEVELS),
  summary: text(COURSE_LIMITS.summary),
  outcomes: z
    .array(text(COURSE_LIMITS.outcome))
    .min(COURSE_LIMITS.outcomes.min, `lists at least ${COURSE_LIMITS.outcomes.min} outcomes`)
    .max(COURSE_LIMITS.outcomes.max, `lists at most ${COURSE_LIMITS.outcomes.max} outcomes`),
  illustration: z.enum(COURSE_ILLUSTRATIONS),
  tone: z.enum(COURSE_TONES),
  content: text(COURSE_LIMITS.body),
});

export const lessonSchema = z.object({
  title: text(100),
  summary: text(240),
  order: z.number().int().min(1).max(20),
  takeaways: z.array(text(200)).min(2, "lists at least 2 takeaways").max(5, "lists at most 5 takeaways"),
  products: z.array(slug).max(4, "lists at most 4 products").default([]),
  /** Four options a question, each optionally with its own explanation (lib/learn/quiz.ts). */
  quiz: quizSchema.optional(),
  content: text(12000),
});

export type CourseFields = z.infer<typeof courseSchema>;
export type LessonFields = z.infer<typeof lessonSchema>;
