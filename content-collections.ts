// READ's stories and authors, WATCH's videos and LISTEN's music playlists: Markdown files under content/ (see
// content/README.md), checked with zod and rendered to HTML when the site builds. Any file with a
// missing or wrong field stops the build with the file's path and the field's name.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineCollection, defineConfig } from "@content-collections/core";
import { SEED_PRODUCTS } from "./lib/catalogue/seed-data";
import { lessonMinutes, readingMinutes, renderMarkdown, type RenderedMarkdown } from "./lib/content/markdown";
import { checkReferences, ContentError, type KnownSlugs } from "./lib/content/references";
import { articleSchema, authorSchema, courseSchema, LESSON_WORDS, lessonSchema, playlistSchema, trackManifestSchema, videoSchema } from "./lib/content/schema";
import { answerSpread, MAX_ANSWER_POSITION_SHARE, normaliseQuestion, QUIZ_OPTIONS } from "./lib/learn/quiz";
import { LEARN_COURSES } from "./lib/navigation";
import { parseVtt, type Cue } from "./lib/content/vtt";

// Tests point these at fixtures; the site uses the defaults.
// Collection directories are joined to the project root, so an outside folder is made relative.
const CONTENT_DIR = path.relative(process.cwd(), path.resolve(process.env.CONTENT_DIR ?? "content"));
const PUBLIC_DIR = process.env.CONTENT_PUBLIC_DIR ?? "public";
const productSlugs = new Set(SEED_PRODUCTS.map((product) => product.slug));

const sourceOf = (folder: string, meta: { filePath: string }) => path.join(CONTENT_DIR, folder, meta.filePath);

/** Throws unless a site path such as /images/read/x.svg is a file under public/. */
function requirePublicFile(file: string, field: string, sitePath: string): string {
  const onDisk = path.join(PUBLIC_DIR, sitePath);
  if (!existsSync(onDisk)) throw new ContentError(file, field, `${sitePath} does not exist (no ${onDisk})`);
  return onDisk;
}

const authors = defineCollection({
  name: "authors",
  directory: path.join(CONTENT_DIR, "authors"),
  include: "*.md",
  schema: authorSchema,
  transform: async ({ content, _meta, ...author }) => {
    requirePublicFile(sourceOf("authors", _meta), "avatar", author.avatar);
    const bio = await renderMarkdown(content);
    // _meta stays: stories look their author up by it (context.documents gives transformed authors).
    // bioMarkdown: the newsroom's demo import (lib/server/content/story-import.ts) writes it to the database.
    return { ...author, _meta, slug: _meta.path, bioHtml: bio.html, bioText: content.replace(/\s+/g, " ").trim(), bioMarkdown: content };
  },
});

/** Authors are known by file name: content/authors/<slug>.md. */
function knownSlugs(context: { documents: (collection: typeof authors) => { _meta: { path: string } }[] }): KnownSlugs {
  return { authors: new Set(context.documents(authors).map((author) => author._meta.path)), products: productSlugs };
}

const articles = defineCollection({
  name: "articles",
  directory: path.join(CONTENT_DIR, "articles"),
  include: "*.md",
  schema: articleSchema,
  transform: async ({ content, _meta, ...article }, context) => {
    const file = sourceOf("articles", _meta);
    checkReferences(file, article, knownSlugs(context));
    requirePublicFile(file, "hero.image", article.hero.image);
    if (article.video && !existsSync(path.join(CONTENT_DIR, "videos", `${article.video}.md`))) {
      throw new ContentError(file, "video", `unknown video "${article.video}" (no content/videos/${article.video}.md)`);
    }
    let body: RenderedMarkdown;
    try {
      body = await renderMarkdown(content);
    } catch (error) {
      throw new ContentError(file, "content", (error as Error).message);
    }
    // markdown: the newsroom's demo import (lib/server/content/story-import.ts) writes it to the database.
    return { ...article, slug: _meta.path, markdown: content, html: body.html, headings: body.headings, words: body.words, readingMinutes: readingMinutes(body.words) };
  },
});

const videos = defineCollection({
  name: "videos",
  directory: path.join(CONTENT_DIR, "videos"),
  include: "*.md",
  schema: videoSchema,
  transform: async ({ content, _meta, ...video }) => {
    const file = sourceOf("videos", _meta);
    checkReferences(file, video, { authors: new Set(), products: productSlugs });
    requirePublicFile(file, "video", video.video);
    requirePublicFile(file, "poster.image", video.poster.image);
    let cues: Cue[];
    try {
      cues = parseVtt(readFileSync(requirePublicFile(file, "captions", video.captions), "utf8"));
    } catch (error) {
      if (error instanceof ContentError) throw error;
      throw new ContentError(file, "captions", (error as Error).message);
    }
    const notes = await renderMarkdown(content);
    // notesMarkdown: the newsroom's demo import (lib/server/watch/video-import.ts) writes it to the database.
    return { ...video, slug: _meta.path, notesHtml: notes.html, notesMarkdown: content, transcript: cues };
  },
});

/** The tracks scripts/make-music.mjs rendered: title, file, duration and size of each. */
function trackManifest(file: string) {
  const manifestPath = requirePublicFile(file, "tracks", "/media/music/tracks.json");
  const parsed = trackManifestSchema.safeParse(JSON.parse(readFileSync(manifestPath, "utf8")));
  if (!parsed.success) throw new ContentError(manifestPath, "tracks", parsed.error.issues[0].message);
  return parsed.data;
}

const playlists = defineCollection({
  name: "playlists",
  directory: path.join(CONTENT_DIR, "music"),
  include: "*.md",
  schema: playlistSchema,
  transform: async ({ content, _meta, ...playlist }) => {
    const file = sourceOf("music", _meta);
    checkReferences(file, playlist, { authors: new Set(), products: productSlugs });
    const manifest = trackManifest(file);
    const tracks = playlist.tracks.map((slug, index) => {
      const track = manifest[slug];
      if (!track) throw new ContentError(file, `tracks[${index}]`, `unknown track "${slug}" (not in public/media/music/tracks.json)`);
      requirePublicFile(file, `tracks[${index}]`, track.audio);
      return { slug, ...track };
    });
    const notes = await renderMarkdown(content);
    // notesMarkdown: the newsroom's demo import (lib/server/music/playlist-import.ts) writes it to the database.
    return { ...playlist, slug: _meta.path, tracks, notesHtml: notes.html, notesMarkdown: content };
  },
});

// LEARN: content/learn/<course>/course.md, and the course's lessons beside it.
const LEARN_DIR = path.join(CONTENT_DIR, "learn");
const courseSlugs = new Set(LEARN_COURSES.map((course) => course.href.replace(/^\/learn\//, "")));
/** Not lesson slugs: the course's own pages under /learn/<course>/. */
const RESERVED_LESSON_SLUGS = new Set(["certificate"]);
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const courses = defineCollection({
  name: "courses",
  directory: LEARN_DIR,
  include: "*/course.md",
  schema: courseSchema,
  transform: async ({ content, _meta, ...course }) => {
    const file = path.join(LEARN_DIR, _meta.filePath);
    const slug = _meta.directory;
    if (!courseSlugs.has(slug)) throw new ContentError(file, "folder", `"${slug}" is not one of the courses of spec §2 (${[...courseSlugs].join(", ")})`);
    const intro = await renderMarkdown(content);
    // _meta stays: lessons find their course by it (context.documents gives transformed courses).
    // markdown: the newsroom's demo import (lib/server/learn/course-import.ts) writes it to the database.
    return { ...course, _meta, slug, markdown: content, introHtml: intro.html };
  },
});

/**
 * Across every lesson, no answer position may hold more than 35 % of the questions. The lesson
 * being built fails, naming the position, when it is one of those that put an answer there.
 */
function checkAnswerSpread(file: string, quiz: { answer: number }[] | undefined, all: { quiz?: { answer: number }[] }[]): void {
  const spread = answerSpread(all.map((lesson) => lesson.quiz));
  if (spread.overloaded === null || !quiz) return;
  const here = quiz.map((question, index) => ({ index, answer: question.answer })).filter((question) => question.answer === spread.overloaded);
  if (here.length === 0) return;
  const share = Math.round((spread.counts[spread.overloaded - 1] / spread.total) * 100);
  throw new ContentError(
    file,
    `quiz.${here[0].index}.answer`,
    `option ${spread.overloaded} is the right answer in ${spread.counts[spread.overloaded - 1]} of all ${spread.total} LEARN questions (${share} %; at most ${MAX_ANSWER_POSITION_SHARE * 100} % per position, counts by position ${spread.counts.join("/")}): move this lesson's answer to another of the ${QUIZ_OPTIONS} positions`,
  );
}

const lessons = defineCollection({
  name: "lessons",
  directory: LEARN_DIR,
  include: "*/*.md",
  exclude: "*/course.md",
  schema: lessonSchema,
  transform: async ({ content, _meta, quiz: quizSource, ...lesson }, context) => {
    const file = path.join(LEARN_DIR, _meta.filePath);
    const course = _meta.directory;
    const slug = _meta.fileName.replace(/\.md$/, "");
    if (!context.documents(courses).some((known) => known._meta.directory === course)) throw new ContentError(file, "folder", `no course.md in content/learn/${course}`);
    if (!KEBAB.test(slug) || RESERVED_LESSON_SLUGS.has(slug)) throw new ContentError(file, "file name", `"${slug}" must be lowercase kebab case and not ${[...RESERVED_LESSON_SLUGS].join(", ")}`);
    checkReferences(file, lesson, { authors: new Set(), products: productSlugs });
    checkAnswerSpread(file, quizSource, await context.collection.documents());
    const quiz = quizSource?.map(normaliseQuestion);
    let body: RenderedMarkdown;
    try {
      body = await renderMarkdown(content);
    } catch (error) {
      throw new ContentError(file, "content", (error as Error).message);
    }
    if (body.words < LESSON_WORDS.min || body.words > LESSON_WORDS.max) {
      throw new ContentError(file, "content", `has ${body.words} words; a lesson has ${LESSON_WORDS.min}–${LESSON_WORDS.max}`);
    }
    // markdown: the newsroom's demo import (lib/server/learn/lesson-import.ts) writes it to the database.
    return { ...lesson, ...(quiz ? { quiz } : {}), course, slug, markdown: content, html: body.html, words: body.words, minutes: lessonMinutes(body.words, quiz?.length) };
  },
});

export default defineConfig({ content: [authors, articles, videos, playlists, courses, lessons] });
