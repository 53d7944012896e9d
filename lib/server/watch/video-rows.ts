import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { VIDEO_THEMES, type VideoTheme } from "@/lib/content/schema";
import { parseVtt, type Cue } from "@/lib/content/vtt";
import type { Video } from "@/lib/watch/types";
import type { VideoInput } from "@/lib/watch/video-input";
import { notesHtmlOf } from "../content/notes-html";
import type { watchVideos } from "./tables";
import { uploadedCaptionsText } from "./video-files";

// A video row, and what pages and the editor make of it. The transcript is the captions file's cues,
// read from public/ as the content build read it, or from the database for an editor's upload; the
// notes are the row's Markdown, rendered and sanitised as every story is. Both are kept per process
// (a captions file never changes at its address; the notes are not edited), so a miss of the data
// cache reads no file and renders nothing twice.

export type VideoRow = typeof watchVideos.$inferSelect;

const PUBLIC_DIR = "public";
const cuesByFile = new Map<string, Cue[]>();

/** The captions' text: an editor's upload from the database, else the demo's file under public/. */
async function captionsText(captions: string): Promise<string> {
  const uploaded = await uploadedCaptionsText(captions);
  if (uploaded !== null) return uploaded;
  // Only site paths under /media/ (the table's own), never a path that climbs out of public/.
  if (!/^\/media\/[a-z0-9/._-]+\.vtt$/.test(captions) || captions.includes("..")) throw new Error("is not a captions path");
  return readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), PUBLIC_DIR, captions), "utf8");
}

/** The cues of a video's captions, or none (with a warning) when they cannot be read. */
async function transcriptOf(captions: string): Promise<Cue[]> {
  const known = cuesByFile.get(captions);
  if (known) return known;
  try {
    const cues = parseVtt(await captionsText(captions));
    cuesByFile.set(captions, cues);
    return cues;
  } catch (error) {
    console.warn(`[videos] no transcript from ${captions}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** A stored theme as WATCH's type; a row can only hold one of VIDEO_THEMES (the editor refuses others). */
export const themeOf = (theme: string): VideoTheme => ((VIDEO_THEMES as readonly string[]).includes(theme) ? (theme as VideoTheme) : VIDEO_THEMES[0]);

/** A row as WATCH's pages and cards show it. */
export async function videoOf(row: VideoRow): Promise<Video> {
  const [transcript, notesHtml] = await Promise.all([transcriptOf(row.captionsPath), notesHtmlOf(row.notes)]);
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    date: row.date,
    theme: themeOf(row.theme),
    duration: row.durationSeconds,
    video: row.videoPath,
    captions: row.captionsPath,
    poster: { image: row.posterImage, alt: row.posterAlt },
    products: row.products,
    notesHtml,
    transcript,
  };
}

/** The fields an editor changes, as a revision keeps them. */
export function videoRevisionFields(row: Pick<VideoRow, "title" | "description" | "theme" | "products" | "posterImage" | "posterAlt">): Record<string, unknown> {
  return { title: row.title, description: row.description, theme: row.theme, products: row.products, posterImage: row.posterImage, posterAlt: row.posterAlt };
}

/** The editor's form values of a row. */
export function videoInputOf(row: VideoRow): VideoInput {
  return { title: row.title, description: row.description, theme: themeOf(row.theme), products: [...row.products], posterImage: row.posterImage, posterAlt: row.posterAlt };
}
