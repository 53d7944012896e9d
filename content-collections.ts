// READ's stories and authors, WATCH's videos and LISTEN's music playlists: Markdown files under content/ (see
// content/README.md), checked with zod and rendered to HTML when the site builds. Any file with a
// missing or wrong field stops the build with the file's path and the field's name.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineCollection, defineConfig } from "@content-collections/core";
import { SEED_PRODUCTS } from "./lib/catalogue/seed-data";
import { readingMinutes, renderMarkdown, type RenderedMarkdown } from "./lib/content/markdown";
import { checkReferences, ContentError, type KnownSlugs } from "./lib/content/references";
import { articleSchema, authorSchema, playlistSchema, trackManifestSchema, videoSchema } from "./lib/content/schema";
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
    return { ...author, _meta, slug: _meta.path, bioHtml: bio.html, bioText: content.replace(/\s+/g, " ").trim() };
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
    let body: RenderedMarkdown;
    try {
      body = await renderMarkdown(content);
    } catch (error) {
      throw new ContentError(file, "content", (error as Error).message);
    }
    return { ...article, slug: _meta.path, html: body.html, headings: body.headings, words: body.words, readingMinutes: readingMinutes(body.words) };
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
    return { ...video, slug: _meta.path, notesHtml: notes.html, transcript: cues };
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
    return { ...playlist, slug: _meta.path, tracks, notesHtml: notes.html };
  },
});

export default defineConfig({ content: [authors, articles, videos, playlists] });
