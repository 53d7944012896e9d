// The newsroom's media library (/admin/content/media): pictures editors upload once and use in
// stories, heroes and author portraits. Shared by the handlers (api-routes/admin/media-library.ts),
// the server (lib/server/media/library.ts) and the browser (./library-client.ts).
//
// A picture keeps one address for life, /media/library/<id>.webp, whatever is uploaded over it:
// "Replace" puts new bytes behind the same address, so every story that shows it shows the new one
// without an edit. The address is served with `no-cache` and an ETag of its version, so a browser
// asks again (a 304 when nothing changed) and never keeps showing the replaced picture.
import { z } from "zod";
import { MAX_ALT_LENGTH } from "./limits";

/** The newsroom page. */
export const MEDIA_LIBRARY_PATH = "/admin/content/media";
/** GET: every picture with its uses; POST: multipart upload (file, alt, credit, licence). */
export const MEDIA_LIBRARY_API_PATH = "/api/admin/content/media";
/** PATCH: { alt, credit, licence }; DELETE: refused while the picture is used. */
export const mediaItemApiPath = (id: number) => `${MEDIA_LIBRARY_API_PATH}/${id}`;
/** PUT: multipart with a new `file`, which replaces the picture everywhere it is used. */
export const mediaFileApiPath = (id: number) => `${mediaItemApiPath(id)}/file`;

/** The multipart fields of an upload or a replacement. */
export const MEDIA_FILE_FIELD = "file";
export const MEDIA_ALT_FIELD = "alt";
export const MEDIA_CREDIT_FIELD = "credit";
export const MEDIA_LICENCE_FIELD = "licence";

export const MAX_CREDIT_LENGTH = 200;
export const MAX_LICENCE_LENGTH = 200;

/** Widths a library picture is kept at (never wider than its original): thumbnails and the story column. */
export const LIBRARY_WIDTHS = [320, 640, 1280] as const;
export const LIBRARY_URL_PREFIX = "/media/library/";

/** The address stories use: the largest size, in WebP. */
export const libraryImageUrl = (id: number) => `${LIBRARY_URL_PREFIX}${id}.webp`;
/** One size, for thumbnails and srcsets. */
export const libraryImageSizeUrl = (id: number, width: number) => `${LIBRARY_URL_PREFIX}${id}-${width}.webp`;

/** "12.webp" → { id: 12, width: null }; "12-320.webp" → { id: 12, width: 320 }; null for anything else. */
export function parseLibraryFileName(name: string): { id: number; width: number | null } | null {
  const match = /^([1-9][0-9]{0,9})(?:-([1-9][0-9]{2,3}))?\.webp$/.exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const width = match[2] ? Number(match[2]) : null;
  if (width !== null && !(LIBRARY_WIDTHS as readonly number[]).includes(width)) return null;
  return { id, width };
}

/** Every library picture id a text (Markdown, a hero path, an avatar path) points at, once each, in order. */
export function libraryIdsIn(text: string): number[] {
  const ids = new Set<number>();
  for (const match of text.matchAll(/\/media\/library\/([1-9][0-9]{0,9})(?:-[0-9]+)?\.webp/g)) ids.add(Number(match[1]));
  return [...ids];
}

/** Where a picture is used: a story's body or hero, or an author's portrait. */
export interface MediaUse {
  kind: "storyBody" | "storyHero" | "authorAvatar" | "videoPoster";
  /** The story's title or the author's name. */
  label: string;
  /** The newsroom page that edits it. */
  href: string;
}

/** A picture as the library lists it. */
export interface LibraryImage {
  id: number;
  /** libraryImageUrl(id) */
  url: string;
  alt: string;
  credit: string;
  licence: string;
  width: number;
  height: number;
  /** 1 at upload, +1 at each replacement. */
  version: number;
  /** Size of the stored original, in bytes. */
  bytes: number;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  uses: MediaUse[];
}

export interface MediaLibraryAnswer {
  data: { images: LibraryImage[] };
}
export interface MediaImageAnswer {
  data: { image: LibraryImage };
}

const optionalLine = (max: number, what: string) =>
  z
    .string({ error: `Give the ${what} as text.` })
    .trim()
    .max(max, `Keep the ${what} to ${max} characters.`)
    .refine((value) => !/[\u0000-\u001f]/.test(value), `Keep the ${what} on one line.`)
    .default("");

/** PATCH body, and the text fields of an upload (alt text's wording is judged by checkPhotoAlt). */
export const mediaDetailsSchema = z.strictObject(
  {
    alt: z.string({ error: "Describe the picture in the alt text." }).max(MAX_ALT_LENGTH * 4),
    credit: optionalLine(MAX_CREDIT_LENGTH, "credit"),
    licence: optionalLine(MAX_LICENCE_LENGTH, "licence"),
  },
  { error: "Send the picture's alt text, credit and licence as a JSON object." },
);
export type MediaDetails = z.infer<typeof mediaDetailsSchema>;

/** A picture id from a URL segment, or null. */
export function parseMediaId(segment: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;
}

/** The refusal a used picture's delete gets. */
export function mediaInUseMessage(uses: number): string {
  return `This picture is used in ${uses === 1 ? "one place" : `${uses} places`}: take it out there first, or replace it instead.`;
}
